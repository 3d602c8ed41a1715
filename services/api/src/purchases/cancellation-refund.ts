import type { EntityManager } from '@mikro-orm/core';
import { purchaseReturnsState } from '../returns/purchase-returns';
import { tendersOf, type TenderRefund } from '../returns/tenders';
import type { Purchase } from './purchase.entity';
import type { PurchaseState } from './purchase-status';

/**
 * What a whole cancellation of a paid web order gives back, per tender, for the buyer's refund
 * e-mail (docs/product/e-mails.md#refund-and-return-received): what the order took, less what its
 * returns refunded already. None for a till sale or when no money was taken. Read just before the
 * cancellation's transaction, as the purchase's own returns are.
 */
export async function cancellationRefunds(
  em: EntityManager,
  purchase: Purchase,
  next: PurchaseState,
): Promise<TenderRefund[]> {
  const refundsNow =
    purchase.channel === 'web' &&
    next.status === 'cancelled' &&
    purchase.status !== 'cancelled' &&
    next.paymentStatus === 'refunded' &&
    purchase.paymentStatus !== 'refunded';
  if (!refundsNow) return [];
  const earlier = await purchaseReturnsState(em, purchase.id);
  return tendersOf(purchase, earlier.forgivenCents)
    .map(({ method, amountCents }) => ({
      method,
      amountCents: amountCents - (earlier.refunded.get(method) ?? 0),
    }))
    .filter((refund) => refund.amountCents > 0);
}
