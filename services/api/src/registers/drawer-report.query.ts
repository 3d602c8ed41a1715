import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { PaymentMethod } from '@shop/contracts';
import { countedSaleCondition } from '../reports/sales-rule.sql';
import type { SessionSales, SessionTender } from './drawer-report';

/**
 * Who rang a till sale up: the purchase's cashier, never its customer
 * (docs/decisions/0094-a-till-sale-names-its-cashier.md).
 */
const CASHIER_COLUMN = 'p.cashier_id';

interface SessionSalesRow {
  cashier_id: number | string;
  username: string;
  first_name: string;
  last_name: string;
  sales: number | string;
  total_cents: number | string | null;
  tax_cents: number | string | null;
}

/**
 * A session's sales that count (not cancelled: docs/decisions/0031-which-sales-count.md), summed by
 * cashier, through the purchase's register_session_id index. Read in the caller's
 * transaction: the close reads them after it has taken the session (drawer-sessions.service.ts).
 */
export async function sessionSales(em: EntityManager, sessionId: number): Promise<SessionSales[]> {
  const sql = em as SqlEntityManager;
  const knex = sql.getKnex();
  const rows = await sql.execute<SessionSalesRow[]>(
    knex('purchase as p')
      .join('user as u', 'u.id', knex.raw(CASHIER_COLUMN))
      .select(
        'u.id as cashier_id',
        'u.username',
        'u.first_name',
        'u.last_name',
        knex.raw('count(*) as sales'),
        knex.raw('sum(p.total_amount_cents) as total_cents'),
        knex.raw('sum(p.tax_cents) as tax_cents'),
      )
      .where('p.register_session_id', sessionId)
      .andWhereRaw(countedSaleCondition('p'))
      .groupBy('u.id', 'u.username', 'u.first_name', 'u.last_name'),
  );
  // MySQL answers sums as DECIMAL text.
  return rows.map((row) => ({
    cashier: {
      id: Number(row.cashier_id),
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
    },
    count: Number(row.sales),
    totalCents: Number(row.total_cents ?? 0),
    taxCents: Number(row.tax_cents ?? 0),
  }));
}

/**
 * What a session's counted sales took per tender (docs/product/registers.md#x-and-z-reports): each
 * sale's tender rows (purchases/purchase-tenders.ts; a split's cash part net of change and its card
 * part), or for a sale without any its one method for the whole total; and how many sales each
 * tender took part in.
 */
export async function sessionTenders(
  em: EntityManager,
  sessionId: number,
): Promise<SessionTender[]> {
  const sql = em as SqlEntityManager;
  const knex = sql.getKnex();
  const method = 'coalesce(t.method, p.payment_method)';
  const rows = await sql.execute<
    { method: PaymentMethod; sales: number | string; cents: number | string | null }[]
  >(
    knex('purchase as p')
      .leftJoin('purchase_tender as t', 't.purchase_id', 'p.id')
      .select(
        knex.raw(`${method} as method`),
        knex.raw('count(distinct p.id) as sales'),
        knex.raw('sum(coalesce(t.amount_cents, p.total_amount_cents)) as cents'),
      )
      .where('p.register_session_id', sessionId)
      .andWhereRaw(countedSaleCondition('p'))
      .groupByRaw(method),
  );
  // MySQL answers sums and counts as DECIMAL text.
  return rows.map((row) => ({
    method: row.method,
    count: Number(row.sales),
    totalCents: Number(row.cents ?? 0),
  }));
}
