import type { EntityManager } from '@mikro-orm/core';
import { ConflictException } from '@nestjs/common';
import { refundRoomMessage, sumCents, type PaymentStatus } from '@shop/contracts';
import type { Purchase } from '../purchases/purchase.entity';
import { loadTenders } from '../purchases/purchase-tenders';
import type { ReturnsState } from './purchase-returns';
import { ReturnRefund } from './return-refund.entity';
import type { SaleReturn } from './sale-return.entity';
import { paymentAfterRefunds, refundsTo, tendersOf } from './tenders';

/** The refund rows written, and the purchase's payment status before and after them. */
export interface RefundsMade {
  refunds: ReturnRefund[];
  payment: { before: PaymentStatus; after: PaymentStatus };
}

/**
 * Gives `amountCents` back to the purchase's tenders (docs/product/returns.md#refunds), in the
 * caller's transaction and under the purchase's lock: never more to a tender than it took, less
 * what earlier returns gave back (`earlier`). The purchase becomes partly or wholly refunded.
 * 409 when the tenders cannot take it all; nothing to give back changes nothing.
 */
export async function refundToTenders(
  em: EntityManager,
  saleReturn: SaleReturn,
  purchase: Purchase,
  earlier: ReturnsState,
  amountCents: number,
): Promise<RefundsMade> {
  const before = purchase.paymentStatus;
  // A till sale's tender rows (a split's card part takes refunds first), else its one method.
  const rows = (await loadTenders(em, [purchase.id])).get(purchase.id);
  const tenders = tendersOf(purchase, earlier.forgivenCents, rows);
  const given = refundsTo(tenders, earlier.refunded, amountCents);
  if (!given) {
    const paid = sumCents(tenders.map((tender) => tender.amountCents));
    throw new ConflictException(refundRoomMessage(Math.max(0, paid - earlier.refundedCents)));
  }
  const refunds = given.map(
    ({ method, amountCents: cents }) => new ReturnRefund(saleReturn, method, cents),
  );
  em.persist(refunds);
  if (refunds.length) {
    const paid = sumCents(tenders.map((tender) => tender.amountCents));
    const refunded = earlier.refundedCents + sumCents(refunds.map((refund) => refund.amountCents));
    // A managed entity: the caller's flush writes it.
    purchase.paymentStatus = paymentAfterRefunds(paid, refunded);
  }
  return { refunds, payment: { before, after: purchase.paymentStatus } };
}
