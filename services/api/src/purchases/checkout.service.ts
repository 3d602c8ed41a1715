import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  paidLineCents,
  type CreatePurchaseRequest,
  type Purchase as PurchaseBody,
  type SaleChannel,
} from '@shop/contracts';
import type { TokenBearer } from '../auth/token-bearer';
import { DomainEvents } from '../events/domain-events';
import { withdrawStock, type StockWriter } from '../inventory/stock-ledger';
import { statementsOf } from '../inventory/stock-ledger-rows';
import { runStockTransaction } from '../inventory/stock-transaction';
import {
  lockOwner,
  insertSale,
  readBasket,
  readTaxTable,
  readTillCustomer,
  takeOpenSession,
  type Sale,
} from './checkout-statements';
import { CheckoutThrottle } from './checkout-throttle';
import { isUniqueViolation, requestFingerprint, type KeyedRequest } from './idempotency';
import { IdempotencyKeysService } from './idempotency-keys.service';
import { mergeLines } from './purchase-lines';
import { toPurchaseBody } from './purchase.mapper';
import { assertOpenUnpaidWithinLimit, assertPiecesWithinLimit, limitedOrder } from './order-limits';
import { saleOf } from './sale-of';
import { priceOrder } from './pricing/price-order';
import { channelPricingRules, type PricingRules } from './pricing/pricing-rules';
import { withKeptRate, withTax } from './pricing/tax-rule';
import { toShippingRule } from '../shop/store-settings.mapper';
import { StoreSettingsService } from '../shop/store-settings.service';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';
import { codeDay } from '../discount-codes/discount-code-day';
import { claimCodeUse, readCodeForCheckout } from '../discount-codes/discount-code-statements';
import { codeDiscountCents, subtotalOf } from '../discount-codes/discount-code-terms';
import { withDiscount } from './pricing/pricing-rules';
import {
  keepDeliveryAddress,
  settleDeliveryAddress,
} from '../addresses/checkout-address-statements';
import { withTillDiscounts } from './pricing/till-discount-rule';
import { tillDiscountsFor } from './till-discounts/till-discount-lines';
import { TillDiscountGate } from './till-discounts/till-discount-gate';
import {
  saleDiscountFields,
  tillDiscountAudit,
  withLineReasons,
} from './till-discounts/till-discount-sale';
import type { Approval } from '../auth/approval';
import type { ApprovalAsked } from '../returns/return-override';
import { writeAudit } from '../audit/audit-trail';

/** A repeat, then (after an expired key was deleted) one more try, then a third for a rare race. */
const KEY_ATTEMPTS = 3;

