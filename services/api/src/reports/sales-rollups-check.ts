import type { EntityClass, EntityManager, RequiredEntityData } from '@mikro-orm/core';
import type { Knex, SqlEntityManager } from '@mikro-orm/knex';
import { paidLineCents, type SaleChannel } from '@shop/contracts';
import { readSqlDate } from '../common/sql-date';
import { shopDate } from './report-days';
import {
  SalesDayChannel,
  SalesDayProduct,
  SalesDayTax,
  SalesMonthProduct,
} from './sales-rollup.entity';
import { countedSaleCondition } from './sales-rule.sql';
import { ReturnsDayChannel, ReturnsDayProduct } from './returns-rollup.entity';
import {
  expectedReturnRollups,
  insertReturnRollups,
  returnRollupDifferences,
  storedReturnRollups,
} from './returns-rollups-check';

/**
 * The owner's repair kit for the sales rollups (docs/decisions/0044-reports-read-daily-rollups.md):
 * what they should hold, summed from the raw purchase and return rows in the shop's calendar
 * (returns-rollups-check.ts has the returns' part);
 * `rebuildSalesRollups` writes that, `salesRollupDifferences` lists where they differ. `npm run
 * reports -- rebuild|check`.
 */

type Sums = { orders: number; quantity: number; revenue_cents: number; cost_cents: number };
type TaxSums = { taxable_cents: number; tax_cents: number };
/** Rows keyed `day|channel`, `day|product_id`, `month|product_id` and `day|rate_thousandths|rate_name`. */
export interface RollupTables {
  channel: Map<string, Sums>;
  product: Map<string, Sums>;
  month: Map<string, Sums>;
  tax: Map<string, TaxSums>;
}

const TABLES = [
  ['sales_day_channel', 'channel', 'day', 'channel'],
  ['sales_day_product', 'product', 'day', 'product_id'],
  ['sales_month_product', 'month', 'month', 'product_id'],
] as const;

const CHUNK = 20_000;
const num = (value: unknown) => Number(value ?? 0);
const zero = (): Sums => ({ orders: 0, quantity: 0, revenue_cents: 0, cost_cents: 0 });

type LineRow = {
  purchase_id: number | string;
  created_at: Date | number | string;
  channel: string;
  product_id: number | string;
  quantity: number | string;
  total_price_cents: number | string;
  discount_cents: number | string;
  order_discount_cents: number | string;
  unit_cost_cents: number | string;
  tax_cents: number | string;
  tax_rate_thousandths: number | string;
  tax_rate_name: string | null;
};

const sqlOf = (em: EntityManager) => em as SqlEntityManager;

/** Told after each chunk how many purchases of `total` have been summed. */
export type RollupProgress = (done: number, total: number) => void;

