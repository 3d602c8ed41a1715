import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Purchase, StyleCard } from '@shop/contracts';
import { selectUser, useAppDispatch, useAppSelector } from '@shop/shop-state';
import { LoadError, PageLoading } from '@shop/ui';
import { useDialog } from '../use-dialog';
import { saleRecorded, selectTillLines, type TillProduct } from './till.slice';
import { focusSelectedLine, TillCart } from './cart/till-cart';
import { TillCartBar } from './cart/till-cart-bar';
import { ShortcutList } from './cart/shortcut-list';
import { useAddToTill, type TillNotice } from './cart/use-add-to-till';
import { ProductSearch } from './catalogue/product-search';
import { StyleTiles } from './catalogue/style-tiles';
import { useScan } from './catalogue/use-scan';
import { useTillStyles } from './catalogue/use-till-styles';
import { VariantPickerDialog } from './catalogue/variant-picker-dialog';
import { PaymentDialog } from './checkout/payment-dialog';
import { SaleReceipt, type ReceiptOfSale } from './checkout/sale-receipt';
import { TillCustomerPanel } from './customers/till-customer-panel';
import { HeldSaleButtons } from './held/held-sale-buttons';
import { DiscountDialog, type DiscountTarget } from './discounts/discount-dialog';
import { useTillKeys } from './use-till-keys';
import { useScanner } from './use-scanner';

const LAYOUT = `
  .pos-layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(320px, 400px);
    gap: var(--shop-space-xl); align-items: start; }
  @media (max-width: 1024px) { .pos-layout { grid-template-columns: minmax(0, 1fr) minmax(280px, 340px);
    gap: var(--shop-space-md); } }
  @media (max-width: 767.98px) { .pos-layout { grid-template-columns: minmax(0, 1fr); } }
`;

const fullName = (user: { first_name: string; last_name: string; username: string } | null) =>
  [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.username || '';

/**
 * The till (docs/product/point-of-sale.md): find a style by typing and pick its size and colour,
 * or scan a variant's barcode or SKU; ring them up in the till's cart, take cash or card on
 * `registerId`'s open session, print the receipt. Made to be worked from the keyboard all day:
 * the search has the focus on arrival and after every sale and dialog, and the shortcuts are
 * listed beside the cart. `keysEnabled` is false while a drawer dialog has the keyboard.
 */
export function Till({
  registerId,
  keysEnabled,
  searchRef,
}: {
  registerId: number;
  keysEnabled: boolean;
  /** The search field, which the page focuses again after a drawer dialog. */
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const lines = useAppSelector(selectTillLines);
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState<TillNotice | null>(null);
  const [receipt, setReceipt] = useState<ReceiptOfSale | null>(null);
  const cartRef = useRef<HTMLUListElement>(null);
  const { dialog, show, controls } = useDialog<null>();
  const picker = useDialog<StyleCard>();
  const discount = useDialog<DiscountTarget>();
  // The customer picker's and the held sales' dialogs, which keep the keyboard while open.
  const [customerDialog, setCustomerDialog] = useState(false);
  const [heldDialog, setHeldDialog] = useState(false);
  const keysFree =
    keysEnabled &&
    !controls.open &&
    !picker.controls.open &&
    !discount.controls.open &&
    !customerDialog &&
    !heldDialog;
  const till = useTillStyles(query);
  const addToTill = useAddToTill();

  const focusSearch = useCallback(() => searchRef.current?.focus(), [searchRef]);
  useEffect(focusSearch, [focusSearch]);

  const add = useCallback(
    (product: TillProduct) => {
      const result = addToTill(product);
      if (result.tone === 'added') setReceipt(null);
      setNotice(result);
      return result;
    },
    [addToTill],
  );
  const scan = useScan(add);

  async function onScan(code: string) {
    setQuery('');
    setNotice(null);
    const result = await scan(code);
    setNotice(result);
  }

  const checkout = useCallback(() => {
    if (lines.length) show(null);
    else setNotice({ tone: 'problem', text: 'The cart is empty: add a product first.' });
  }, [lines.length, show]);
  useTillKeys({
    enabled: keysFree,
    onSearch: focusSearch,
    onCheckout: checkout,
  });
  useScanner({
    enabled: keysFree,
    own: searchRef,
    onScan: (code) => void onScan(code),
  });

  function onRecorded(purchase: Purchase) {
    setReceipt({
      purchase,
      cashier: fullName(user),
      tendered: purchase.amount_tendered,
      change: purchase.change_due,
    });
    setNotice(null);
    dispatch(saleRecorded());
    controls.onClose();
  }

  return (
    <>
      <style href="pos-layout" precedence="default">
        {LAYOUT}
      </style>
      <div className="pos-layout">
        <div>
          <ProductSearch
            inputRef={searchRef}
            value={query}
            onChange={(text) => {
              setQuery(text);
              setNotice(null);
            }}
            onScan={(code) => void onScan(code)}
            onToCart={() => focusSelectedLine(cartRef.current)}
            notice={notice}
            searching={till.searching}
          />
          {till.isLoading && <PageLoading label="Loading products" />}
          {till.isError && (
            <LoadError
              message="The products could not be loaded."
              onRetry={() => void till.refetch()}
            />
          )}
          {!till.isLoading && !till.isError && (
            <StyleTiles styles={till.styles} onOpen={picker.show} />
          )}
        </div>
        <div>
          <TillCustomerPanel onDialog={setCustomerDialog} afterDialog={focusSearch} />
          {receipt && lines.length === 0 ? (
            <SaleReceipt
              receipt={receipt}
              onNewSale={() => {
                setReceipt(null);
                focusSearch();
              }}
            />
          ) : (
            <TillCart
              listRef={cartRef}
              onCheckout={checkout}
              onLeave={focusSearch}
              onDiscount={discount.show}
            />
          )}
          <HeldSaleButtons
            registerId={registerId}
            onDialog={setHeldDialog}
            afterDialog={focusSearch}
          />
          <ShortcutList />
        </div>
      </div>
      <TillCartBar onCheckout={checkout} onViewCart={() => focusSelectedLine(cartRef.current)} />
      {picker.dialog && (
        <VariantPickerDialog
          key={picker.dialog.key}
          style={picker.dialog.subject}
          onChoose={add}
          {...picker.controls}
          afterClose={() => {
            picker.controls.afterClose();
            focusSearch();
          }}
        />
      )}
      {discount.dialog && (
        <DiscountDialog
          key={discount.dialog.key}
          target={discount.dialog.subject}
          {...discount.controls}
          afterClose={() => {
            discount.controls.afterClose();
            focusSearch();
          }}
        />
      )}
      {dialog && (
        <PaymentDialog
          key={dialog.key}
          {...controls}
          afterClose={() => {
            controls.afterClose();
            focusSearch();
          }}
          onRecorded={onRecorded}
          registerId={registerId}
        />
      )}
    </>
  );
}
