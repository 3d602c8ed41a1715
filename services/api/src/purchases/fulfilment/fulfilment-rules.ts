import {
  FULFILMENT_REFUSALS,
  type FulfilmentStatus,
  type PaymentMethod,
  type PaymentStatus,
  type PurchaseStatus,
  type SaleChannel,
} from '@shop/contracts';

/** What the rules read of a purchase. */
export interface FulfilmentFacts {
  channel: SaleChannel;
  status: PurchaseStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  fulfilmentStatus: FulfilmentStatus;
}

/** A refusal: 400 for an order that may never take the step, 409 for one already past it. */
export interface FulfilmentRefusal {
  code: 400 | 409;
  message: string;
}

/** Where a step leaves the purchase's own status and payment. */
export interface FulfilmentStep {
  status: PurchaseStatus;
  paymentStatus: PaymentStatus;
}

const refuse = (code: 400 | 409, message: string): FulfilmentRefusal => ({ code, message });

/**
 * Shipping (docs/product/purchases.md#fulfilment): a web order not cancelled, paid for unless it
 * is cash on delivery, not shipped yet. A pending order becomes processing; the existing status
 * vocabulary is kept (docs/decisions/0108-fulfilment-beside-the-status.md).
 */
export function shipStep(p: FulfilmentFacts): FulfilmentStep | FulfilmentRefusal {
  if (p.channel !== 'web') return refuse(400, FULFILMENT_REFUSALS.tillSale);
  if (p.status === 'cancelled') return refuse(400, FULFILMENT_REFUSALS.cancelled);
  if (p.paymentStatus === 'awaiting_payment' || p.paymentStatus === 'failed')
    return refuse(400, FULFILMENT_REFUSALS.unpaidCard);
  if (p.fulfilmentStatus !== 'unshipped') return refuse(409, FULFILMENT_REFUSALS.alreadyShipped);
  return {
    status: p.status === 'pending' ? 'processing' : p.status,
    paymentStatus: p.paymentStatus,
  };
}

/**
 * Delivering: only a shipped order. It is then completed, and cash on delivery still pending is
 * paid, the driver having taken the money at the door.
 */
export function deliverStep(p: FulfilmentFacts): FulfilmentStep | FulfilmentRefusal {
  if (p.channel !== 'web') return refuse(400, FULFILMENT_REFUSALS.tillSale);
  if (p.status === 'cancelled') return refuse(400, FULFILMENT_REFUSALS.cancelledDelivery);
  if (p.fulfilmentStatus === 'delivered') return refuse(409, FULFILMENT_REFUSALS.alreadyDelivered);
  if (p.fulfilmentStatus !== 'shipped') return refuse(400, FULFILMENT_REFUSALS.notShipped);
  const cashCollected = p.paymentMethod === 'cash' && p.paymentStatus === 'pending';
  return { status: 'completed', paymentStatus: cashCollected ? 'paid' : p.paymentStatus };
}

export const isRefusal = (
  outcome: FulfilmentStep | FulfilmentRefusal,
): outcome is FulfilmentRefusal => 'code' in outcome;
