import {
  centsToDollars,
  dollarsToCents,
  sumCents,
  type Purchase,
  type PurchaseItem,
  type ShopBody,
} from '@shop/contracts';
// A kit takes the plain widgets and tokens from the shared `@shop/ui`, as pager.tsx explains.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { Price, ShopTime, tokens } from '@shop/ui';
import { Fragment } from 'react';
import { SaleBarcode } from './sale-barcode';

/** What a receipt prints of a recorded sale. */
export interface ReceiptOfSale {
  purchase: Purchase;
  /** The cashier's name as the receipt prints it. */
  cashier: string;
  /** Cash only: what the customer handed over and what they got back. */
  tendered: number | null;
  change: number | null;
}

/** The shop as its receipts print it: the public settings (`GET /shop`), once they have loaded. */
export type ReceiptShop = Pick<
  ShopBody,
  'name' | 'address' | 'phone' | 'receipt_header' | 'receipt_footer' | 'returns_policy'
>;

export const SHOP_NAME = 'FitShop';

const PAYMENT_LABELS = { cash: 'Cash', card: 'Card' } as const;

/**
 * Printing shows the receipt alone, in black on white, at a till printer's width; whatever holds
 * its buttons carries `pos-receipt-actions` and is left off the paper.
 */
const STYLES = `
  .pos-receipt table { width: 100%; border-collapse: collapse; font-size: var(--shop-font-size-sm); }
  .pos-receipt th, .pos-receipt td { padding: var(--shop-space-xxs) 0; text-align: left; }
  .pos-receipt .amount { text-align: right; white-space: nowrap; }
  .pos-receipt dl { display: grid; grid-template-columns: 1fr auto; gap: var(--shop-space-xxs);
    margin: var(--shop-space-sm) 0 0; }
  .pos-receipt dd { margin: 0; text-align: right; font-weight: 600; }
  .pos-receipt address, .pos-receipt .shop-text { font-style: normal; white-space: pre-line;
    margin: var(--shop-space-xxs) 0 0; font-size: var(--shop-font-size-sm); }
  @media print {
    body * { visibility: hidden !important; }
    .pos-receipt, .pos-receipt * { visibility: visible !important; color: black !important; }
    .pos-receipt { position: absolute; inset: 0 auto auto 0; width: 80mm; border: 0 !important;
      box-shadow: none !important; padding: 0 !important; }
    .pos-receipt-actions { display: none !important; }
  }
`;

/** The receipts' look and their print rule: the sale's and the return's receipts. */
export function ReceiptStyles() {
  return (
    <style href="pos-receipt" precedence="default">
      {STYLES}
    </style>
  );
}

/** The tax a sale charged, by the rate its lines kept (a rate is its name and percentage). */
function taxByRate(items: PurchaseItem[]): { label: string; tax: number }[] {
  const byRate = new Map<string, number[]>();
  for (const item of items) {
    if (item.tax_rate_name === null) continue;
    const label = `${item.tax_rate_name} ${item.tax_rate}%`;
    byRate.set(label, [...(byRate.get(label) ?? []), dollarsToCents(item.tax)]);
  }
  return [...byRate].map(([label, cents]) => ({ label, tax: centsToDollars(sumCents(cents)) }));
}

/** The customer a till sale was rung up for, by the name the sale kept; null for a walk-in. */
function customerOf(purchase: Purchase): string | null {
  if (purchase.customer_name) return purchase.customer_name;
  if (purchase.cashier === null || purchase.user.id === purchase.cashier.id) return null;
  return `${purchase.user.first_name} ${purchase.user.last_name}`.trim() || purchase.user.username;
}

