import type { Knex } from '@mikro-orm/knex';
import { stockStateCondition } from '../inventory/stock-state.sql';
import type { DashboardPeriods, Period } from './dashboard-periods';
import { countedReturnCondition, countedSaleCondition } from './sales-rule.sql';

/**
 * The statements behind `GET /reports/dashboard`, written with knex and read as plain rows
 * (like inventory/inventory-list.query.ts). Each reads a few rows through an index:
 * purchases by `created_at`, stock movements by `(reason, created_at)`, suppliers by
 * `(created_at, id)`. Sales follow the one rule (sales-rule.sql.ts); stock states follow
 * the one definition (inventory/stock-state.sql.ts).
 */

/**
 * `sum(amount)` and `count` of the counted sales in one period, as two columns. The amount is
 * before tax and shipping, as the reports count sales (docs/product/tax.md#in-the-reports).
 */
function salesIn(knex: Knex, name: string, { from, until }: Period): Knex.Raw[] {
  const inside = 'p.created_at >= ? and p.created_at <= ?';
  const sales = 'p.total_amount_cents - p.tax_cents - p.shipping_cents';
  return [
    knex.raw(`sum(case when ${inside} then ${sales} else 0 end) as ${name}_cents`, [from, until]),
    knex.raw(`sum(case when ${inside} then 1 else 0 end) as ${name}_orders`, [from, until]),
  ];
}

export type SalesRow = Record<
  `${'today' | 'yesterday' | 'week' | 'last_week'}_${'cents' | 'orders'}`,
  number | string | null
>;

/** The four sales windows in one pass over last week's Monday until now. */
export function salesQuery(knex: Knex, periods: DashboardPeriods) {
  return knex('purchase as p')
    .select([
      ...salesIn(knex, 'today', periods.todaySoFar),
      ...salesIn(knex, 'yesterday', periods.yesterdaySoFar),
      ...salesIn(knex, 'week', periods.weekSoFar),
      ...salesIn(knex, 'last_week', periods.lastWeekSoFar),
    ])
    .where('p.created_at', '>=', periods.lastWeekSoFar.from)
    .andWhere('p.created_at', '<=', periods.todaySoFar.until)
    .andWhereRaw(countedSaleCondition('p'));
}

export type ReturnsRow = { returns: number | string | null; cents: number | string | null };

/**
 * Today's counted returns, on the day of their refund (docs/product/returns.md#in-the-reports):
 * how many, and their amount before tax as sales count, through the `refunded_at` index.
 */
export function todayReturnsQuery(knex: Knex, periods: DashboardPeriods) {
  const { from, until } = periods.todaySoFar;
  return knex('sale_return as r')
    .join('purchase as p', 'p.id', 'r.purchase_id')
    .join('return_line as l', 'l.sale_return_id', 'r.id')
    .select([knex.raw('count(distinct r.id) as returns'), knex.raw('sum(l.total_cents) as cents')])
    .where('r.refunded_at', '>=', from)
    .andWhere('r.refunded_at', '<=', until)
    .andWhereRaw(countedReturnCondition('r', 'p'));
}

export type ProductsRow = { total: number | string; added: number | string | null };

/** Products on sale, and how many of them were created this week. */
export function productsQuery(knex: Knex, periods: DashboardPeriods) {
  return knex('product as p')
    .select([
      knex.raw('count(*) as total'),
      knex.raw('sum(case when p.created_at >= ? then 1 else 0 end) as added', [
        periods.weekSoFar.from,
      ]),
    ])
    .where('p.is_active', true);
}

export type StockRow = { low_count: number | string | null; out_count: number | string | null };

/** Low and out-of-stock products on sale, counted as the inventory alerts count them. */
export function stockQuery(knex: Knex) {
  return knex('inventory_record as i')
    .join('product as p', 'p.id', 'i.product_id')
    .select([
      knex.raw(
        `sum(case when ${stockStateCondition('low_stock', 'i')} then 1 else 0 end) as low_count`,
      ),
      knex.raw(
        `sum(case when ${stockStateCondition('out_of_stock', 'i')} then 1 else 0 end) as out_count`,
      ),
    ])
    .where('p.is_active', true);
}

const ACTOR_COLUMNS = ['u.id as actor_id', 'u.username', 'u.first_name', 'u.last_name'];

/** The latest purchases, cancelled ones too, with their buyer and number of pieces. */
export function recentPurchasesQuery(knex: Knex, limit: number) {
  // The latest purchases first, by the created_at index, then their buyers: joined whole, a
  // shop with few accounts led MariaDB to read users first and sort every purchase
  // (2.8 s at 300,000 purchases, docs/bench-reports.md).
  const latest = knex('purchase')
    .select('*')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .as('p');
  return knex
    .from(latest)
    .join('user as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.created_at',
      'p.channel',
      'p.customer_name',
      'p.total_amount_cents',
      'p.status',
      'p.payment_status',
      'p.payment_method',
      ...ACTOR_COLUMNS,
      knex.raw(
        '(select sum(pi.quantity) from purchase_item pi where pi.purchase_id = p.id) as item_count',
      ),
    ])
    .orderBy([
      { column: 'p.created_at', order: 'desc' },
      { column: 'p.id', order: 'desc' },
    ])
    .limit(limit);
}

/** The latest stock movements of the given reasons, with the product and who made them. */
export function recentMovementsQuery(knex: Knex, reasons: readonly string[], limit: number) {
  return knex('stock_movement as m')
    .join('product as pr', 'pr.id', 'm.product_id')
    .leftJoin('user as u', 'u.id', 'm.actor_id')
    .select([
      'm.id',
      'm.created_at',
      'm.reason',
      'm.quantity_change',
      'm.adjustment_reason',
      'm.reference',
      'pr.id as product_id',
      'pr.name as product_name',
      'pr.sku as product_sku',
      ...ACTOR_COLUMNS,
    ])
    .whereIn('m.reason', reasons)
    .orderBy([
      { column: 'm.created_at', order: 'desc' },
      { column: 'm.id', order: 'desc' },
    ])
    .limit(limit);
}

/** The totals of the given purchases. */
export function purchaseTotalsQuery(knex: Knex, ids: readonly number[]) {
  return knex('purchase').select(['id', 'total_amount_cents']).whereIn('id', ids);
}

/** The newest suppliers. */
export function recentSuppliersQuery(knex: Knex, limit: number) {
  return knex('supplier')
    .select(['id', 'name', 'created_at'])
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
}
