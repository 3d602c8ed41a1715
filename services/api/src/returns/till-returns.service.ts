import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  dollarsToCents,
  EXCHANGE_PAYMENT_NEEDED,
  noSessionForReturn,
  REGISTER_NOT_FOUND,
  RETURN_LINE_UNKNOWN,
  RETURN_NEEDS_OVERRIDE,
  RETURN_NOT_RETURNABLE,
  sumCents,
  tenderedTooLowMessage,
  type CreatePurchaseRequest,
  type TillReturnRequest,
} from '@shop/contracts';
import { AuditTrail } from '../audit/audit-trail';
import { ApprovalsService } from '../auth/approvals.service';
import { DomainEvents } from '../events/domain-events';
import { statementsOf } from '../inventory/stock-ledger-rows';
import { runOrmStockTransaction } from '../inventory/stock-transaction';
import { holdOpenSession, type TillRegister } from '../purchases/checkout-statements';
import { CheckoutService } from '../purchases/checkout.service';
import { mergeLines } from '../purchases/purchase-lines';
import { Purchase } from '../purchases/purchase.entity';
import { Register } from '../registers/register.entity';
import { RegisterSession } from '../registers/register-session.entity';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import { StoreSettingsService } from '../shop/store-settings.service';
import type { SignedInUser } from '../users/signed-in-user';
import { refundAudit, returnTakenAudit } from './return-audit';
import { returnFacts } from './return-facts';
import { keyedRequest, onceByKey } from './return-keys';
import { heldOrApproved, type ApprovalAsked } from './return-override';
import { refundToTenders } from './return-refunds';
import { withinReturnsWindow } from './return-window';
import { takeBack, toSeconds, writeReturn } from './return-writer';
import { lineAmountCents } from './return.mapper';
import { readReturn, type ReturnAnswer } from './returns-query.service';

/**
 * Returns at the till (`POST /returns/`, docs/product/returns.md#at-the-till): received and
 * refunded at once, optionally with an exchange sold in the same transaction through the
 * checkout's own path (purchases/checkout.service.ts `sellWithin`), so it is priced, taxed and
 * counted like any sale. Like a till sale it is taken in the register's open drawer session
 * (docs/product/registers.md#returns-at-the-till), whose X and Z reports count its refunds.
 */
