import { EntityManager } from '@mikro-orm/core';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  CANCEL_LINES_ALL,
  CANCEL_LINES_OPEN_ONLY,
  RETURN_LINE_UNKNOWN,
  RETURN_NOT_RETURNABLE,
  RETURN_OUTSIDE_WINDOW,
  RETURN_WEB_ONLY,
  sumCents,
  type CancelLinesRequest,
  type ReturnRequestRequest,
} from '@shop/contracts';
import { AuditTrail } from '../audit/audit-trail';
import { DomainEvents } from '../events/domain-events';
import { runOrmStockTransaction } from '../inventory/stock-transaction';
import { Purchase } from '../purchases/purchase.entity';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import { StoreSettingsService } from '../shop/store-settings.service';
import type { SignedInUser } from '../users/signed-in-user';
import { cancelLinesAudit } from './return-audit';
import { returnFacts } from './return-facts';
import { keyedRequest, onceByKey } from './return-keys';
import { refundToTenders } from './return-refunds';
import { withinReturnsWindow } from './return-window';
import { takeBack, toSeconds, writeReturn } from './return-writer';
import { WebOrderMails } from '../mail/web-order-mails';
import { lineAmountCents } from './return.mapper';
import { tendersOf } from './tenders';
import { readReturn, type ReturnAnswer } from './returns-query.service';

/**
 * Returns that start from a web order (docs/product/returns.md#online): a customer asking to
 * send lines back, and staff cancelling lines of an order that has not shipped.
 */
@Injectable()
export class ReturnRequestsService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: DomainEvents,
    private readonly audit: AuditTrail,
    private readonly settings: StoreSettingsService,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
    private readonly mails: WebOrderMails,
  ) {}

  /**
   * `POST /purchases/{id}/returns`: the owner of a completed web order, within the returns
   * window, asks to send lines back. Nothing moves until staff receive them.
   */
  async request(
    purchaseId: number,
    body: ReturnRequestRequest,
    user: SignedInUser,
    key: string | null,
  ): Promise<ReturnAnswer> {
    // Someone else's purchase is as absent as a missing one.
    const purchase = await this.load(purchaseId, user.id);
    if (purchase.channel !== 'web') throw new ConflictException(RETURN_WEB_ONLY);
    this.assertOwnLines(purchase, body.lines);
    const now = toSeconds(this.shop.clock.now());
    const settings = await this.settings.current();
    const { time_zone: zone, returns_window_days: days } = settings;
    if (!withinReturnsWindow(purchase.createdAt, now, zone, days))
      throw new ConflictException(RETURN_OUTSIDE_WINDOW);
    const keyed = keyedRequest(key, { purchase_id: purchaseId, ...body });
    const made = await onceByKey(this.em, user.id, keyed, () =>
      runOrmStockTransaction(this.em, async (em) => {
        const { saleReturn } = await writeReturn(em, {
          purchaseId,
          kind: 'return',
          status: 'requested',
          channel: 'web',
          receipt: true,
          createdBy: user.id,
          keyed,
          lines: body.lines.map((line) => ({ ...line, note: line.note ?? null })),
          gate: { statuses: ['completed'], refusal: RETURN_NOT_RETURNABLE },
          now,
        });
        return saleReturn.id;
      }),
    );
    return { saleReturn: await readReturn(this.em, made.id), replayed: made.replayed };
  }

  /**
   * `POST /purchases/{id}/cancel-lines` (docs/product/returns.md#cancelling-lines-of-a-web-order):
   * units of a web order still pending or processing go back to stock at once and, if it was
   * paid, their money back to its tender; unpaid, the customer owes that much less. All that is
   * left of the order is a cancellation of the whole order instead.
   */
  async cancelLines(
    purchaseId: number,
    body: CancelLinesRequest,
    user: SignedInUser,
    key: string | null,
  ): Promise<ReturnAnswer> {
    const purchase = await this.load(purchaseId);
    if (purchase.channel !== 'web') throw new ConflictException(CANCEL_LINES_OPEN_ONLY);
    this.assertOwnLines(purchase, body.lines);
    const now = toSeconds(this.shop.clock.now());
    const keyed = keyedRequest(key, { purchase_id: purchaseId, ...body });
    const made = await onceByKey(this.em, user.id, keyed, () =>
      runOrmStockTransaction(this.em, async (em) => {
        const written = await writeReturn(em, {
          purchaseId,
          kind: 'cancellation',
          status: 'refunded',
          channel: 'web',
          receipt: true,
          createdBy: user.id,
          keyed,
          lines: body.lines.map((line) => ({ ...line, reason: null, disposition: 'restock' })),
          gate: { statuses: ['pending', 'processing'], refusal: CANCEL_LINES_OPEN_ONLY },
          now,
        });
        const { saleReturn, lines, purchase: locked, earlier } = written;
        const sold = sumCents(locked.items.getItems().map((item) => item.quantity));
        const taken = sumCents([...earlier.taken.values()].map((line) => line.quantity));
        if (taken + sumCents(lines.map((line) => line.quantity)) >= sold)
          throw new ConflictException(CANCEL_LINES_ALL);
        saleReturn.markReceived(saleReturn.createdBy, now);
        saleReturn.markRefunded(saleReturn.createdBy, now);
        await takeBack(em, saleReturn, lines, user.id);
        // Unpaid (cash on delivery): nothing to give back, the amount due lowers instead.
        const paid = tendersOf(locked, earlier.forgivenCents).length > 0;
        const amount = paid ? sumCents(lines.map(lineAmountCents)) : 0;
        const made = await refundToTenders(em, saleReturn, locked, earlier, amount);
        await em.flush();
        await this.events.publish(em, 'sale.returned', returnFacts(saleReturn, locked, lines));
        this.audit.record(em, cancelLinesAudit(user, saleReturn, lines, made));
        await this.mails.refunded(em, locked, made.refunds, 'Items cancelled from the order');
        return saleReturn.id;
      }),
    );
    return { saleReturn: await readReturn(this.em, made.id), replayed: made.replayed };
  }

  private async load(purchaseId: number, ownerId?: number): Promise<Purchase> {
    const purchase = await this.em
      .fork()
      .findOne(
        Purchase,
        { id: purchaseId, ...(ownerId !== undefined && { user: ownerId }) },
        { populate: ['items'] },
      );
    if (!purchase) throw new NotFoundException('Purchase not found');
    return purchase;
  }

  /** 400 before anything is written when a line names another purchase's item. */
  private assertOwnLines(purchase: Purchase, lines: readonly { purchase_item_id: number }[]) {
    const ids = new Set(purchase.items.getItems().map((item) => item.id));
    if (lines.some((line) => !ids.has(line.purchase_item_id)))
      throw new BadRequestException(RETURN_LINE_UNKNOWN);
  }
}
