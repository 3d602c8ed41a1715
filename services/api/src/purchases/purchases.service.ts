import { EntityManager } from '@mikro-orm/core';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  AWAITING_CARD_PAYMENT,
  paidLineCents,
  hasRole,
  type Purchase as PurchaseBody,
  type UpdatePurchaseRequest,
} from '@shop/contracts';
import { loadShippingAddress } from '../addresses/purchase-addresses';
import { AuditTrail } from '../audit/audit-trail';
import { DomainEvents, type SaleFacts } from '../events/domain-events';
import { returnStock } from '../inventory/stock-ledger';
import { loadPurchaseReturns } from '../returns/purchase-returns';
import { runStockTransaction } from '../inventory/stock-transaction';
import type { SignedInUser } from '../users/signed-in-user';
import { WebOrderMails } from '../mail/web-order-mails';
import { cancellationRefunds } from './cancellation-refund';
import { purchaseAudit } from './purchase-audit';
import { toCashierBody, toPurchaseBody } from './purchase.mapper';
import { loadTenders } from './purchase-tenders';
import { Purchase } from './purchase.entity';
import { cancelRefusal, changeStatus, type PurchaseState } from './purchase-status';

/** What a purchase response needs, loaded in one query per relation, never per row. */
export const FULL_PURCHASE = {
  populate: ['user', 'cashier', 'items', 'items.product', 'shippedBy', 'deliveredBy'],
  strategy: 'select-in',
} as const;

