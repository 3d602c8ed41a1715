import type { CreatePurchaseBody, PaymentMethod, UserProfile } from '@shop/contracts';
import { apiErrorMessage, type CartItem } from '@shop/shop-state';
import type { DeliveryChoice } from './delivery-address';

export const PURCHASE_SUCCESS = 'Purchase completed successfully! Your order has been placed.';
export const PURCHASE_FAILED = 'Purchase failed. Please try again.';

/**
 * The `POST /purchases/` body for the cart. Only what the server uses: it prices
 * the lines and sets the statuses itself, so sending prices would only suggest
 * they count. The delivery address is a saved one's id or a new one. The note names the customer, as docs/product/api.md#purchases asks.
 */
export function purchaseBodyFor(
  items: readonly CartItem[],
  paymentMethod: PaymentMethod,
  user: UserProfile | null,
  discountCode: string | null = null,
  delivery: DeliveryChoice | null = null,
): CreatePurchaseBody {
  const customer = user
    ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username
    : null;
  return {
    items: items.map((item) => ({ product_id: item.id, quantity: item.quantity })),
    payment_method: paymentMethod,
    ...(customer ? { notes: `Online order by ${customer}` } : {}),
    // Only a code the cart's quote accepted (use-cart-quote.ts); the server checks it again.
    ...(discountCode ? { discount_code: discountCode } : {}),
    // Where it goes (docs/product/cart-and-checkout.md#delivery-address); the server checks it again.
    ...delivery,
  };
}

/**
 * What the shopper reads when paying failed. A conflict (409) names the product that ran
 * out or the order limit met (docs/decisions/0064-web-orders-cannot-hoard-stock.md), a refused
 * card (402) says why (docs/product/cart-and-checkout.md#paying-by-card), a throttled checkout
 * (429) says when to try again, and a refused discount code (400) says why
 * (docs/product/discount-codes.md#refused-codes), which tells them what to change; anything else
 * gets the text of docs/product/cart-and-checkout.md.
 */
export function purchaseFailureMessage(error: unknown): string {
  const isConflict =
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error.status === 400 || error.status === 402 || error.status === 409 || error.status === 429);
  const reason = isConflict ? apiErrorMessage(error, '').trim() : '';
  if (!reason) return PURCHASE_FAILED;
  return `Purchase failed. ${/[.!?]$/.test(reason) ? reason : `${reason}.`}`;
}
