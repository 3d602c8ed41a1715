// What a purchase can be: its statuses, payment statuses and methods, and the moves between them.

/**
 * Purchase vocabularies of docs/product/purchases.md#statuses-and-transitions and
 * docs/product/api.md#purchases; a missing status reads as pending.
 */
export const PURCHASE_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * `partially_refunded`: some of the money went back through a return or cancelled lines
 * (docs/product/returns.md); `refunded` once all of it has.
 * `awaiting_payment`: a customer's card web order until the payment provider confirms the charge
 * (docs/product/cart-and-checkout.md#paying-by-card).
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'completed',
  'failed',
  'refunded',
  'partially_refunded',
  'awaiting_payment',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Allowed status changes (docs/decisions/0005-complete-and-cancel.md says why): forward along
 * pending → processing → completed (staff may complete a pending order at once),
 * and any status but cancelled may be cancelled. Everything else is refused.
 */
export const PURCHASE_TRANSITIONS: Readonly<Record<PurchaseStatus, readonly PurchaseStatus[]>> = {
  pending: ['processing', 'completed', 'cancelled'],
  processing: ['completed', 'cancelled'],
  completed: ['cancelled'],
  cancelled: [],
};

export function canChangeStatus(from: PurchaseStatus, to: PurchaseStatus): boolean {
  return PURCHASE_TRANSITIONS[from].includes(to);
}
