import { EntityManager } from '@mikro-orm/core';
import type { Knex, SqlEntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import type { ReturnReportReason, SaleChannel } from '@shop/contracts';
import type { ReportDays } from './report-days';
import { byProductThenReason } from './counted-return-line';
import { productSumsQuery } from './rollup-spans';
import type {
  CategoryFact,
  DayChannelFact,
  ProductFact,
  ReportFacts,
  ReturnDayFact,
  ReturnProductFact,
  TaxFact,
} from './report-facts';

const num = (value: unknown) => Number(value ?? 0);

/**
 * The report facts read from the daily rollups (sales-rollup.entity.ts, kept by
 * sales-rollups.ts): a row per day and channel, and per day and product, found through their
 * primary keys, which start with the day; per product, the range's whole months come from the
 * monthly table and only its partial months' days from the daily one (rollup-spans.ts). So
 * the answer no longer grows with the number of order lines. Rows whose sales were all
 * cancelled hold zeros and are left out, as the raw rows would leave them.
 */
@Injectable()
export class RollupReportFacts implements ReportFacts {
  constructor(private readonly em: EntityManager) {}

  async byDayAndChannel(days: ReportDays): Promise<DayChannelFact[]> {
    const knex = this.knex();
    const rows = await this.rows<Record<string, unknown>>(
      this.inDays(knex('sales_day_channel as r'), days)
        .select(['r.day', 'r.channel', 'r.orders', 'r.revenue_cents', 'r.cost_cents'])
        .andWhere('r.orders', '<>', 0),
    );
    return rows.map((row) => ({
      date: String(row.day),
      channel: row.channel as SaleChannel,
      orders: num(row.orders),
      revenueCents: num(row.revenue_cents),
      costCents: num(row.cost_cents),
    }));
  }

  async topProducts(days: ReportDays, limit: number): Promise<ProductFact[]> {
    const knex = this.knex();
    const rows = await this.rows<Record<string, unknown>>(
      knex
        .from(productSumsQuery(knex, days).as('t'))
        .join('product as pr', 'pr.id', 't.product_id')
        .select(['t.product_id', 'pr.name', 'pr.sku', 't.quantity', 't.revenue_cents'])
        .orderBy([
          { column: 't.quantity', order: 'desc' },
          { column: 't.revenue_cents', order: 'desc' },
          { column: 'pr.name', order: 'asc' },
          { column: 't.product_id', order: 'asc' },
        ])
        .limit(limit),
    );
    return rows.map((row) => ({
      productId: num(row.product_id),
      name: String(row.name),
      sku: String(row.sku),
      quantity: num(row.quantity),
      revenueCents: num(row.revenue_cents),
    }));
  }

  async byCategory(days: ReportDays): Promise<CategoryFact[]> {
    const knex = this.knex();
    const rows = await this.rows<Record<string, unknown>>(
      knex
        .from(productSumsQuery(knex, days).as('t'))
        .join('product as pr', 'pr.id', 't.product_id')
        .join('category as c', 'c.id', 'pr.category_id')
        .select([
          'c.id as category_id',
          'c.name',
          knex.raw('sum(t.revenue_cents) as revenue_cents'),
          knex.raw('sum(t.cost_cents) as cost_cents'),
        ])
        .groupBy(['c.id', 'c.name'])
        .orderByRaw('sum(t.revenue_cents) desc, c.name asc, c.id asc'),
    );
    return rows.map((row) => ({
      categoryId: num(row.category_id),
      name: String(row.name),
      revenueCents: num(row.revenue_cents),
      costCents: num(row.cost_cents),
    }));
  }

  async taxByDayAndRate(days: ReportDays): Promise<TaxFact[]> {
    const rows = await this.rows<Record<string, unknown>>(
      this.inDays(this.knex()('sales_day_tax as r'), days)
        .select(['r.day', 'r.rate_name', 'r.rate_thousandths', 'r.taxable_cents', 'r.tax_cents'])
        // A day whose taxed sales were all cancelled holds zeros: left out, as the raw rows would.
        .whereRaw('(r.tax_cents <> 0 or r.taxable_cents <> 0)'),
    );
    return rows.map((row) => ({
      date: String(row.day),
      rateName: String(row.rate_name),
      rateThousandths: num(row.rate_thousandths),
      taxableCents: num(row.taxable_cents),
      taxCents: num(row.tax_cents),
    }));
  }

  async returnsByDayAndChannel(days: ReportDays): Promise<ReturnDayFact[]> {
    const rows = await this.rows<Record<string, unknown>>(
      this.inDays(this.knex()('returns_day_channel as r'), days)
        .select([
          'r.day',
          'r.channel',
          'r.returns',
          'r.quantity',
          'r.amount_cents',
          'r.tax_cents',
          'r.restocked_cost_cents',
        ])
        // A day whose returns all stopped counting holds zeros: left out, as the raw rows would.
        .andWhere('r.returns', '<>', 0),
    );
    return rows.map((row) => ({
      date: String(row.day),
      channel: row.channel as SaleChannel,
      returns: num(row.returns),
      quantity: num(row.quantity),
      amountCents: num(row.amount_cents),
      taxCents: num(row.tax_cents),
      restockedCostCents: num(row.restocked_cost_cents),
    }));
  }

  async returnsByProduct(days: ReportDays): Promise<ReturnProductFact[]> {
    const knex = this.knex();
    const sum = (column: string) => knex.raw(`sum(r.${column}) as ${column}`);
    const rows = await this.rows<Record<string, unknown>>(
      this.inDays(knex('returns_day_product as r'), days)
        .join('product as pr', 'pr.id', 'r.product_id')
        .join('category as c', 'c.id', 'pr.category_id')
        .select([
          'r.product_id',
          'pr.name',
          'pr.sku',
          'c.id as category_id',
          'c.name as category_name',
          'r.reason',
          ...['quantity', 'amount_cents', 'tax_cents', 'restocked_cost_cents'].map(sum),
        ])
        .groupBy(['r.product_id', 'pr.name', 'pr.sku', 'c.id', 'c.name', 'r.reason'])
        .havingRaw('sum(r.quantity) <> 0'),
    );
    const facts = rows.map((row) => ({
      productId: num(row.product_id),
      name: String(row.name),
      sku: String(row.sku),
      categoryId: num(row.category_id),
      categoryName: String(row.category_name),
      reason: row.reason as ReturnReportReason,
      quantity: num(row.quantity),
      amountCents: num(row.amount_cents),
      taxCents: num(row.tax_cents),
      restockedCostCents: num(row.restocked_cost_cents),
    }));
    return facts.sort(byProductThenReason);
  }

  /** The range's days by their `YYYY-MM-DD`, which sorts as the calendar does. */
  private inDays(query: Knex.QueryBuilder, days: ReportDays): Knex.QueryBuilder {
    return query
      .where('r.day', '>=', days.dates[0]!)
      .andWhere('r.day', '<=', days.dates[days.dates.length - 1]!);
  }

  private knex(): Knex {
    return (this.em as SqlEntityManager).getKnex();
  }

  private rows<T>(query: Knex.QueryBuilder): Promise<T[]> {
    return (this.em as SqlEntityManager).execute<T[]>(query);
  }
}