/** The rollups as the raw rows say they should be, read a chunk of purchase ids at a time. */
export async function expectedRollups(
  em: EntityManager,
  timeZone: string,
  progress?: RollupProgress,
): Promise<RollupTables> {
  const knex = sqlOf(em).getKnex();
  const total = progress ? await purchaseCount(em, knex) : 0;
  let done = 0;
  const tables: RollupTables = {
    channel: new Map(),
    product: new Map(),
    month: new Map(),
    tax: new Map(),
  };
  const add = (map: Map<string, Sums>, key: string, sums: Sums) => {
    const into = map.get(key) ?? zero();
    into.orders += sums.orders;
    into.quantity += sums.quantity;
    into.revenue_cents += sums.revenue_cents;
    into.cost_cents += sums.cost_cents;
    map.set(key, into);
  };
  for (let after = 0; ;) {
    const ids = await sqlOf(em).execute<{ id: number | string }[]>(
      knex('purchase as p').select('p.id').where('p.id', '>', after).orderBy('p.id').limit(CHUNK),
    );
    if (!ids.length) return tables;
    const last = num(ids[ids.length - 1]!.id);
    const rows = await sqlOf(em).execute<LineRow[]>(
      linesQuery(knex).where('p.id', '>', after).andWhere('p.id', '<=', last),
    );
    let purchase = -1;
    let day = '';
    for (const row of rows) {
      const first = num(row.purchase_id) !== purchase;
      if (first) {
        purchase = num(row.purchase_id);
        day = shopDate(readSqlDate(row.created_at), timeZone);
      }
      const sums: Sums = {
        orders: 0,
        quantity: num(row.quantity),
        revenue_cents: num(row.total_price_cents),
        cost_cents: num(row.quantity) * num(row.unit_cost_cents),
      };
      add(tables.product, `${day}|${num(row.product_id)}`, { ...sums, orders: 1 });
      add(tables.month, `${day.slice(0, 7)}|${num(row.product_id)}`, { ...sums, orders: 1 });
      add(tables.channel, `${day}|${row.channel}`, { ...sums, orders: first ? 1 : 0 });
      if (row.tax_rate_name !== null) {
        const key = `${day}|${num(row.tax_rate_thousandths)}|${row.tax_rate_name}`;
        const into = tables.tax.get(key) ?? { taxable_cents: 0, tax_cents: 0 };
        // What the line was taxed on (docs/product/tax.md#in-the-reports).
        into.taxable_cents += paidLineCents({
          totalPriceCents: num(row.total_price_cents),
          discountCents: num(row.discount_cents),
          orderDiscountCents: num(row.order_discount_cents),
        });
        into.tax_cents += num(row.tax_cents);
        tables.tax.set(key, into);
      }
    }
    after = last;
    done += ids.length;
    progress?.(done, total);
  }
}

async function purchaseCount(em: EntityManager, knex: Knex): Promise<number> {
  const [row] = await sqlOf(em).execute<{ count: number | string }[]>(
    knex('purchase').count({ count: '*' }),
  );
  return num(row?.count);
}

/** Counted purchases' lines, a purchase's lines together; one line per product and purchase. */
function linesQuery(knex: Knex): Knex.QueryBuilder {
  return knex('purchase as p')
    .join('purchase_item as pi', 'pi.purchase_id', 'p.id')
    .select([
      'p.id as purchase_id',
      'p.created_at',
      'p.channel',
      'pi.product_id',
      'pi.quantity',
      'pi.total_price_cents',
      'pi.discount_cents',
      'pi.order_discount_cents',
      'pi.unit_cost_cents',
      'pi.tax_cents',
      'pi.tax_rate_thousandths',
      'pi.tax_rate_name',
    ])
    .whereRaw(countedSaleCondition('p'))
    .orderBy(['p.id', 'pi.product_id']);
}

/** The rollup tables as stored; rows of all zeros (a day whose sales were all cancelled) left out. */
export async function storedRollups(em: EntityManager): Promise<RollupTables> {
  const knex = sqlOf(em).getKnex();
  const read = async (table: string, first: string, key: string) => {
    const rows = await sqlOf(em).execute<Record<string, unknown>[]>(knex(table).select('*'));
    const map = new Map<string, Sums>();
    for (const row of rows) {
      const sums = {
        orders: num(row.orders),
        quantity: num(row.quantity),
        revenue_cents: num(row.revenue_cents),
        cost_cents: num(row.cost_cents),
      };
      if (Object.values(sums).some(Boolean))
        map.set(`${String(row[first])}|${String(row[key])}`, sums);
    }
    return map;
  };
  const tables = {} as RollupTables;
  for (const [table, name, first, key] of TABLES) tables[name] = await read(table, first, key);
  tables.tax = new Map();
  const taxRows = await sqlOf(em).execute<Record<string, unknown>[]>(
    knex('sales_day_tax').select('*'),
  );
  for (const row of taxRows) {
    const sums = { taxable_cents: num(row.taxable_cents), tax_cents: num(row.tax_cents) };
    const key = `${String(row.day)}|${num(row.rate_thousandths)}|${String(row.rate_name)}`;
    if (Object.values(sums).some(Boolean)) tables.tax.set(key, sums);
  }
  return tables;
}

