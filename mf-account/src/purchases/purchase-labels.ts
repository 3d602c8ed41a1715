import type { PaymentMethod, Purchase } from '@shop/contracts';

/** How the shop writes an order number: `#123`. */
export const orderNumber = (id: number) => `#${id}`;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * en-US date and time (docs/product/README.md#what-the-product-does-and-for-whom): "Mar 4, 2025,
 * 10:30 AM".
 */
export const formatOrderDateTime = (iso: string) => dateTime.format(new Date(iso));

/** en-US date: "Mar 4, 2025". */
export const formatOrderDate = (iso: string) => dateOnly.format(new Date(iso));

/** First and last name, or null when the buyer gave neither. */
export function customerName(user: Purchase['user']): string | null {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name || null;
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash on Delivery',
  card: 'Credit/Debit Card',
};
