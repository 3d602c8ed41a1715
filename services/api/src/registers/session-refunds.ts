import type { EntityManager } from '@mikro-orm/core';

/** Money a session's drawer and terminal gave back, in cents. */
export interface SessionRefunds {
  count: number;
  cashCents: number;
  cardCents: number;
}

/**
 * The seam for returns (docs/product/registers.md#the-drawers-arithmetic): the refunds given at
 * this session's till, which the X and Z reports take off (expected cash = float + cash sales −
 * cash refunds ± cash in and out). **Today it answers none**: returns at the till are being
 * built apart; when they land, this is the one function that reads their refunds for the
 * session (and nothing else in the reports changes).
 */
export function refundsOfSession(_em: EntityManager, _sessionId: number): Promise<SessionRefunds> {
  return Promise.resolve({ count: 0, cashCents: 0, cardCents: 0 });
}

/**
 * The seam for discounts at the till: what the session's sales gave off their gross, in cents.
 * **Today it answers 0**: the sales' totals are already what was charged, so the reports show
 * gross = net + discounts, and a discount feature fills this in.
 */
export function discountsOfSession(_em: EntityManager, _sessionId: number): Promise<number> {
  return Promise.resolve(0);
}
