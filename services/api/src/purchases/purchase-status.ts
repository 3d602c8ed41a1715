import {
  canChangeStatus,
  hasRole,
  type PaymentMethod,
  type PaymentStatus,
  type PurchaseStatus,
} from '@shop/contracts';

/** The two fields a status change may move together. */
export interface PurchaseState {
  status: PurchaseStatus;
  paymentStatus: PaymentStatus;
}

export type StatusChange =
  { allowed: true; next: PurchaseState } | { allowed: false; reason: string };

/**
 * Where a new purchase starts; the client's own status fields are ignored. A
 * customer's web order waits for staff: by card it awaits the payment provider's word
 * (docs/product/cart-and-checkout.md#paying-by-card), cash is paid on delivery; a sale rung up
 * by staff at the till is handed over and paid at once.
 */
export function openingState(buyerRole: string, paymentMethod: PaymentMethod): PurchaseState {
  if (hasRole(buyerRole, 'staff')) return { status: 'completed', paymentStatus: 'paid' };
  return {
    status: 'pending',
    paymentStatus: paymentMethod === 'card' ? 'awaiting_payment' : 'pending',
  };
}

/**
 * Money taken is given back when a purchase is cancelled (the rest of it, after returns); a card
 * payment never made has failed; nothing taken stays as it was.
 */
export function paymentAfterCancel(paymentStatus: PaymentStatus): PaymentStatus {
  if (paymentStatus === 'awaiting_payment') return 'failed';
  return paymentStatus === 'paid' ||
    paymentStatus === 'completed' ||
    paymentStatus === 'partially_refunded'
    ? 'refunded'
    : paymentStatus;
}

/** Applies PURCHASE_TRANSITIONS; a refusal carries the message the client is shown. */
export function changeStatus(current: PurchaseState, to: PurchaseStatus): StatusChange {
  if (current.status === 'cancelled' && to === 'cancelled')
    return { allowed: false, reason: 'Purchase is already cancelled' };
  if (!canChangeStatus(current.status, to))
    return { allowed: false, reason: `Cannot change a ${current.status} purchase to ${to}` };
  const paymentStatus =
    to === 'cancelled' ? paymentAfterCancel(current.paymentStatus) : current.paymentStatus;
  return { allowed: true, next: { status: to, paymentStatus } };
}

/**
 * Customers may only take back an order nobody has started on; staff may make any
 * allowed change. Returns the refusal message, or null when the actor may cancel.
 */
export function cancelRefusal(actorRole: string, status: PurchaseStatus): string | null {
  if (hasRole(actorRole, 'staff') || status === 'pending' || status === 'cancelled') return null;
  return `Only pending purchases can be cancelled; this one is ${status}`;
}