@Injectable()
export class TillReturnsService {
  constructor(
    private readonly em: EntityManager,
    private readonly checkout: CheckoutService,
    private readonly events: DomainEvents,
    private readonly audit: AuditTrail,
    private readonly settings: StoreSettingsService,
    private readonly approvals: ApprovalsService,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  /** The return, and whether a repeated `Idempotency-Key` answered with an earlier one. */
  async create(
    request: TillReturnRequest,
    user: SignedInUser,
    asked: ApprovalAsked | null,
    key: string | null,
  ): Promise<ReturnAnswer> {
    const purchase = await this.em
      .fork()
      .findOne(Purchase, request.purchase_id, { populate: ['items'] });
    if (!purchase) throw new NotFoundException('Purchase not found');
    const itemIds = new Set(purchase.items.getItems().map((item) => item.id));
    if (request.lines.some((line) => !itemIds.has(line.purchase_item_id)))
      throw new BadRequestException(RETURN_LINE_UNKNOWN);
    const exchange = mergeLines(request.exchange_items ?? []);
    if (!exchange.ok) throw new BadRequestException(exchange.error);

    const now = toSeconds(this.shop.clock.now());
    const settings = await this.settings.current();
    const within = withinReturnsWindow(
      purchase.createdAt,
      now,
      settings.time_zone,
      settings.returns_window_days,
    );
    const approval =
      request.receipt && within
        ? null
        : await heldOrApproved(
            this.approvals,
            user,
            'override_returns',
            asked,
            RETURN_NEEDS_OVERRIDE,
          );
    // An exchange sells: it needs what a sale at the till needs.
    if (exchange.lines.size) await heldOrApproved(this.approvals, user, 'sell', asked);
    const rules = exchange.lines.size ? await this.checkout.rulesFor('pos') : null;
    const keyed = keyedRequest(key, request);
    const register = await this.tillRegister(request.register_id);

    const made = await onceByKey(this.em, user.id, keyed, () =>
      runOrmStockTransaction(this.em, async (em) => {
        // The session first, as a sale takes it: a close waits for this return and counts its
        // refund, and a return after the close finds no open session (409).
        const sessionId = await holdOpenSession(statementsOf(em), register, noSessionForReturn);
        const {
          saleReturn,
          lines,
          purchase: locked,
          earlier,
        } = await writeReturn(em, {
          purchaseId: purchase.id,
          kind: 'return',
          status: 'refunded',
          channel: 'pos',
          receipt: request.receipt,
          createdBy: user.id,
          approvedBy: approval?.approverId ?? null,
          registerSessionId: sessionId,
          keyed,
          lines: request.lines,
          gate: { statuses: ['completed'], refusal: RETURN_NOT_RETURNABLE },
          now,
        });
        saleReturn.markReceived(saleReturn.createdBy, now);
        saleReturn.markRefunded(saleReturn.createdBy, now);
        await takeBack(em, saleReturn, lines, user.id);

        const returnedCents = sumCents(lines.map(lineAmountCents));
        let refundCents = returnedCents;
        if (rules) {
          const sale = await this.checkout.sellWithin(em, {
            request: this.exchangeRequest(request, locked, saleReturn.id),
            lines: exchange.lines,
            bearer: user.token,
            rules,
          });
          const balance = sale.totalAmountCents - returnedCents;
          saleReturn.exchangePurchase = em.getReference(Purchase, sale.id);
          saleReturn.balanceCents = balance;
          saleReturn.amountTenderedCents = this.tendered(request, balance);
          refundCents = Math.max(0, -balance);
        }
        const made = await refundToTenders(em, saleReturn, locked, earlier, refundCents);
        await em.flush();
        await this.events.publish(em, 'sale.returned', returnFacts(saleReturn, locked, lines));
        const approver = approval?.approverUsername ?? null;
        this.audit.record(em, returnTakenAudit(user, saleReturn, lines, approver));
        const refunded = refundAudit(user, saleReturn, made);
        if (refunded) this.audit.record(em, refunded);
        return saleReturn.id;
      }),
    );
    return { saleReturn: await readReturn(this.em, made.id), replayed: made.replayed };
  }

  /**
   * The exchange's new sale: at the till, on the return's register (so in the same drawer
   * session), paid by the difference's tender, for the same customer.
   */
  private exchangeRequest(
    request: TillReturnRequest,
    original: Purchase,
    returnId: number,
  ): CreatePurchaseRequest {
    return {
      items: request.exchange_items ?? [],
      payment_method: request.payment_method ?? original.paymentMethod,
      channel: 'pos',
      register_id: request.register_id,
      notes: `Exchange for return #${returnId} of purchase #${original.id}`,
      customer_name: original.customerName,
      customer_email: original.customerEmail,
      customer_phone: original.customerPhone,
    };
  }

  /**
   * The till's register and its open session, read before the return's transaction: on MySQL a
   * plain read inside it would fix its snapshot before the purchase's lock (holdOpenSession).
   */
  private async tillRegister(registerId: number): Promise<TillRegister> {
    const em = this.em.fork();
    const register = await em.findOne(Register, registerId);
    if (!register) throw new BadRequestException(REGISTER_NOT_FOUND);
    const open = await em.findOne(RegisterSession, { openRegisterId: registerId });
    return { name: register.name, sessionId: open?.id ?? null };
  }

  /** Cash handed over for a positive balance, which it must cover; null otherwise. */
  private tendered(request: TillReturnRequest, balanceCents: number): number | null {
    if (balanceCents <= 0) return null;
    if (!request.payment_method) throw new BadRequestException(EXCHANGE_PAYMENT_NEEDED);
    if (request.amount_tendered == null) return null;
    const tendered = dollarsToCents(request.amount_tendered);
    if (tendered < balanceCents)
      throw new BadRequestException(tenderedTooLowMessage(tendered, balanceCents));
    return tendered;
  }
}