/** One line per row that differs, `sales_day_channel 2026-01-02|web: stored {…}, expected {…}`. */
export function rollupDifferences(stored: RollupTables, expected: RollupTables): string[] {
  const lines: string[] = [];
  for (const [name, table] of TABLES) {
    const keys = new Set([...stored[table].keys(), ...expected[table].keys()]);
    for (const key of [...keys].sort()) {
      const have = JSON.stringify(stored[table].get(key) ?? zero());
      const want = JSON.stringify(expected[table].get(key) ?? zero());
      if (have !== want) lines.push(`${name} ${key}: stored ${have}, expected ${want}`);
    }
  }
  const none = { taxable_cents: 0, tax_cents: 0 };
  for (const key of [...new Set([...stored.tax.keys(), ...expected.tax.keys()])].sort()) {
    const have = JSON.stringify(stored.tax.get(key) ?? none);
    const want = JSON.stringify(expected.tax.get(key) ?? none);
    if (have !== want) lines.push(`sales_day_tax ${key}: stored ${have}, expected ${want}`);
  }
  return lines;
}

/** The differences, sales' then returns', both sides read in one transaction (one snapshot on MySQL). */
export function salesRollupDifferences(em: EntityManager, timeZone: string): Promise<string[]> {
  return em
    .fork()
    .transactional(async (tx) => [
      ...rollupDifferences(await storedRollups(tx), await expectedRollups(tx, timeZone)),
      ...returnRollupDifferences(
        await storedReturnRollups(tx),
        await expectedReturnRollups(tx, timeZone),
      ),
    ]);
}

/**
 * Rewrites the rollup tables from the raw rows in one transaction. The deletes come first: on
 * MySQL they lock the tables, so a sale or cancellation meanwhile waits for the rebuild and
 * then adds itself to the new rows, and the rows read after them include every sale
 * committed before. Returns the number of rows written.
 */
export function rebuildSalesRollups(
  em: EntityManager,
  timeZone: string,
  progress?: RollupProgress,
): Promise<number> {
  return em.fork().transactional(async (tx) => {
    for (const entity of [
      SalesDayChannel,
      SalesDayProduct,
      SalesMonthProduct,
      SalesDayTax,
      ReturnsDayChannel,
      ReturnsDayProduct,
    ])
      await tx.nativeDelete(entity, {});
    const tables = await expectedRollups(tx, timeZone, progress);
    const keyed = (table: Map<string, Sums>) =>
      [...table].map(([id, sums]) => {
        const [first = '', second = ''] = id.split('|');
        const { orders, quantity, revenue_cents, cost_cents } = sums;
        return {
          first,
          second,
          orders,
          quantity,
          revenueCents: revenue_cents,
          costCents: cost_cents,
        };
      });
    const channels = keyed(tables.channel).map(({ first, second, ...totals }) => ({
      day: first,
      channel: second as SaleChannel,
      ...totals,
    }));
    const days = keyed(tables.product).map(({ first, second, ...totals }) => ({
      day: first,
      productId: Number(second),
      ...totals,
    }));
    const months = keyed(tables.month).map(({ first, second, ...totals }) => ({
      month: first,
      productId: Number(second),
      ...totals,
    }));
    await insertAll(tx, SalesDayChannel, channels);
    await insertAll(tx, SalesDayProduct, days);
    await insertAll(tx, SalesMonthProduct, months);
    const taxes = [...tables.tax].map(([id, sums]) => {
      const [day = '', thousandths = '0', ...name] = id.split('|');
      return {
        day,
        rateThousandths: Number(thousandths),
        rateName: name.join('|'),
        taxableCents: sums.taxable_cents,
        taxCents: sums.tax_cents,
      };
    });
    await insertAll(tx, SalesDayTax, taxes);
    const returned = await insertReturnRollups(tx, await expectedReturnRollups(tx, timeZone));
    return channels.length + days.length + months.length + taxes.length + returned;
  });
}

/** Plain rows, 500 to a statement, through the ORM's native insert (no entities built). */
async function insertAll<T extends object>(
  tx: EntityManager,
  entity: EntityClass<T>,
  rows: RequiredEntityData<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insertMany(entity, rows.slice(i, i + 500));
}
