import { EntityManager } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/knex';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { valueRows, type Statement } from '../database/sql';
import {
  DomainEvents,
  type EventTransaction,
  type ReturnFacts,
  type SaleFacts,
} from '../events/domain-events';
import { statementsOf } from '../inventory/stock-ledger-rows';
import { shopDate } from './report-days';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';

/**
 * The one writer of the daily sales rollups (sales-rollup.entity.ts;
 * docs/decisions/0044-reports-read-daily-rollups.md). Each sale the checkout records is added, and
 * a cancelled one taken off, by these statements inside the purchase's own transaction (the
 * purchases module publishes both as domain events, events/domain-events.ts), so the rollups move
 * with the purchases or not at all. Three or four upserts per sale: its products by day and by
 * month (one statement each, rows in product order, so concurrent sales lock in the same order),
 * its tax by day and rate when it paid any, and last the (day, channel) row, which every sale of the day shares, so it is held only until the commit right
 * after. A refunded return is added to the returns rollups of its refund's day the same way
 * (returns-rollup.entity.ts; docs/product/returns.md#in-the-reports), and taken off again when its
 * purchase is cancelled as a whole.
 */

/** What a rollup needs of a purchase. */
export type RollupSale = Pick<SaleFacts, 'createdAt' | 'channel' | 'lines'>;

type Dialect = 'mysql' | 'sqlite';
const COLUMNS = ['orders', 'quantity', 'revenue_cents', 'cost_cents'] as const;
const TAX_COLUMNS = ['taxable_cents', 'tax_cents'] as const;

/** `insert … values …` that adds to the row when its key exists, in the dialect's words. */
function upsert(
  dialect: Dialect,
  table: string,
  key: readonly string[],
  rows: number,
  columns: readonly string[] = COLUMNS,
): string {
  const insert =
    `insert into ${table} (${[...key, ...columns].join(', ')})` +
    ` values ${valueRows(rows, key.length + columns.length)}`;
  if (dialect === 'mysql')
    return `${insert} on duplicate key update ${columns.map((c) => `${c} = ${c} + values(${c})`).join(', ')}`;
  return `${insert} on conflict (${key.join(', ')}) do update set ${columns.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`;
}

/**
 * The sale's tax by the rate its lines paid (name and thousandths as kept), rates in order so
 * concurrent sales lock in the same order; none when no line paid a rate
 * (docs/product/tax.md#in-the-reports).
 */
function taxStatements(dialect: Dialect, day: string, sale: RollupSale, sign: 1 | -1): Statement[] {
  const byRate = new Map<
    string,
    { name: string; thousandths: number; taxable: number; tax: number }
  >();
  for (const line of sale.lines) {
    if (line.taxRateName === null) continue;
    const key = `${line.taxRateName}\u0000${line.taxRateThousandths}`;
    const totals = byRate.get(key) ?? {
      name: line.taxRateName,
      thousandths: line.taxRateThousandths,
      taxable: 0,
      tax: 0,
    };
    totals.taxable += line.taxableCents;
    totals.tax += line.taxCents;
    byRate.set(key, totals);
  }
  const rates = [...byRate].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, t]) => t);
  if (!rates.length) return [];
  const key = ['day', 'rate_name', 'rate_thousandths'];
  return [
    {
      sql: upsert(dialect, 'sales_day_tax', key, rates.length, TAX_COLUMNS),
      params: rates.flatMap((t) => [day, t.name, t.thousandths, sign * t.taxable, sign * t.tax]),
    },
  ];
}

/** The statements that add `sale` to its day (`sign` 1) or take it off (`sign` -1). */
export function rollupStatements(
  dialect: Dialect,
  day: string,
  sale: RollupSale,
  sign: 1 | -1,
): Statement[] {
  const byProduct = new Map<number, { quantity: number; revenue: number; cost: number }>();
  for (const line of sale.lines) {
    const totals = byProduct.get(line.productId) ?? { quantity: 0, revenue: 0, cost: 0 };
    totals.quantity += line.quantity;
    totals.revenue += line.totalPriceCents;
    totals.cost += line.quantity * line.unitCostCents;
    byProduct.set(line.productId, totals);
  }
  const products = [...byProduct].sort(([a], [b]) => a - b);
  const sum = (pick: (t: { quantity: number; revenue: number; cost: number }) => number) =>
    products.reduce((total, [, t]) => total + pick(t), 0);
  const statements: Statement[] = [];
  const productRows = (key: string) =>
    products.flatMap(([id, t]) => [
      key,
      id,
      sign,
      sign * t.quantity,
      sign * t.revenue,
      sign * t.cost,
    ]);
  if (products.length)
    statements.push(
      {
        sql: upsert(dialect, 'sales_day_product', ['day', 'product_id'], products.length),
        params: productRows(day),
      },
      {
        sql: upsert(dialect, 'sales_month_product', ['month', 'product_id'], products.length),
        params: productRows(day.slice(0, 7)),
      },
    );
  statements.push(...taxStatements(dialect, day, sale, sign));
  statements.push({
    sql: upsert(dialect, 'sales_day_channel', ['day', 'channel'], 1),
    params: [
      day,
      sale.channel,
      sign,
      sign * sum((t) => t.quantity),
      sign * sum((t) => t.revenue),
      sign * sum((t) => t.cost),
    ],
  });
  return statements;
}