@Injectable()
export class PurchasesService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: DomainEvents,
    private readonly audit: AuditTrail,
    private readonly mails: WebOrderMails,
  ) {}

  async get(id: number, actor: SignedInUser): Promise<PurchaseBody> {
    const em = this.em.fork();
    const purchase = await this.findVisible(em, id, actor);
    const returns = await loadPurchaseReturns(em, [purchase]);
    const address = await loadShippingAddress(em, purchase.id);
    const tenders = await loadTenders(em, [purchase.id]);
    const body = toPurchaseBody(
      purchase,
      returns.get(purchase.id),
      address,
      tenders.get(purchase.id),
    );
    return { ...body, discount_approved_by: await this.approverFor(em, purchase, actor) };
  }

  /**
   * Who approved the till's discounts, for staff only (docs/product/purchases.md#purchase-detail):
   * the customer sees the discounts and their reasons, not the staff behind them.
   */
  private async approverFor(em: EntityManager, purchase: Purchase, actor: SignedInUser) {
    if (!purchase.discountApprovedBy || !hasRole(actor.role, 'staff')) return null;
    return toCashierBody(await purchase.discountApprovedBy.loadOrFail({ em }));
  }

  /** Staff edit: status through the transition rules, payment status and notes as given. */
  async update(
    id: number,
    body: UpdatePurchaseRequest,
    actor: SignedInUser,
  ): Promise<PurchaseBody> {
    const purchase = await this.findVisible(this.em.fork(), id, actor);
    let next: PurchaseState = { status: purchase.status, paymentStatus: purchase.paymentStatus };
    // Re-sending the current status (a form that posts every field) is no change.
    if (body.status && body.status !== purchase.status) next = this.nextState(next, body.status);
    // A card order is paid only by its provider (docs/product/cart-and-checkout.md#paying-by-card):
    // staff may cancel it, not ship it or mark it paid meanwhile.
    if (purchase.paymentStatus === 'awaiting_payment' && next.status !== 'cancelled')
      if (next.status !== purchase.status || body.payment_status)
        throw new ConflictException(AWAITING_CARD_PAYMENT);
    if (body.payment_status) next = { ...next, paymentStatus: body.payment_status };
    const notes = body.notes === undefined ? purchase.notes : body.notes || null;
    await this.commit(purchase, next, notes, actor);
    return this.get(id, actor);
  }

  async cancel(id: number, actor: SignedInUser): Promise<PurchaseBody> {
    const purchase = await this.findVisible(this.em.fork(), id, actor);
    const refusal = cancelRefusal(actor.role, purchase.status);
    if (refusal) throw new ConflictException(refusal);
    const current = { status: purchase.status, paymentStatus: purchase.paymentStatus };
    await this.commit(purchase, this.nextState(current, 'cancelled'), purchase.notes, actor);
    return this.get(id, actor);
  }

  private nextState(current: PurchaseState, to: PurchaseState['status']): PurchaseState {
    const change = changeStatus(current, to);
    if (!change.allowed) throw new ConflictException(change.reason);
    return change.next;
  }

  /**
   * Writes the change only if the status is still the one the rules were checked
   * against. Of two cancels racing, one updates the row and restores the stock;
   * the other touches nothing and is refused, so stock comes back exactly once. A cancellation or
   * a refund is audited in the same transaction.
   */
  private async commit(
    purchase: Purchase,
    next: PurchaseState,
    notes: string | null,
    actor: SignedInUser,
  ) {
    const refunds = await cancellationRefunds(this.em.fork(), purchase, next);
    await runStockTransaction(this.em, async (sql) => {
      const { affectedRows } = await sql.write(
        'update purchase set status = ?, payment_status = ?, notes = ? where id = ? and status = ?',
        [next.status, next.paymentStatus, notes, purchase.id, purchase.status],
      );
      if (affectedRows !== 1)
        throw new ConflictException('The purchase was changed meanwhile; reload it and try again');
      if (next.status === 'cancelled' && purchase.status !== 'cancelled') {
        // Units returns took back already are back; the rest comes back now
        // (docs/product/returns.md#cancelling-a-whole-purchase). Read under the lock just taken.
        const back = new Map(
          (
            await sql.rows<{ id: number | string; returned_quantity: number | string }>(
              'select id, returned_quantity from purchase_item where purchase_id = ?',
              [purchase.id],
            )
          ).map((row) => [Number(row.id), Number(row.returned_quantity)]),
        );
        const lines = purchase.items
          .getItems()
          .map(({ id, product, quantity }) => ({
            product,
            quantity: quantity - (back.get(id) ?? 0),
          }))
          .filter(({ quantity }) => quantity > 0);
        if (lines.length) await returnStock(sql, lines, purchase.id, actor.id);
        // It stops counting as a sale, in the same transaction (reports/sales-rollups.ts), and
        // so do its returns (returns/returns-of-cancelled.ts), which may refuse it.
        await this.events.publish(sql, 'sale.cancelled', saleFacts(purchase));
      }
      const audited = purchaseAudit(purchase, next, actor);
      if (audited) await this.audit.write(sql, audited);
      // The buyer's refund e-mail, queued with the cancellation (docs/product/e-mails.md).
      await this.mails.refunded(sql, purchase, refunds, 'Order cancelled');
    });
  }

  private visibleTo(actor: SignedInUser): { user?: number } {
    return hasRole(actor.role, 'staff') ? {} : { user: actor.id };
  }

  /** Someone else's purchase is as absent to a customer as a missing one. */
  private async findVisible(em: EntityManager, id: number, actor: SignedInUser): Promise<Purchase> {
    const purchase = await em.findOne(Purchase, { id, ...this.visibleTo(actor) }, FULL_PURCHASE);
    if (!purchase) throw new NotFoundException('Purchase not found');
    return purchase;
  }
}

/** What the sales rollups and metrics hear of a purchase that stops counting as a sale. */
export function saleFacts(purchase: Purchase): SaleFacts {
  return {
    purchaseId: purchase.id,
    createdAt: purchase.createdAt,
    channel: purchase.channel,
    lines: purchase.items.getItems().map((item) => ({
      productId: item.product.id,
      quantity: item.quantity,
      totalPriceCents: item.totalPriceCents,
      taxableCents: paidLineCents(item),
      unitCostCents: item.unitCostCents,
      taxCents: item.taxCents,
      taxRateName: item.taxRateName,
      taxRateThousandths: item.taxRateThousandths,
    })),
  };
}
