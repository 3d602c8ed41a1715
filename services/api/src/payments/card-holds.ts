import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { formatCents } from '@shop/contracts';
import type { AuditActor } from '../audit/audit-entry.entity';
import { AuditTrail } from '../audit/audit-trail';
import { DomainEvents } from '../events/domain-events';
import { returnStock } from '../inventory/stock-ledger';
import { runStockTransaction } from '../inventory/stock-transaction';
import { Purchase } from '../purchases/purchase.entity';
import { saleFacts } from '../purchases/purchases.service';
import type { CardSummary } from './payment-provider';

/** Who changes a payment when no person does: the hold sweeper, or the provider's webhook. */
export const systemActor = (name: string): AuditActor => ({ id: 0, username: name });

/**
 * The two ways out of `awaiting_payment` (docs/product/cart-and-checkout.md#paying-by-card), each
 * one conditional update: of two API instances (or a webhook and the sweeper) racing for one
 * order, the one whose update matched the row does the rest, so stock comes back exactly once and
 * a late payment never marks a released order paid.
 */
@Injectable()
export class CardHolds {
  constructor(
    private readonly em: EntityManager,
    private readonly events: DomainEvents,
    private readonly audit: AuditTrail,
  ) {}

  /** Paid, if the order still awaits payment and its hold has not run out; false otherwise. */
  async markPaid(
    purchase: Purchase,
    paid: { reference: string; card: CardSummary | null; provider: string },
    actor: AuditActor,
  ): Promise<boolean> {
    return runStockTransaction(this.em, async (sql) => {
      const { affectedRows } = await sql.write(
        "update purchase set payment_status = 'paid', payment_due_at = null," +
          ' payment_reference = ?, card_brand = ?, card_last4 = ?' +
          " where id = ? and payment_status = 'awaiting_payment' and status = 'pending'" +
          ' and payment_due_at >= ?',
        [
          paid.reference,
          paid.card?.brand ?? null,
          paid.card?.last4 ?? null,
          purchase.id,
          new Date(),
        ],
      );
      if (affectedRows !== 1) return false;
      const card = paid.card ? ` (${paid.card.brand} ending ${paid.card.last4})` : '';
      await this.audit.write(sql, {
        actor,
        kind: 'payment',
        subject: `purchase:${purchase.id}`,
        summary:
          `Purchase #${purchase.id} (${formatCents(purchase.totalAmountCents)}) paid by card` +
          `${card} through the ${paid.provider} provider, reference ${paid.reference}`,
        before: { payment_status: 'awaiting_payment' },
        after: { payment_status: 'paid' },
      });
      return true;
    });
  }

  /**
   * Cancels an unpaid card order and gives its stock back through the ledger, saying why. With
   * `onlyIfExpired` (the sweeper) only once its hold has run out. False when another writer got
   * there first or the order no longer awaits payment.
   */
  async release(
    purchase: Purchase,
    why: { reason: string; reference?: string | null; onlyIfExpired?: boolean },
    actor: AuditActor,
  ): Promise<boolean> {
    return runStockTransaction(this.em, async (sql) => {
      const { affectedRows } = await sql.write(
        "update purchase set status = 'cancelled', payment_status = 'failed'," +
          ' payment_due_at = null, payment_reference = coalesce(?, payment_reference)' +
          " where id = ? and payment_status = 'awaiting_payment' and status = 'pending'" +
          (why.onlyIfExpired ? ' and payment_due_at < ?' : ''),
        [why.reference ?? null, purchase.id, ...(why.onlyIfExpired ? [new Date()] : [])],
      );
      if (affectedRows !== 1) return false;
      const lines = purchase.items
        .getItems()
        .map(({ product, quantity }) => ({ product, quantity }));
      await returnStock(sql, lines, purchase.id, actor.id === 0 ? null : actor.id);
      // It stops counting as a sale, in the same transaction (reports/sales-rollups.ts).
      await this.events.publish(sql, 'sale.cancelled', saleFacts(purchase));
      await this.audit.write(sql, {
        actor,
        kind: 'payment',
        subject: `purchase:${purchase.id}`,
        summary:
          `Purchase #${purchase.id} (${formatCents(purchase.totalAmountCents)}) not paid:` +
          ` ${why.reason}; cancelled and its stock released`,
        before: { status: 'pending', payment_status: 'awaiting_payment' },
        after: { status: 'cancelled', payment_status: 'failed' },
      });
      return true;
    });
  }

  /** Keeps the provider's reference on an order whose payment the provider confirms later. */
  async keepReference(purchase: Purchase, reference: string): Promise<void> {
    await this.em
      .fork()
      .nativeUpdate(
        Purchase,
        { id: purchase.id, paymentStatus: 'awaiting_payment' },
        { paymentReference: reference },
      );
  }

  /**
   * A payment the provider took for an order already released (its hold ran out) was refunded:
   * the order says so, once, and the trail says why.
   */
  async recordLateRefund(purchase: Purchase, reference: string, actor: AuditActor): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const changed = await em.nativeUpdate(
        Purchase,
        { id: purchase.id, status: 'cancelled', paymentStatus: 'failed' },
        { paymentStatus: 'refunded', paymentReference: reference },
      );
      if (changed !== 1) return;
      this.audit.record(em, {
        actor,
        kind: 'payment',
        subject: `purchase:${purchase.id}`,
        summary:
          `Purchase #${purchase.id}: ${formatCents(purchase.totalAmountCents)} paid after its` +
          ` time to pay ran out, refunded (reference ${reference})`,
        before: { payment_status: 'failed' },
        after: { payment_status: 'refunded' },
      });
    });
  }
}
