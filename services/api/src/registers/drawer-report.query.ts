import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { PaymentMethod } from '@shop/contracts';
import { countedSaleCondition } from '../reports/sales-rule.sql';
import type { SessionSales } from './drawer-report';

/**
 * Who rang a till sale up: the purchase's cashier, never its customer
 * (docs/decisions/0094-a-till-sale-names-its-cashier.md).
 */
const CASHIER_COLUMN = 'p.cashier_id';

interface SessionSalesRow {
  method: PaymentMethod;
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
 * tender and cashier, through the purchase's register_session_id index. Read in the caller's
 * transaction: the close reads them after it has taken the session (drawer-sessions.service.ts).
 */
export async function sessionSales(em: EntityManager, sessionId: number): Promise<SessionSales[]> {
  const sql = em as SqlEntityManager;
  const knex = sql.getKnex();
  const rows = await sql.execute<SessionSalesRow[]>(
    knex('purchase as p')
      .join('user as u', 'u.id', knex.raw(CASHIER_COLUMN))
      .select(
        'p.payment_method as method',
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
      .groupBy('p.payment_method', 'u.id', 'u.username', 'u.first_name', 'u.last_name'),
  );
  // MySQL answers sums as DECIMAL text.
  return rows.map((row) => ({
    method: row.method,
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
