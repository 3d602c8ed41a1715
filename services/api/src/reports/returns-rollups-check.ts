import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { ReturnReportReason, SaleChannel } from '@shop/contracts';
import { countedReturnLine } from './counted-return-line';
import { returnLinesQuery, type ReturnLineRow } from './plain-report-facts.queries';
import { shopDate } from './report-days';
import { ReturnsDayChannel, ReturnsDayProduct } from './returns-rollup.entity';

/**
 * The returns' part of the owner's repair kit (sales-rollups-check.ts,
 * docs/product/returns.md#in-the-reports): what the returns rollups should hold, summed from the
 * raw return rows in the shop's calendar, where they differ, and writing them again. Returns are
 * few beside sales, so their lines are read in one go.
 */

type Sums = {
  quantity: number;
  amount_cents: number;
  tax_cents: number;
  restocked_cost_cents: number;
};
type DaySums = { returns: number } & Sums;

/** Rows keyed `day|channel` and `day|product_id|reason`. */
export interface ReturnRollupTables {
  channel: Map<string, DaySums>;
  product: Map<string, Sums>;
}

const num = (value: unknown) => Number(value ?? 0);
const zero = (): Sums => ({ quantity: 0, amount_cents: 0, tax_cents: 0, restocked_cost_cents: 0 });

function add<T extends Sums>(into: T, from: Sums): T {
  into.quantity += from.quantity;
  into.amount_cents += from.amount_cents;
  into.tax_cents += from.tax_cents;
  into.restocked_cost_cents += from.restocked_cost_cents;
  return into;
}

export async function expectedReturnRollups(
  em: EntityManager,
  timeZone: string,
): Promise<ReturnRollupTables> {
  const sql = em as SqlEntityManager;
  const rows = await sql.execute<ReturnLineRow[]>(returnLinesQuery(sql.getKnex()));
  const tables: ReturnRollupTables = { channel: new Map(), product: new Map() };
  const counted = new Set<string>();
  for (const line of rows.map(countedReturnLine)) {
    const day = shopDate(line.refundedAt, timeZone);
    const sums = {
      quantity: line.quantity,
      amount_cents: line.amountCents,
      tax_cents: line.taxCents,
      restocked_cost_cents: line.restockedCostCents,
    };
    const dayKey = `${day}|${line.channel}`;
    const daySums = add(tables.channel.get(dayKey) ?? { returns: 0, ...zero() }, sums);
    if (!counted.has(`${line.returnId}`)) daySums.returns += 1;
    counted.add(`${line.returnId}`);
    tables.channel.set(dayKey, daySums);
    const productKey = `${day}|${line.productId}|${line.reason}`;
    tables.product.set(productKey, add(tables.product.get(productKey) ?? zero(), sums));
  }
  return tables;
}

/** As stored; rows of all zeros (returns that stopped counting) left out. */
export async function storedReturnRollups(em: EntityManager): Promise<ReturnRollupTables> {
  const sql = em as SqlEntityManager;
  const read = (table: string) =>
    sql.execute<Record<string, unknown>[]>(sql.getKnex()(table).select('*'));
  const sumsOf = (row: Record<string, unknown>): Sums => ({
    quantity: num(row.quantity),
    amount_cents: num(row.amount_cents),
    tax_cents: num(row.tax_cents),
    restocked_cost_cents: num(row.restocked_cost_cents),
  });
  const tables: ReturnRollupTables = { channel: new Map(), product: new Map() };
  for (const row of await read('returns_day_channel')) {
    const sums = { returns: num(row.returns), ...sumsOf(row) };
    if (Object.values(sums).some(Boolean))
      tables.channel.set(`${String(row.day)}|${String(row.channel)}`, sums);
  }
  for (const row of await read('returns_day_product')) {
    const sums = sumsOf(row);
    const key = `${String(row.day)}|${num(row.product_id)}|${String(row.reason)}`;
    if (Object.values(sums).some(Boolean)) tables.product.set(key, sums);
  }
  return tables;
}

/** One line per row that differs, as `rollupDifferences` words them. */
export function returnRollupDifferences(
  stored: ReturnRollupTables,
  expected: ReturnRollupTables,
): string[] {
  const lines: string[] = [];
  const compare = (name: string, have: Map<string, Sums>, want: Map<string, Sums>, none: Sums) => {
    for (const key of [...new Set([...have.keys(), ...want.keys()])].sort()) {
      const a = JSON.stringify(have.get(key) ?? none);
      const b = JSON.stringify(want.get(key) ?? none);
      if (a !== b) lines.push(`${name} ${key}: stored ${a}, expected ${b}`);
    }
  };
  compare('returns_day_channel', stored.channel, expected.channel, {
    returns: 0,
    ...zero(),
  } as Sums);
  compare('returns_day_product', stored.product, expected.product, zero());
  return lines;
}

/** The returns tables written again from `tables`, in the caller's transaction (after its deletes). */
export async function insertReturnRollups(
  tx: EntityManager,
  tables: ReturnRollupTables,
): Promise<number> {
  const totals = (sums: Sums) => ({
    quantity: sums.quantity,
    amountCents: sums.amount_cents,
    taxCents: sums.tax_cents,
    restockedCostCents: sums.restocked_cost_cents,
  });
  const channels = [...tables.channel].map(([key, sums]) => {
    const [day = '', channel = ''] = key.split('|');
    return { day, channel: channel as SaleChannel, returns: sums.returns, ...totals(sums) };
  });
  const products = [...tables.product].map(([key, sums]) => {
    const [day = '', productId = '0', reason = ''] = key.split('|');
    const row = { day, productId: Number(productId), reason: reason as ReturnReportReason };
    return { ...row, ...totals(sums) };
  });
  for (let i = 0; i < channels.length; i += 500)
    await tx.insertMany(ReturnsDayChannel, channels.slice(i, i + 500));
  for (let i = 0; i < products.length; i += 500)
    await tx.insertMany(ReturnsDayProduct, products.slice(i, i + 500));
  return channels.length + products.length;
}
