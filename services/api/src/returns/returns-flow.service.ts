import { EntityManager } from '@mikro-orm/core';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  RETURN_ALREADY_RECEIVED,
  RETURN_NOT_REQUESTED,
  RETURN_RECEIVE_EVERY_LINE,
  RETURN_RECEIVE_FIRST,
  sumCents,
  type PurchaseStatus,
  type ReceiveReturnRequest,
  type RejectReturnRequest,
} from '@shop/contracts';
import { AuditTrail } from '../audit/audit-trail';
import { WebOrderMails } from '../mail/web-order-mails';
import { DomainEvents } from '../events/domain-events';
import { runOrmStockTransaction } from '../inventory/stock-transaction';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import type { SignedInUser } from '../users/signed-in-user';
import { purchaseReturnsState } from './purchase-returns';
import { refundAudit, rejectAudit, returnTakenAudit } from './return-audit';
import { returnFacts } from './return-facts';
import { refundToTenders } from './return-refunds';
import { ReturnLine } from './return-line.entity';
import { lockPurchase, takeBack, toSeconds } from './return-writer';
import { lineAmountCents } from './return.mapper';
import { SaleReturn } from './sale-return.entity';
import { readReturn, type ReturnAnswer } from './returns-query.service';

/** A purchase whose returns staff may still work on: any but a cancelled one. */
const OPEN_PURCHASE = {
  statuses: ['pending', 'processing', 'completed'] as PurchaseStatus[],
  refusal: 'The purchase was cancelled',
};

/**
 * A request's way through (docs/product/returns.md#online): received (stock moves per line),
 * refunded (money back, from here it counts in the reports), or declined. Each step moves the
 * status by a conditional update under the purchase's lock (return-writer.ts), so two staff doing
 * it at once do it once; a step repeated after it was done answers as it did (`replayed`).
 */
@Injectable()
export class ReturnsFlowService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: DomainEvents,
    private readonly audit: AuditTrail,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
    private readonly mails: WebOrderMails,
  ) {}

  async receive(id: number, body: ReceiveReturnRequest, user: SignedInUser): Promise<ReturnAnswer> {
    return this.step(id, async (found) => {
      const ids = found.lines.getItems().map((line) => line.id);
      const chosen = new Map(body.lines.map((line) => [line.return_line_id, line.disposition]));
      if (
        chosen.size !== body.lines.length ||
        ids.length !== chosen.size ||
        ids.some((i) => !chosen.has(i))
      )
        throw new BadRequestException(RETURN_RECEIVE_EVERY_LINE);
      if (found.status === 'received' || found.status === 'refunded') {
        if (found.lines.getItems().every((line) => line.disposition === chosen.get(line.id)))
          return 'replayed';
        throw new ConflictException(RETURN_ALREADY_RECEIVED);
      }
      if (found.status !== 'requested') throw new ConflictException(RETURN_NOT_REQUESTED);
      const now = toSeconds(this.shop.clock.now());
      return runOrmStockTransaction(this.em, async (em) => {
        await lockPurchase(em, found.purchase.id, OPEN_PURCHASE);
        const moved = await em.nativeUpdate(
          SaleReturn,
          { id, status: 'requested' },
          { status: 'received', receivedBy: user.id, receivedAt: now },
        );
        if (moved !== 1) return 'changed';
        const saleReturn = await em.findOneOrFail(SaleReturn, id, { refresh: true });
        const lines = await em.find(ReturnLine, { saleReturn: id }, { populate: ['product'] });
        for (const line of lines) line.disposition = chosen.get(line.id)!;
        await em.flush();
        await takeBack(em, saleReturn, lines, user.id);
        this.audit.record(em, returnTakenAudit(user, saleReturn, lines));
        await this.mails.returnReceived(em, saleReturn.purchase, lines);
        return 'done';
      });
    });
  }

  async refund(id: number, user: SignedInUser): Promise<ReturnAnswer> {
    return this.step(id, async (found) => {
      if (found.status === 'refunded') return 'replayed';
      if (found.status === 'requested') throw new ConflictException(RETURN_RECEIVE_FIRST);
      if (found.status === 'rejected') throw new ConflictException('This return was declined');
      const now = toSeconds(this.shop.clock.now());
      return runOrmStockTransaction(this.em, async (em) => {
        const purchase = await lockPurchase(em, found.purchase.id, OPEN_PURCHASE);
        const moved = await em.nativeUpdate(
          SaleReturn,
          { id, status: 'received' },
          { status: 'refunded', refundedBy: user.id, refundedAt: now },
        );
        if (moved !== 1) return 'changed';
        const saleReturn = await em.findOneOrFail(SaleReturn, id, { refresh: true });
        const lines = await em.find(ReturnLine, { saleReturn: id }, { populate: ['product'] });
        const earlier = await purchaseReturnsState(em, purchase.id, id);
        const amount = sumCents(lines.map(lineAmountCents));
        const made = await refundToTenders(em, saleReturn, purchase, earlier, amount);
        await em.flush();
        await this.events.publish(em, 'sale.returned', returnFacts(saleReturn, purchase, lines));
        const audited = refundAudit(user, saleReturn, made);
        if (audited) this.audit.record(em, audited);
        await this.mails.refunded(em, purchase, made.refunds, `Return #${saleReturn.id}`);
        return 'done';
      });
    });
  }

  async reject(id: number, body: RejectReturnRequest, user: SignedInUser): Promise<ReturnAnswer> {
    return this.step(id, async (found) => {
      if (found.status === 'rejected') return 'replayed';
      if (found.status !== 'requested') throw new ConflictException(RETURN_NOT_REQUESTED);
      return runOrmStockTransaction(this.em, async (em) => {
        const moved = await em.nativeUpdate(
          SaleReturn,
          { id, status: 'requested' },
          { status: 'rejected', note: body.note },
        );
        if (moved !== 1) return 'changed';
        const saleReturn = await em.findOneOrFail(SaleReturn, id, { refresh: true });
        this.audit.record(em, rejectAudit(user, saleReturn));
        return 'done';
      });
    });
  }

  /**
   * Runs a step on the return as it stands; when someone else moved it in between (`changed`),
   * once more on what they left. `replayed` when the step had been done already.
   */
  private async step(
    id: number,
    run: (found: SaleReturn) => Promise<'done' | 'replayed' | 'changed'>,
  ): Promise<ReturnAnswer> {
    for (let attempt = 1; ; attempt++) {
      const found = await this.em.fork().findOne(SaleReturn, id, { populate: ['lines'] });
      if (!found) throw new NotFoundException('Return not found');
      const outcome = await run(found);
      if (outcome !== 'changed')
        return { saleReturn: await readReturn(this.em, id), replayed: outcome === 'replayed' };
      if (attempt === 2) throw new ConflictException('The return was changed meanwhile; reload it');
    }
  }
}