/** One sale to make in an open transaction: the request, its merged lines, who sells, at what rules. */
export interface SaleRequest {
  request: CreatePurchaseRequest;
  lines: ReadonlyMap<number, number>;
  bearer: TokenBearer;
  rules: PricingRules;
  keyed?: KeyedRequest | null;
  /** An approval on the spot for till discounts beyond the cashier's limit, its PIN checked. */
  discountApproval?: Approval | null;
}

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
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
    private readonly discounts: TillDiscountGate,
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
    asked: ApprovalAsked | null = null,
  ): Promise<CheckoutResult> {
    const merged = mergeLines(request.items);
    if (!merged.ok) throw new BadRequestException(merged.error);
    // Cash on delivery is throttled (checkout-throttle.ts); a card order is held only for the card
    // hold, and capped by the open-order limit.
    if (mayOpenUnpaid(request) && request.payment_method === 'cash')
      await this.throttle.assertAllowed(bearer.accountId);
    // An approval's PIN costs a hash: checked before the sale's transaction.
    const approval = request.channel === 'pos' ? await this.discounts.approvalIn(asked) : null;
    const place = (keyed: KeyedRequest | null) =>
      this.place({ request, lines: merged.lines, bearer, keyed, discountApproval: approval });
    if (key === null) return { purchase: await place(null), replayed: false };

    const keyed: KeyedRequest = { key, fingerprint: requestFingerprint(request, merged.lines) };
    // A new key costs one insert in the purchase's transaction and no read before it; only a
    // repeat (the insert hits the unique index) reads what the key made.
    for (let attempt = 1; ; attempt++) {
      try {
        return { purchase: await place(keyed), replayed: false };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === KEY_ATTEMPTS) throw error;
        const earlier = await this.keys.earlierPurchase(bearer.accountId, keyed);
        if (earlier) return { purchase: earlier, replayed: true };
        // The key had expired and is deleted now: sell again under it.
      }
    }
  }

  private async place(asked: Omit<SaleRequest, 'rules'>): Promise<PurchaseBody> {
    // Read before the transaction: the settings come from memory, rarely from the database.
    const rules = await this.rulesFor(asked.request.channel ?? 'web');
    const sale = await runStockTransaction(this.em, (sql) =>
      this.sellWithin(sql, { ...asked, rules }),
    );
    if (limitedOrder(sale.user.role, sale.channel) && sale.paymentStatus === 'pending')
      await this.throttle.recordOrder(sale.user.id);
    return toPurchaseBody(sale);
  }

  /** A channel's pricing rules (shipping on the web only), read before a sale's transaction. */
  async rulesFor(channel: SaleChannel): Promise<PricingRules> {
    return channelPricingRules(channel, toShippingRule(await this.settings.current()));
  }

  /**
   * One sale in the caller's open transaction, of either kind: priced at today's prices and tax,
   * written, its stock taken, `sale.recorded` published on it. The checkout's own path, and an
   * exchange's new sale in the return's transaction (returns/till-returns.service.ts), so both
   * price, tax and count a sale the same way.
   */
  async sellWithin(writer: StockWriter, sale: SaleRequest): Promise<Sale> {
    const { request, lines, bearer, rules, keyed = null, discountApproval = null } = sale;
    const sql = statementsOf(writer);
    // MySQL keeps whole seconds; the answer says what a reload would.
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const countOpenUnpaid = mayOpenUnpaid(request) ? request.payment_method : null;
    // A limit per customer counted in this sale (their uses of a code, their saved addresses) is
    // counted under their account's row lock, taken before anything is read (users/owner-lock.ts).
    if (countsOwnLimits(request)) await lockOwner(sql, bearer.accountId);
    const { buyer, basket, openUnpaid } = await readBasket(sql, bearer, lines, countOpenUnpaid);
    // The channel's rules (shipping on the web only), each line taxed at its category's rate.
    const taxes = await readTaxTable(sql);
    const code = request.discount_code ?? null;
    const terms =
      code &&
      (await readCodeForCheckout(sql, code, buyer.id, {
        // A code's days are the shop's calendar days (docs/product/discount-codes.md#dates).
        today: await codeDay(this.shop),
        subtotalCents: subtotalOf(basket),
      }));
    const codeRules = terms
      ? withDiscount(rules, (cents) => codeDiscountCents(terms, cents))
      : rules;
    // The till's discounts (docs/product/point-of-sale.md#discounts): the server prices them.
    const till = request.channel === 'pos' ? tillDiscountsFor(lines, request) : null;
    const saleRules = till ? withTillDiscounts(codeRules, till) : codeRules;
    const order = priceOrder(basket, withTax(taxes, saleRules));
    const approval = till
      ? await this.discounts.assertAllowed(buyer.role, order, till, discountApproval)
      : null;
    const items = withLineReasons(
      order.lines.map((line) => withKeptRate(taxes, line)),
      till,
    );
    const customer =
      request.channel === 'pos' && request.customer_id != null
        ? await readTillCustomer(sql, request.customer_id)
        : null;
    const discounted = saleDiscountFields(till, order.orderDiscountCents, approval);
    const written = saleOf(request, buyer, { ...order, lines: items, code }, now, customer);
    Object.assign(written, discounted);
    // An unpaid card order holds its stock this long (payments/card-hold-sweeper.ts).
    if (written.paymentStatus === 'awaiting_payment') {
      const { card_hold_minutes: minutes } = await this.settings.current();
      written.paymentDueAt = new Date(now.getTime() + minutes * 60_000);
    }
    // docs/decisions/0064-web-orders-cannot-hoard-stock.md; checked inside the transaction, so
    // concurrent orders of one account may overshoot the open-order limit by at most the number
    // in flight.
    if (limitedOrder(buyer.role, written.channel)) {
      assertPiecesWithinLimit(items.map((item) => ({ ...item, name: item.product.name })));
      if (countOpenUnpaid && written.paymentStatus !== 'paid')
        assertOpenUnpaidWithinLimit(openUnpaid, countOpenUnpaid);
    }
    // A till sale needs its register's open drawer session (docs/product/registers.md); an
    // exchange's sale (returns/till-returns.service.ts) names the register of its return.
    if (written.channel === 'pos' && request.register_id != null)
      written.registerSessionId = await takeOpenSession(sql, request.register_id);
    // A customer's web order goes somewhere (addresses/checkout-address-statements.ts): 400 without.
    const delivery = await settleDeliveryAddress(sql, request, buyer, now);
    // docs/decisions/0105-discount-codes.md: the code's last use goes to one checkout only.
    if (terms) await claimCodeUse(sql, terms.id);
    // The ledger rows name the purchase, so the purchase is written first.
    await insertSale(sql, written, keyed);
    await keepDeliveryAddress(sql, written, delivery);
    await withdrawStock(sql, items, written.id, buyer.id);
    if (till) await writeAudit(writer, tillDiscountAudit(buyer, written, till, approval));
    // Last, in this transaction: the reports' rollup row of the day is shared by every sale
    // of the day (reports/sales-rollups.ts), so it is held only until the commit.
    await this.events.publish(sql, 'sale.recorded', {
      purchaseId: written.id,
      createdAt: written.createdAt,
      channel: written.channel,
      lines: items.map((item) => ({
        productId: item.product.id,
        quantity: item.quantity,
        totalPriceCents: item.totalPriceCents,
        taxableCents: paidLineCents(item),
        unitCostCents: item.unitCostCents,
        taxCents: item.taxCents,
        taxRateName: item.taxRateName,
        taxRateThousandths: item.taxRateThousandths,
      })),
    });
    return written;
  }
}

/**
 * A web order: paid on delivery, or by card until the provider confirms
 * (docs/product/cart-and-checkout.md#paying-by-card), it can hold stock unpaid.
 */
const mayOpenUnpaid = (request: CreatePurchaseRequest): boolean => request.channel !== 'pos';

/** A sale that counts a limit of its buyer's: a discount code, or a new address to save. */
const countsOwnLimits = (request: CreatePurchaseRequest): boolean =>
  request.discount_code != null ||
  (request.shipping_address != null && request.save_address === true);
