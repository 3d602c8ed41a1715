import { Inject, Injectable } from '@nestjs/common';
import { ATTEMPT_STORE, type AttemptStore } from '../auth/attempt-store';
import { throwIfBlocked } from '../auth/login-throttle';

/**
 * Cash-on-delivery web orders a customer may place per window
 * (docs/product/roles-and-rules.md#business-constants-and-limits,
 * docs/decisions/0064-web-orders-cannot-hoard-stock.md): with the open-order limit
 * (order-limits.ts) it keeps one account from churning the stock by ordering and cancelling. Orders
 * paid at checkout are not counted: they hold nothing unpaid, and the checkout's throughput
 * (docs/bench-checkout.md) stays what it was.
 */
export const CHECKOUT_LIMITS = { unpaidPerAccount: { max: 10, windowMs: 60 * 60_000 } } as const;

export const TOO_MANY_ORDERS =
  'Too many cash-on-delivery orders from this account. Please try again later, or pay by card.';

const accountKey = (accountId: number) => `checkout:unpaid:${accountId}`;

@Injectable()
export class CheckoutThrottle {
  constructor(@Inject(ATTEMPT_STORE) private readonly store: AttemptStore) {}

  /** Checked before the purchase's transaction, so a blocked order costs no statement. */
  async assertAllowed(accountId: number): Promise<void> {
    const window = await this.store.get(accountKey(accountId));
    throwIfBlocked(
      [window && window.count >= CHECKOUT_LIMITS.unpaidPerAccount.max ? window : undefined],
      TOO_MANY_ORDERS,
    );
  }

  /** Counts an unpaid order a customer placed. */
  async recordOrder(accountId: number): Promise<void> {
    await this.store.increment(accountKey(accountId), CHECKOUT_LIMITS.unpaidPerAccount.windowMs);
  }
}