function ShopLines({ shop }: { shop: ReceiptShop }) {
  const { address } = shop;
  const town = [address.city, [address.state, address.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      {shop.receipt_header && <p className="shop-text">{shop.receipt_header}</p>}
      <address>
        {[address.line1, address.line2, town, shop.phone].filter(Boolean).join('\n')}
      </address>
    </>
  );
}

/**
 * A sale's receipt, the one the till prints and the orders desk reprints
 * (docs/product/point-of-sale.md#the-receipt, docs/product/purchases.md#purchase-detail): the shop's
 * name, header, address and phone (its settings, once `shop` has loaded), sale number, date and
 * time, cashier and customer, lines, subtotal, discount, tax by rate and total as the server charged
 * them, payment (a split's card and cash parts), and for cash what was tendered and the change, the returns policy and footer, and
 * the sale number as a barcode, which the till's returns screen scans. Its heading carries
 * `titleId`, for the region around it.
 */
export function PurchaseReceipt({
  receipt,
  shop,
  titleId,
}: {
  receipt: ReceiptOfSale;
  shop: ReceiptShop | undefined;
  titleId: string;
}) {
  const { purchase, cashier, tendered, change } = receipt;
  // A split sale lists its parts, cash net of change (docs/product/point-of-sale.md#split-tender).
  const split = (purchase.tenders?.length ?? 0) > 1 ? purchase.tenders : null;
  const customer = customerOf(purchase);
  const rates = taxByRate(purchase.items);
  return (
    <div className="pos-receipt">
      <ReceiptStyles />
      <h2 id={titleId} style={{ margin: 0, fontSize: tokens.fontSize.lg }}>
        {shop?.name ?? SHOP_NAME} receipt
      </h2>
      {shop && <ShopLines shop={shop} />}
      <dl>
        <dt>Sale</dt>
        <dd>#{purchase.id}</dd>
        <dt>Date</dt>
        <dd>
          <ShopTime at={purchase.created_at} format="dateTime" />
        </dd>
        <dt>Cashier</dt>
        <dd>{cashier}</dd>
        {customer && (
          <>
            <dt>Customer</dt>
            <dd>{customer}</dd>
          </>
        )}
      </dl>
      <table style={{ marginTop: tokens.space.sm }}>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="amount">
              Qty
            </th>
            <th scope="col" className="amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {purchase.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.product.name}
                <br />
                <small>
                  {item.product.sku} @ <Price value={item.unit_price} />
                </small>
              </td>
              <td className="amount">{item.quantity}</td>
              <td className="amount">
                <Price value={item.total_price} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl>
        <dt>Subtotal</dt>
        <dd>
          <Price value={purchase.subtotal} />
        </dd>
        {purchase.discount_amount > 0 && (
          <>
            <dt>Discount{purchase.discount_code ? ` (${purchase.discount_code})` : ''}</dt>
            <dd>
              −<Price value={purchase.discount_amount} />
            </dd>
          </>
        )}
        {rates.length > 1 &&
          rates.map((rate) => (
            <Fragment key={rate.label}>
              <dt>{rate.label}</dt>
              <dd>
                <Price value={rate.tax} />
              </dd>
            </Fragment>
          ))}
        <dt>{rates.length === 1 ? `Tax (${rates[0]!.label})` : 'Tax'}</dt>
        <dd>
          <Price value={purchase.tax} />
        </dd>
        <dt>Total</dt>
        <dd>
          <Price value={purchase.total_amount} />
        </dd>
        <dt>Payment</dt>
        <dd>{split ? 'Split' : PAYMENT_LABELS[purchase.payment_method]}</dd>
        {split &&
          split.map((part) => (
            <Fragment key={part.method}>
              <dt>{PAYMENT_LABELS[part.method]}</dt>
              <dd>
                <Price value={part.amount} />
              </dd>
            </Fragment>
          ))}
        {tendered !== null && (
          <>
            <dt>{split ? 'Cash tendered' : 'Tendered'}</dt>
            <dd>
              <Price value={tendered} />
            </dd>
            <dt>Change</dt>
            <dd>
              <Price value={change ?? 0} />
            </dd>
          </>
        )}
      </dl>
      {shop?.returns_policy && <p className="shop-text">{shop.returns_policy}</p>}
      {shop?.receipt_footer && <p className="shop-text">{shop.receipt_footer}</p>}
      <div style={{ marginTop: tokens.space.md }}>
        <SaleBarcode purchaseId={purchase.id} />
      </div>
    </div>
  );
}
