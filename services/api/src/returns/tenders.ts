import { type PaymentMethod, type PaymentStatus } from '@shop/contracts';

/** One way a sale was paid, and how much it took. */
export interface Tender {
  method: PaymentMethod;
  amountCents: number;
}

/** Money back to one tender. */
export interface TenderRefund {
  method: PaymentMethod;
  amountCents: number;
}

/** Payment states in which the sale's money was taken. */
const PAID: ReadonlySet<PaymentStatus> = new Set([
  'paid',
  'completed',
  'partially_refunded',
  'refunded',
]);

/**
 * The tenders of a sale (docs/product/returns.md#refunds): the one place that knows how a
 * purchase was paid. A till sale's are its tender rows (purchases/purchase-tenders.ts): one, or a
 * split's cash and card parts, cash net of change; they are listed card first, the order refunds
 * fill them in (docs/decisions/0113-split-tender.md). A purchase without rows has one payment
 * method, which took all it was owed once it was paid: the total, less lines cancelled while it was
 * still unpaid (`forgivenCents`), which the customer then no longer owed.
 */
export function tendersOf(
  purchase: {
    paymentMethod: PaymentMethod;
    paymentStatus: PaymentStatus;
    totalAmountCents: number;
  },
  forgivenCents = 0,
  rows: readonly Tender[] = [],
): Tender[] {
  if (!PAID.has(purchase.paymentStatus)) return [];
  // A till sale is paid on the spot: nothing of it is ever forgiven.
  if (rows.length > 0)
    return [...rows].sort((a, b) => REFUND_ORDER[a.method] - REFUND_ORDER[b.method]);
  return [
    { method: purchase.paymentMethod, amountCents: purchase.totalAmountCents - forgivenCents },
  ];
}

/** Card first, then cash: the drawer pays out only what the card cannot take back. */
const REFUND_ORDER: Readonly<Record<PaymentMethod, number>> = { card: 0, cash: 1 };

/**
 * `amountCents` back to the tenders in the order given (tendersOf: card first), never more to one
 * than it took less what went back to it already: each takes what it still may before the next
 * does. Null when together they cannot take it all.
 */
export function refundsTo(
  tenders: readonly Tender[],
  refunded: ReadonlyMap<PaymentMethod, number>,
  amountCents: number,
): TenderRefund[] | null {
  const open = tenders
    .map(({ method, amountCents: paid }) => ({ method, room: paid - (refunded.get(method) ?? 0) }))
    .filter(({ room }) => room > 0);
  const room = open.reduce((sum, tender) => sum + tender.room, 0);
  if (amountCents > room) return null;
  const refunds: TenderRefund[] = [];
  let left = amountCents;
  for (const tender of open) {
    const cents = Math.min(tender.room, left);
    left -= cents;
    if (cents > 0) refunds.push({ method: tender.method, amountCents: cents });
  }
  return refunds;
}

/** After refunds totalling `refundedCents` of tenders that took `paidCents`. */
export function paymentAfterRefunds(paidCents: number, refundedCents: number): PaymentStatus {
  return refundedCents >= paidCents ? 'refunded' : 'partially_refunded';
}
