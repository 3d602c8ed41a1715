import type { Purchase } from './purchases';

/**
 * How the orders desk names the people of a purchase and its tender
 * (docs/product/purchases.md#the-orders-desk): the screens and the CSV export say the same.
 */

/** A till sale whose customer gave no name. */
export const WALK_IN = 'Walk-in';

/** "First Last", or the username when the account has neither name. */
export function personName(person: {
  first_name: string;
  last_name: string;
  username: string;
}): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.username;
}

/**
 * The customer: on a web order the account that bought it; at the till the name the cashier
 * took, else "Walk-in" (a till sale is filed under the cashier's account, who is not the customer;
 * docs/decisions/0094-a-till-sale-names-its-cashier.md).
 */
export function purchaseCustomer(
  purchase: Pick<Purchase, 'channel' | 'user' | 'customer_name'>,
): string {
  if (purchase.channel === 'pos') return purchase.customer_name || WALK_IN;
  return personName(purchase.user);
}

/** The customer's e-mail: the account's on a web order, the one the till took (if any) there. */
export function purchaseCustomerEmail(
  purchase: Pick<Purchase, 'channel' | 'user' | 'customer_email'>,
): string | null {
  return purchase.channel === 'pos' ? purchase.customer_email : purchase.user.email;
}

/** The cashier of a till sale, by name; null on a web order. */
export function purchaseCashierName(purchase: Pick<Purchase, 'cashier'>): string | null {
  return purchase.cashier ? personName(purchase.cashier) : null;
}

/** Cash at the till is "Cash"; cash on a web order is paid on delivery. */
export function paymentMethodLabel(
  purchase: Pick<Purchase, 'channel' | 'payment_method'> & Partial<Pick<Purchase, 'tenders'>>,
): string {
  // A split till sale (docs/product/point-of-sale.md#split-tender): its parts say how much each.
  if ((purchase.tenders?.length ?? 0) > 1) return 'Split (cash + card)';
  if (purchase.payment_method === 'card') return 'Credit/Debit Card';
  return purchase.channel === 'pos' ? 'Cash' : 'Cash on Delivery';
}

/** Where a status's words are not the value's own (docs/product/purchases.md#statuses-and-transitions). */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  awaiting_payment: 'Awaiting payment',
  partially_refunded: 'Partially refunded',
};

/**
 * A status as its badge and the filters read it: `in_stock` → "In stock",
 * `partially_refunded` → "Partially refunded".
 */
export function statusLabel(status: string): string {
  if (STATUS_LABELS[status]) return STATUS_LABELS[status];
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
