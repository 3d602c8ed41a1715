import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import {
  hasRole,
  pointOfSaleNotes,
  POS_STAFF_ONLY,
  tenderedTooLowMessage,
  type CreatePurchaseRequest,
  type Purchase as PurchaseBody,
  dollarsToCents,
} from '@shop/contracts';
import type { TokenBearer } from '../auth/token-bearer';
import { DomainEvents } from '../events/domain-events';
import { withdrawStock } from '../inventory/stock-ledger';
import { runStockTransaction } from '../inventory/stock-transaction';
import {
  insertSale,
  readBasket,
  readTaxTable,
  takeOpenSession,
  type Buyer,
  type Sale,
  type SaleLine,
} from './checkout-statements';
import { CheckoutThrottle } from './checkout-throttle';
import { isUniqueViolation, requestFingerprint, type KeyedRequest } from './idempotency';
import { IdempotencyKeysService } from './idempotency-keys.service';
import { mergeLines } from './purchase-lines';
import { toPurchaseBody } from './purchase.mapper';
import { assertOpenUnpaidWithinLimit, assertPiecesWithinLimit, limitedOrder } from './order-limits';
import { openingState } from './purchase-status';
import { priceOrder } from './pricing/price-order';
import { channelPricingRules } from './pricing/pricing-rules';
import { withKeptRate, withTax } from './pricing/tax-rule';
import { toShippingRule } from '../shop/store-settings.mapper';
import { StoreSettingsService } from '../shop/store-settings.service';

/** A repeat, then (after an expired key was deleted) one more try, then a third for a rare race. */
const KEY_ATTEMPTS = 3;

/** The answer to a purchase request; `replayed` when a repeated key answered with an earlier one. */
export interface CheckoutResult {
  purchase: PurchaseBody;
  replayed: boolean;
}

