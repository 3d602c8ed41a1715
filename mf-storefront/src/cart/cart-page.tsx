import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import {
  selectCartCount,
  selectCartItems,
  selectSessionStatus,
  useAppSelector,
  type CartItem,
} from '@shop/shop-state';
import { ButtonLink, PageFrame, Panel, ShopLink, tokens } from '@shop/ui';
import { Button, Col, Row, ShopTheme } from '@shop/ui/controls';
import { Alert } from '@shop/ui/forms';
import { CartLine, shortOfStockText } from './cart-line';
import { CartTotals } from './cart-totals';
import { DiscountCodeField } from './discount-code-field';
import { CheckoutDialog } from './checkout-dialog';
import { useFreshCartProducts, type CartNews } from './fresh-cart-products';
import { PURCHASE_SUCCESS } from './purchase-request';

/** Back here after signing in, cart intact (the login page and the shell's guards read `redirect`). */
const SIGN_IN_FOR_CHECKOUT = `/login?redirect=${encodeURIComponent('/cart')}`;

function PurchaseCompleted() {
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginBottom: tokens.space.xl }}
      title={PURCHASE_SUCCESS}
      description={<ShopLink href="/purchases">View My Purchases</ShopLink>}
    />
  );
}

const listed = (names: string[]) => names.join(', ');

/** What changed in the shop since the lines were added; nothing when nothing did. */
function CartNewsAlerts({
  news: { repriced, gone, stock },
  items,
}: {
  news: CartNews;
  items: readonly CartItem[];
}) {
  // Worked out from the quantities as they are now: lowering one clears its warning.
  const short = items
    .filter((item) => shortOfStockText(item.quantity, stock[item.id]))
    .map((item) => item.name);
  return (
    <>
      {repriced.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: tokens.space.md }}
          title={`Prices have changed since you added ${listed(repriced)}.`}
          description="The cart shows today's prices, the ones you will pay."
        />
      )}
      {gone.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: tokens.space.md }}
          title={`No longer available: ${listed(gone)}.`}
          description={`Remove ${gone.length === 1 ? 'it' : 'them'} from the cart to check out.`}
        />
      )}
      {short.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: tokens.space.md }}
          title={`Not enough in stock for ${listed(short)}.`}
          description="Lower the quantity or remove the line to check out."
        />
      )}
    </>
  );
}

/**
 * The cart (docs/product/cart-and-checkout.md, docs/product/cart-and-checkout.md#cart-state): lines
 * with steppers, the subtotal, shipping, tax and total, and checkout for signed-in shoppers.
 */
export function CartPage() {
  return (
    <ShopTheme>
      <CartView />
    </ShopTheme>
  );
}

function CartView() {
  const items = useAppSelector(selectCartItems);
  const count = useAppSelector(selectCartCount);
  const session = useAppSelector(selectSessionStatus);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // A new key per checkout gives the dialog a fresh choice and no old error.
  const [checkoutKey, setCheckoutKey] = useState(0);
  const [purchaseCompleted, setPurchaseCompleted] = useState(false);
  const news = useFreshCartProducts();

  function proceedToCheckout() {
    // A stored session still being checked counts as signed in: a stale token gets
    // a 401 on paying, which ends the session and comes to the same sign-in page.
    if (session === 'signedOut') {
      // Sign-in belongs to the account module: a shop-wide navigation, not this router's.
      navigateToUrl(SIGN_IN_FOR_CHECKOUT);
      return;
    }
    setPurchaseCompleted(false);
    setCheckoutKey((key) => key + 1);
    setCheckoutOpen(true);
  }

  function purchased() {
    setCheckoutOpen(false);
    setPurchaseCompleted(true);
  }

  return (
    <PageFrame title="Shopping Cart">
      {purchaseCompleted && <PurchaseCompleted />}
      {items.length === 0 ? (
        <Panel style={{ padding: 40, textAlign: 'center', height: 'auto' }}>
          <h2 style={{ fontSize: 22, margin: `0 0 ${tokens.space.md}px` }}>Your cart is empty</h2>
          <ButtonLink href="/products" variant="primary">
            Continue Shopping
          </ButtonLink>
        </Panel>
      ) : (
        <>
          <CartNewsAlerts news={news} items={items} />
          <Row gutter={[tokens.space.xl, tokens.space.xl]}>
            <Col xs={24} lg={16}>
              <Panel style={{ height: 'auto' }}>
                <ul aria-label="Cart items" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {items.map((item) => (
                    <CartLine key={item.id} item={item} stock={news.stock[item.id]} />
                  ))}
                </ul>
              </Panel>
            </Col>
            <Col xs={24} lg={8}>
              <Panel style={{ padding: tokens.space.lg, height: 'auto' }}>
                <h2 style={{ fontSize: tokens.fontSize.lg, margin: `0 0 ${tokens.space.sm}px` }}>
                  Order Summary
                </h2>
                <p style={{ margin: `0 0 ${tokens.space.xs}px`, color: tokens.color.muted }}>
                  {count} {count === 1 ? 'item' : 'items'}
                </p>
                <DiscountCodeField />
                <CartTotals size="lg" />
                <Button type="primary" size="large" block onClick={proceedToCheckout}>
                  Proceed to Checkout
                </Button>
              </Panel>
            </Col>
          </Row>
        </>
      )}
      <CheckoutDialog
        key={checkoutKey}
        open={checkoutOpen}
        onClose={() => setCheckoutOpen(false)}
        onPurchased={purchased}
      />
    </PageFrame>
  );
}
