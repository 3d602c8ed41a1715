import { proportionOfCents, type PaymentMethod, type PaymentStatus } from '@shop/contracts';

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
 * purchase was paid. Today a purchase has one payment method, which took all it was owed once it
 * was paid: the total, less lines cancelled while it was still unpaid (`forgivenCents`), which the
 * customer then no longer owed. Split tender will change this function only.
 */
export function tendersOf(
  purchase: {
    paymentMethod: PaymentMethod;
    paymentStatus: PaymentStatus;
    totalAmountCents: number;
  },
  forgivenCents = 0,
): Tender[] {
  if (!PAID.has(purchase.paymentStatus)) return [];
  return [
    { method: purchase.paymentMethod, amountCents: purchase.totalAmountCents - forgivenCents },
  ];
}

/**
 * `amountCents` back to the tenders, never more to one than it took less what went back to it
 * already: split in proportion to what each may still take, the last taking the remainder. Null
 * when together they cannot take it all.
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
  let given = 0;
  open.forEach((tender, index) => {
    const cents =
      index === open.length - 1
        ? amountCents - given
        : Math.min(tender.room, proportionOfCents(amountCents, tender.room, room));
    given += cents;
    if (cents > 0) refunds.push({ method: tender.method, amountCents: cents });
  });
  return refunds;
}

/** After refunds totalling `refundedCents` of tenders that took `paidCents`. */
export function paymentAfterRefunds(paidCents: number, refundedCents: number): PaymentStatus {
  return refundedCents >= paidCents ? 'refunded' : 'partially_refunded';
}
