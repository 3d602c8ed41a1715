import { EntityManager } from '@mikro-orm/core';
import type { Knex, SqlEntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import type { SaleChannel } from '@shop/contracts';
import { readSqlDate } from '../common/sql-date';
import * as queries from './plain-report-facts.queries';
import { dayIndex, type ReportDays } from './report-days';
import type {
  CategoryFact,
  DayChannelFact,
  ProductFact,
  ReportFacts,
  ReturnDayFact,
  ReturnProductFact,
  TaxFact,
} from './report-facts';
import {
  byProductThenReason,
  countedReturnLine,
  type CountedReturnLine,
} from './counted-return-line';

const num = (value: unknown) => Number(value ?? 0);

/**
 * The report facts summed from the raw purchase rows. Each counted purchase is read once and
 * put on its shop-calendar day by comparing its instant with the days' boundaries
 * (report-days.ts), which is exact on both databases and on daylight-saving days.
 */
@Injectable()
export class PlainReportFacts implements ReportFacts {
  constructor(private readonly em: EntityManager) {}

  async byDayAndChannel(days: ReportDays): Promise<DayChannelFact[]> {
    const rows = await this.rows<queries.PurchaseFactRow>(
      queries.purchaseFactsQuery(this.knex(), days),
    );
    const facts = new Map<string, DayChannelFact>();
    for (const row of rows) {
      const index = dayIndex(days, readSqlDate(row.created_at));
      if (index < 0) continue;
      const date = days.dates[index]!;
      const channel = row.channel as SaleChannel;
      const key = `${date} ${channel}`;
      let fact = facts.get(key);
      if (!fact) {
        fact = { date, channel, orders: 0, revenueCents: 0, costCents: 0 };
        facts.set(key, fact);
      }
      fact.orders += 1;
      fact.revenueCents += num(row.revenue_cents);
      fact.costCents += num(row.cost_cents);
    }
    return [...facts.values()];
  }

  async topProducts(days: ReportDays, limit: number): Promise<ProductFact[]> {
    const rows = await this.rows<queries.ProductFactRow>(
      queries.topProductsQuery(this.knex(), days, limit),
    );
    return rows.map((row) => ({
      productId: num(row.product_id),
      name: row.name,
      sku: row.sku,
      quantity: num(row.quantity),
      revenueCents: num(row.revenue_cents),
    }));
  }

  async byCategory(days: ReportDays): Promise<CategoryFact[]> {
    const rows = await this.rows<queries.CategoryFactRow>(
      queries.categoryFactsQuery(this.knex(), days),
    );
    return rows.map((row) => ({
      categoryId: num(row.category_id),
      name: row.name,
      revenueCents: num(row.revenue_cents),
      costCents: num(row.cost_cents),
    }));
  }

  async taxByDayAndRate(days: ReportDays): Promise<TaxFact[]> {
    const rows = await this.rows<queries.TaxLineRow>(queries.taxLinesQuery(this.knex(), days));
    const facts = new Map<string, TaxFact>();
    for (const row of rows) {
      const index = dayIndex(days, readSqlDate(row.created_at));
      if (index < 0) continue;
      const date = days.dates[index]!;
      const rateThousandths = num(row.rate_thousandths);
      const key = `${date} ${rateThousandths} ${row.rate_name}`;
      let fact = facts.get(key);
      if (!fact) {
        fact = { date, rateName: row.rate_name, rateThousandths, taxableCents: 0, taxCents: 0 };
        facts.set(key, fact);
      }
      fact.taxableCents += num(row.taxable_cents);
      fact.taxCents += num(row.tax_cents);
    }
    return [...facts.values()];
  }

  async returnsByDayAndChannel(days: ReportDays): Promise<ReturnDayFact[]> {
    const facts = new Map<string, ReturnDayFact & { ids: Set<number> }>();
    for (const line of await this.returnLines(days)) {
      const index = dayIndex(days, line.refundedAt);
      if (index < 0) continue;
      const date = days.dates[index]!;
      const key = `${date} ${line.channel}`;
      let fact = facts.get(key);
      if (!fact) {
        const zero = { returns: 0, quantity: 0, amountCents: 0, taxCents: 0 };
        fact = { date, channel: line.channel, ...zero, restockedCostCents: 0, ids: new Set() };
        facts.set(key, fact);
      }
      fact.ids.add(line.returnId);
      fact.returns = fact.ids.size;
      addReturned(fact, line);
    }
    return [...facts.values()].map(({ ids: _ids, ...fact }) => fact);
  }

  async returnsByProduct(days: ReportDays): Promise<ReturnProductFact[]> {
    const facts = new Map<string, ReturnProductFact>();
    for (const line of await this.returnLines(days)) {
      if (dayIndex(days, line.refundedAt) < 0) continue;
      const key = `${line.productId} ${line.reason}`;
      let fact = facts.get(key);
      if (!fact) {
        const { productId, name, sku, categoryId, categoryName, reason } = line;
        const zero = { quantity: 0, amountCents: 0, taxCents: 0, restockedCostCents: 0 };
        fact = { productId, name, sku, categoryId, categoryName, reason, ...zero };
        facts.set(key, fact);
      }
      addReturned(fact, line);
    }
    return [...facts.values()].sort(byProductThenReason);
  }

  private async returnLines(days: ReportDays): Promise<CountedReturnLine[]> {
    const rows = await this.rows<queries.ReturnLineRow>(
      queries.returnLinesQuery(this.knex(), days),
    );
    return rows.map(countedReturnLine);
  }

  private knex(): Knex {
    return (this.em as SqlEntityManager).getKnex();
  }

  private rows<T>(query: Knex.QueryBuilder): Promise<T[]> {
    return (this.em as SqlEntityManager).execute<T[]>(query);
  }
}

type ReturnedSums = Pick<
  ReturnDayFact,
  'quantity' | 'amountCents' | 'taxCents' | 'restockedCostCents'
>;

function addReturned(into: ReturnedSums, line: ReturnedSums): void {
  into.quantity += line.quantity;
  into.amountCents += line.amountCents;
  into.taxCents += line.taxCents;
  into.restockedCostCents += line.restockedCostCents;
}
