import type { Knex } from '@mikro-orm/knex';
import type { ReportDays } from './report-days';
import { countedReturnCondition, countedSaleCondition } from './sales-rule.sql';

/**
 * The reports' statements over the raw rows (knex, read as plain rows like
 * dashboard.queries.ts). Every range is `[from, until)` in instants, the shop-calendar
 * days' own boundaries (report-days.ts), bound as parameters; the purchase index on
 * `created_at` finds the rows. Only counted sales (sales-rule.sql.ts).
 */

function inRange(query: Knex.QueryBuilder, days: ReportDays): Knex.QueryBuilder {
  return query
    .where('p.created_at', '>=', days.from)
    .andWhere('p.created_at', '<', days.until)
    .andWhereRaw(countedSaleCondition('p'));
}

export type PurchaseFactRow = {
  created_at: Date | number | string;
  channel: string;
  revenue_cents: number | string;
  cost_cents: number | string | null;
};

/**
 * One row per counted purchase: when, where, what it charged before tax and shipping (the
 * sum of its lines, as the rollups count it) and what its goods cost.
 */
export function purchaseFactsQuery(knex: Knex, days: ReportDays): Knex.QueryBuilder {
  return inRange(
    knex('purchase as p').select([
      'p.created_at',
      'p.channel',
      // Before a discount code, as the lines and the rollups count sales; the codes' discounts
      // are reported apart (docs/product/reports.md#discount-codes).
      knex.raw(
        'p.total_amount_cents - p.tax_cents - p.shipping_cents + p.discount_cents as revenue_cents',
      ),
      knex.raw(
        '(select sum(pi.quantity * pi.unit_cost_cents) from purchase_item pi' +
          ' where pi.purchase_id = p.id) as cost_cents',
      ),
    ]),
    days,
  );
}

export type ProductFactRow = {
  product_id: number | string;
  name: string;
  sku: string;
  quantity: number | string;
  revenue_cents: number | string;
};

export function topProductsQuery(knex: Knex, days: ReportDays, limit: number): Knex.QueryBuilder {
  return inRange(
    knex('purchase_item as pi')
      .join('purchase as p', 'p.id', 'pi.purchase_id')
      .join('product as pr', 'pr.id', 'pi.product_id')
      .select([
        'pr.id as product_id',
        'pr.name',
        'pr.sku',
        knex.raw('sum(pi.quantity) as quantity'),
        knex.raw('sum(pi.total_price_cents) as revenue_cents'),
      ])
      .groupBy(['pr.id', 'pr.name', 'pr.sku']),
    days,
  )
    .orderByRaw('sum(pi.quantity) desc, sum(pi.total_price_cents) desc, pr.name asc, pr.id asc')
    .limit(limit);
}

export type CategoryFactRow = {
  category_id: number | string;
  name: string;
  revenue_cents: number | string;
  cost_cents: number | string;
};

/** By the product's category as it is now. */
export function categoryFactsQuery(knex: Knex, days: ReportDays): Knex.QueryBuilder {
  return inRange(
    knex('purchase_item as pi')
      .join('purchase as p', 'p.id', 'pi.purchase_id')
      .join('product as pr', 'pr.id', 'pi.product_id')
      .join('category as c', 'c.id', 'pr.category_id')
      .select([
        'c.id as category_id',
        'c.name',
        knex.raw('sum(pi.total_price_cents) as revenue_cents'),
        knex.raw('sum(pi.quantity * pi.unit_cost_cents) as cost_cents'),
      ])
      .groupBy(['c.id', 'c.name']),
    days,
  ).orderByRaw('sum(pi.total_price_cents) desc, c.name asc, c.id asc');
}

export type TaxLineRow = {
  created_at: Date | number | string;
  rate_name: string;
  rate_thousandths: number | string;
  taxable_cents: number | string;
  tax_cents: number | string;
};

/** Counted purchases' lines that paid a rate, with the rate they kept. */
export function taxLinesQuery(knex: Knex, days: ReportDays): Knex.QueryBuilder {
  return inRange(
    knex('purchase_item as pi')
      .join('purchase as p', 'p.id', 'pi.purchase_id')
      .select([
        'p.created_at',
        'pi.tax_rate_name as rate_name',
        'pi.tax_rate_thousandths as rate_thousandths',
        // What the line was taxed on: after its own discount and its share of the order's.
        knex.raw(
          'pi.total_price_cents - pi.discount_cents - pi.order_discount_cents as taxable_cents',
        ),
        'pi.tax_cents',
      ])
      .whereNotNull('pi.tax_rate_name'),
    days,
  );
}

export type ReturnLineRow = {
  return_id: number | string;
  refunded_at: Date | number | string;
  kind: string;
  channel: string;
  product_id: number | string;
  name: string;
  sku: string;
  category_id: number | string;
  category_name: string;
  reason: string | null;
  quantity: number | string;
  total_cents: number | string;
  tax_cents: number | string;
  disposition: string | null;
  unit_cost_cents: number | string;
};

/**
 * The lines of counted returns refunded in the range, or ever without one
 * (docs/product/returns.md#in-the-reports), with their purchase's channel, their product's
 * category of today and the unit cost the sale kept; a return's lines together.
 */
export function returnLinesQuery(knex: Knex, days?: ReportDays): Knex.QueryBuilder {
  const query = knex('return_line as l')
    .join('sale_return as r', 'r.id', 'l.sale_return_id')
    .join('purchase as p', 'p.id', 'r.purchase_id')
    .join('purchase_item as pi', 'pi.id', 'l.purchase_item_id')
    .join('product as pr', 'pr.id', 'l.product_id')
    .join('category as c', 'c.id', 'pr.category_id')
    .select([
      'r.id as return_id',
      'r.refunded_at',
      'r.kind',
      'p.channel',
      'l.product_id',
      'pr.name',
      'pr.sku',
      'c.id as category_id',
      'c.name as category_name',
      'l.reason',
      'l.quantity',
      'l.total_cents',
      'l.tax_cents',
      'l.disposition',
      'pi.unit_cost_cents',
    ])
    .whereRaw(countedReturnCondition('r', 'p'))
    .orderBy(['r.id', 'l.id']);
  return days
    ? query.andWhere('r.refunded_at', '>=', days.from).andWhere('r.refunded_at', '<', days.until)
    : query;
}