const RETURN_COLUMNS = ['quantity', 'amount_cents', 'tax_cents', 'restocked_cost_cents'] as const;

/** The statements that add a refunded return to its day (`sign` 1) or take it off (`sign` -1). */
export function returnStatements(
  dialect: Dialect,
  day: string,
  facts: Pick<ReturnFacts, 'channel' | 'lines'>,
  sign: 1 | -1,
): Statement[] {
  type Sums = { quantity: number; amount: number; tax: number; cost: number };
  const byKey = new Map<string, { productId: number; reason: string } & Sums>();
  for (const line of facts.lines) {
    const key = `${String(line.productId).padStart(12, '0')} ${line.reason}`;
    const sums = byKey.get(key) ?? {
      productId: line.productId,
      reason: line.reason,
      quantity: 0,
      amount: 0,
      tax: 0,
      cost: 0,
    };
    sums.quantity += line.quantity;
    sums.amount += line.amountCents;
    sums.tax += line.taxCents;
    sums.cost += line.restockedCostCents;
    byKey.set(key, sums);
  }
  // Rows in key order, so concurrent returns lock them in the same order.
  const rows = [...byKey].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, sums]) => sums);
  const signed = (t: Sums) => [t.quantity, t.amount, t.tax, t.cost].map((value) => sign * value);
  const total = rows.reduce<Sums>(
    (all, t) => ({
      quantity: all.quantity + t.quantity,
      amount: all.amount + t.amount,
      tax: all.tax + t.tax,
      cost: all.cost + t.cost,
    }),
    { quantity: 0, amount: 0, tax: 0, cost: 0 },
  );
  const statements: Statement[] = [];
  if (rows.length)
    statements.push({
      sql: upsert(dialect, 'returns_day_product', ['day', 'product_id', 'reason'], rows.length, [
        ...RETURN_COLUMNS,
      ]),
      params: rows.flatMap((t) => [day, t.productId, t.reason, ...signed(t)]),
    });
  statements.push({
    sql: upsert(dialect, 'returns_day_channel', ['day', 'channel'], 1, [
      'returns',
      ...RETURN_COLUMNS,
    ]),
    params: [day, facts.channel, sign, ...signed(total)],
  });
  return statements;
}

/**
 * Keeps the rollups inside the transaction of each sale event; the day is the shop's day of
 * the purchase. A new sale counts; a cancelled one leaves its own day.
 */
@Injectable()
export class SalesRollups implements OnModuleInit {
  private readonly dialect: Dialect;

  constructor(
    em: EntityManager,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
    private readonly events: DomainEvents,
  ) {
    const client = (em.getConnection() as AbstractSqlConnection).getKnex().client as {
      driverName?: string;
    };
    this.dialect = client.driverName === 'mysql2' ? 'mysql' : 'sqlite';
  }

  onModuleInit(): void {
    this.events.on('sale.recorded', (sale, transaction) => this.write(transaction, sale, 1));
    this.events.on('sale.cancelled', (sale, transaction) => this.write(transaction, sale, -1));
    this.events.on('sale.returned', (facts, tx) => this.writeReturn(tx, facts, 1));
    this.events.on('sale.return_voided', (facts, tx) => this.writeReturn(tx, facts, -1));
  }

  private async writeReturn(transaction: EventTransaction, facts: ReturnFacts, sign: 1 | -1) {
    const day = shopDate(facts.refundedAt, await this.shop.timeZone());
    await statementsOf(transaction).writeAll(returnStatements(this.dialect, day, facts, sign));
  }

  private async write(transaction: EventTransaction, sale: RollupSale, sign: 1 | -1) {
    const day = shopDate(sale.createdAt, await this.shop.timeZone());
    await statementsOf(transaction).writeAll(rollupStatements(this.dialect, day, sale, sign));
  }
}