/**
 * Places purchases: the shop's hottest write. It works on plain rows with hand-written
 * statements (checkout-statements.ts, database/sql.ts): building entities and flushing a
 * unit of work cost several times the database work here (docs/bench-checkout.md).
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly keys: IdempotencyKeysService,
    private readonly events: DomainEvents,
    private readonly throttle: CheckoutThrottle,
    private readonly settings: StoreSettingsService,
  ) {}

  /**
   * Places a purchase for the bearer of a good token. The server decides everything
   * that matters: prices come from the catalogue, the status from the buyer's stored
   * role. The buyer's account is read in the purchase's own transaction (the route is
   * `@ChecksAccountItself()`): a deleted or deactivated account gets a 401 and nothing
   * is written. The purchase, its stock withdrawals and their ledger rows commit
   * together or not at all.
   *
   * With an `Idempotency-Key` (docs/decisions/0032-a-sale-is-recorded-once.md) a key this user
   * already used within 24 hours answers with that purchase (409 when the body differs); the key is
   * written in the purchase's transaction, so of concurrent repeats one sells and the others answer
   * with its sale.
   */
  async create(
    request: CreatePurchaseRequest,
    bearer: TokenBearer,
    key: string | null = null,
  ): Promise<CheckoutResult> {
    const merged = mergeLines(request.items);
    if (!merged.ok) throw new BadRequestException(merged.error);
    // Only a cash web order can wait unpaid; only those are throttled (checkout-throttle.ts).
    if (mayOpenUnpaid(request)) await this.throttle.assertAllowed(bearer.accountId);
    if (key === null)
      return { purchase: await this.place(request, merged.lines, bearer, null), replayed: false };

    const keyed: KeyedRequest = { key, fingerprint: requestFingerprint(request, merged.lines) };
    // A new key costs one insert in the purchase's transaction and no read before it; only a
    // repeat (the insert hits the unique index) reads what the key made.
    for (let attempt = 1; ; attempt++) {
      try {
        return {
          purchase: await this.place(request, merged.lines, bearer, keyed),
          replayed: false,
        };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === KEY_ATTEMPTS) throw error;
        const earlier = await this.keys.earlierPurchase(bearer.accountId, keyed);
        if (earlier) return { purchase: earlier, replayed: true };
        // The key had expired and is deleted now: sell again under it.
      }
    }
  }

  private async place(
    request: CreatePurchaseRequest,
    lines: ReadonlyMap<number, number>,
    bearer: TokenBearer,
    keyed: KeyedRequest | null,
  ): Promise<PurchaseBody> {
    const countOpenUnpaid = mayOpenUnpaid(request);
    // Read before the transaction: the settings come from memory, rarely from the database.
    const rules = channelPricingRules(
      request.channel ?? 'web',
      toShippingRule(await this.settings.current()),
    );
    const sale = await runStockTransaction(this.em, async (sql) => {
      // MySQL keeps whole seconds; the answer says what a reload would.
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      const { buyer, basket, openUnpaid } = await readBasket(sql, bearer, lines, countOpenUnpaid);
      // The channel's rules (shipping on the web only), each line taxed at its category's rate.
      const taxes = await readTaxTable(sql);
      const order = priceOrder(basket, withTax(taxes, rules));
      const items = order.lines.map((line) => withKeptRate(taxes, line));
      const sale = this.saleOf(request, buyer, { ...order, lines: items }, now);
      // docs/decisions/0064-web-orders-cannot-hoard-stock.md; checked inside the transaction, so
      // concurrent orders of one account may overshoot the open-order limit by at most the number
      // in flight.
      if (limitedOrder(buyer.role, sale.channel)) {
        assertPiecesWithinLimit(items.map((item) => ({ ...item, name: item.product.name })));
        if (sale.paymentStatus === 'pending') assertOpenUnpaidWithinLimit(openUnpaid);
      }
      // A till sale needs its register's open drawer session (docs/product/registers.md).
      if (sale.channel === 'pos')
        sale.registerSessionId = await takeOpenSession(sql, request.register_id!);
      // The ledger rows name the purchase, so the purchase is written first.
      await insertSale(sql, sale, keyed);
      await withdrawStock(sql, items, sale.id, buyer.id);
      // Last, in this transaction: the reports' rollup row of the day is shared by every sale
      // of the day (reports/sales-rollups.ts), so it is held only until the commit.
      await this.events.publish(sql, 'sale.recorded', {
        purchaseId: sale.id,
        createdAt: sale.createdAt,
        channel: sale.channel,
        lines: items.map((item) => ({
          productId: item.product.id,
          quantity: item.quantity,
          totalPriceCents: item.totalPriceCents,
          unitCostCents: item.unitCostCents,
          taxCents: item.taxCents,
          taxRateName: item.taxRateName,
          taxRateThousandths: item.taxRateThousandths,
        })),
      });
      return sale;
    });
    if (limitedOrder(sale.user.role, sale.channel) && sale.paymentStatus === 'pending')
      await this.throttle.recordOrder(sale.user.id);
    return toPurchaseBody(sale);
  }

  /**
   * The sale as it will be written. A till sale (`channel: "pos"`) is staff's alone, keeps
   * the customer's details as fields and in the notes, and for cash checks the amount
   * tendered against the total the server priced.
   */
  private saleOf(
    request: CreatePurchaseRequest,
    buyer: Buyer,
    order: { lines: SaleLine[]; totalCents: number; taxCents: number; shippingCents: number },
    now: Date,
  ): Sale {
    const totalAmountCents = order.totalCents;
    const sale: Sale = {
      id: 0,
      user: buyer,
      items: order.lines,
      totalAmountCents,
      taxCents: order.taxCents,
      shippingCents: order.shippingCents,
      ...openingState(buyer.role, request.payment_method),
      paymentMethod: request.payment_method,
      notes: request.notes || null,
      createdAt: now,
      channel: 'web',
      customerName: null,
      customerEmail: null,
      customerPhone: null,
      amountTenderedCents: null,
      registerSessionId: null,
    };
    if (request.channel !== 'pos') return sale;

    if (!hasRole(buyer.role, 'staff')) throw new ForbiddenException(POS_STAFF_ONLY);
    const tendered =
      request.amount_tendered == null ? null : dollarsToCents(request.amount_tendered);
    if (tendered !== null && tendered < totalAmountCents)
      throw new BadRequestException(tenderedTooLowMessage(tendered, totalAmountCents));
    const customer = {
      customerName: request.customer_name ?? null,
      customerEmail: request.customer_email ?? null,
      customerPhone: request.customer_phone ?? null,
    };
    const notes = [pointOfSaleNotes(request), request.notes].filter(Boolean).join('\n');
    return {
      ...sale,
      ...customer,
      ...openingState('staff', request.payment_method),
      channel: 'pos',
      notes,
      amountTenderedCents: tendered,
    };
  }
}

/** A web order paid on delivery: the only kind that can hold stock unpaid. */
const mayOpenUnpaid = (request: CreatePurchaseRequest): boolean =>
  request.channel !== 'pos' && request.payment_method === 'cash';
