import { EntityManager } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/knex';
import { Inject, Injectable } from '@nestjs/common';
import type { SaleChannel } from '@shop/contracts';
import { valueRows, type SqlTransaction, type Statement } from '../database/sql';
import { shopDate } from './report-days';
import { SHOP_SETTINGS, type ShopSettings } from './shop-settings';

/**
 * The one writer of the daily sales rollups (sales-rollup.entity.ts;
 * docs/decisions/0044-reports-read-daily-rollups.md). The checkout adds each sale, and a status
 * change that makes a purchase stop (or start) counting as a sale takes it off (or puts it back),
 * with these statements inside their own transaction, so the rollups move with the purchases or not
 * at all. Three upserts per sale: its products by day and by month (one statement each, rows in
 * product order, so concurrent sales lock in the same order) and last the (day, channel) row, which
 * every sale of the day shares, so it is held only until the commit right after.
 */

/** What a rollup needs of a purchase. */
export interface RollupSale {
  createdAt: Date;
  channel: SaleChannel;
  lines: readonly RollupLine[];
}

export interface RollupLine {
  productId: number;
  quantity: number;
  /** The line's total at the price charged. */
  totalPriceCents: number;
  /** The unit cost the line kept at the time of sale. */
  unitCostCents: number;
}

type Dialect = 'mysql' | 'sqlite';
const COLUMNS = ['orders', 'quantity', 'revenue_cents', 'cost_cents'] as const;

/** `insert … values …` that adds to the row when its key exists, in the dialect's words. */
function upsert(dialect: Dialect, table: string, key: readonly string[], rows: number): string {
  const insert =
    `insert into ${table} (${[...key, ...COLUMNS].join(', ')})` +
    ` values ${valueRows(rows, key.length + COLUMNS.length)}`;
  if (dialect === 'mysql')
    return `${insert} on duplicate key update ${COLUMNS.map((c) => `${c} = ${c} + values(${c})`).join(', ')}`;
  return `${insert} on conflict (${key.join(', ')}) do update set ${COLUMNS.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`;
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

/** Keeps the rollups inside a caller's transaction; the day is the shop's day of the purchase. */
@Injectable()
export class SalesRollups {
  private readonly dialect: Dialect;

  constructor(
    em: EntityManager,
    @Inject(SHOP_SETTINGS) private readonly shop: ShopSettings,
  ) {
    const client = (em.getConnection() as AbstractSqlConnection).getKnex().client as {
      driverName?: string;
    };
    this.dialect = client.driverName === 'mysql2' ? 'mysql' : 'sqlite';
  }

  /** Counts a new sale. */
  async add(sql: SqlTransaction, sale: RollupSale): Promise<void> {
    await this.write(sql, sale, 1);
  }

  /** A purchase that stopped counting (cancelled) leaves its own day. */
  async remove(sql: SqlTransaction, sale: RollupSale): Promise<void> {
    await this.write(sql, sale, -1);
  }

  private async write(sql: SqlTransaction, sale: RollupSale, sign: 1 | -1): Promise<void> {
    const day = shopDate(sale.createdAt, this.shop.timeZone);
    await sql.writeAll(rollupStatements(this.dialect, day, sale, sign));
  }
}
