import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { sumCents, type PaymentMethod } from '@shop/contracts';
import { countedReturnCondition, countedSaleCondition } from '../reports/sales-rule.sql';

/** Money a session's drawer and terminal gave back, in cents. */
export interface SessionRefunds {
  count: number;
  cashCents: number;
  cardCents: number;
}

interface TenderRow {
  method: PaymentMethod;
  cents: number | string | null;
}

/**
 * The refunds of the returns taken at this session's till (docs/product/registers.md#returns-at-the-till),
 * which the X and Z reports take off: expected cash = float + cash sales − cash refunds ± cash in
 * and out. A return counts as the reports count it (refunded, its purchase not cancelled:
 * docs/product/returns.md#in-the-reports). Read in the caller's transaction: the close reads them
 * after it has taken the session, as a return takes the session before it refunds.
 *
 * Per tender, what went back to it (`return_refund`), and for an exchange what the returned goods
 * paid of its new sale: that sale counts in full among the session's sales under its tender, while
 * only the balance changed hands, so the part the return paid is taken off that tender again.
 */
export async function refundsOfSession(
  em: EntityManager,
  sessionId: number,
): Promise<SessionRefunds> {
  const sql = em as SqlEntityManager;
  const knex = sql.getKnex();
  const counted = () =>
    knex('sale_return as r')
      .join('purchase as p', 'p.id', 'r.purchase_id')
      .where('r.register_session_id', sessionId)
      .andWhereRaw(countedReturnCondition('r', 'p'));
  const [returns] = await sql.execute<{ returns: number | string }[]>(
    counted().count({ returns: '*' }),
  );
  const refunded = await sql.execute<TenderRow[]>(
    counted()
      .join('return_refund as rf', 'rf.sale_return_id', 'r.id')
      .select('rf.method as method', knex.raw('sum(rf.amount_cents) as cents'))
      .groupBy('rf.method'),
  );
  const paidForExchange = await sql.execute<TenderRow[]>(
    counted()
      .join('purchase as e', 'e.id', 'r.exchange_purchase_id')
      .andWhereRaw(countedSaleCondition('e'))
      .select(
        'e.payment_method as method',
        knex.raw(
          'sum(e.total_amount_cents - case when r.balance_cents > 0 then r.balance_cents else 0 end) as cents',
        ),
      )
      .groupBy('e.payment_method'),
  );
  // MySQL answers sums and counts as DECIMAL text.
  const of = (method: PaymentMethod) =>
    sumCents(
      [...refunded, ...paidForExchange]
        .filter((row) => row.method === method)
        .map((row) => Number(row.cents ?? 0)),
    );
  return { count: Number(returns?.returns ?? 0), cashCents: of('cash'), cardCents: of('card') };
}

/**
 * What the session's sales gave off their gross, in cents (docs/product/registers.md#x-and-z-reports):
 * the lines' and the sales' till discounts, kept in each sale's `discount_cents`, over the sales
 * that count as the drawer counts them (a sale cancelled while the session is open drops out). The
 * sales' totals are after them, so the reports show gross = net + discounts.
 */
export async function discountsOfSession(em: EntityManager, sessionId: number): Promise<number> {
  const sql = em as SqlEntityManager;
  const knex = sql.getKnex();
  const [row] = await sql.execute<{ cents: number | string | null }[]>(
    knex('purchase as p')
      .where('p.register_session_id', sessionId)
      .andWhereRaw(countedSaleCondition('p'))
      .select(knex.raw('sum(p.discount_cents) as cents')),
  );
  // MySQL answers sums as DECIMAL text.
  return Number(row?.cents ?? 0);
}
