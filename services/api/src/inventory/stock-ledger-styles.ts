import type { SqlTransaction } from '../database/sql';
import { chunks, ROWS_PER_INSERT, statementsOf, type StockWriter } from './stock-ledger-rows';
import { styleStockShift } from './style-stock-shift';

/*
 * Each style's list summary (`style.stock_quantity`, `active_variants`, `low_variants`,
 * `out_variants`, `min_price_cents`, `max_price_cents`; `stock_state` is generated from the counts),
 * over its active variants as the back office's list row shows them
 * (catalog/styles/staff-style-list.query.ts), written in the transaction of the change
 * (docs/decisions/0119-the-style-list-summary-on-the-style.md):
 * - the stock ledger's moves shift it by difference (`shiftStyleStock`), after their own updates;
 * - the catalogue's writes of variants, prices, levels or archiving, and the openings and removals
 *   of records, sum their styles again (`refreshStyleSummaries`).
 * Locks in one order everywhere, inventory records by product, then styles by id, so a sale and a
 * catalogue write of one style queue instead of deadlocking.
 */

/** One product's stock change, as the ledger has just written it. */
export interface StockMove {
  productId: number;
  change: number;
}

interface MovedRecord {
  product_id: number | string;
  quantity_in_stock: number | string;
  minimum_stock_level: number | string;
  style_id: number | string | null;
}

const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * Shifts the styles of products whose stock the ledger just changed (their records locked by
 * this transaction, so read as it left them). An archived variant is not in its style's summary:
 * the update tests the flag under its own lock, so an archive committed meanwhile is seen.
 */
export async function shiftStyleStock(
  sql: SqlTransaction,
  moves: readonly StockMove[],
): Promise<void> {
  const changes = new Map<number, number>();
  for (const { productId, change } of moves)
    changes.set(productId, (changes.get(productId) ?? 0) + change);
  const ids = [...changes.keys()].filter((id) => changes.get(id) !== 0);
  if (ids.length === 0) return;
  const records = await sql.rows<MovedRecord>(
    'select i.product_id, i.quantity_in_stock, i.minimum_stock_level, p.style_id' +
      ' from inventory_record i join product p on p.id = i.product_id' +
      ` where i.product_id in (${marks(ids.length)})`,
    ids,
  );
  const shifts = records
    .filter((record) => record.style_id !== null)
    .map((record) => {
      const productId = Number(record.product_id);
      const after = Number(record.quantity_in_stock);
      const before = after - changes.get(productId)!;
      const shift = styleStockShift(before, after, Number(record.minimum_stock_level));
      return { productId, styleId: Number(record.style_id), ...shift };
    })
    .sort((a, b) => a.styleId - b.styleId || a.productId - b.productId);
  await sql.writeAll(
    shifts.map(({ productId, stock, low, out }) => ({
      sql:
        'update style set stock_quantity = stock_quantity + ?, low_variants = low_variants + ?,' +
        ' out_variants = out_variants + ?' +
        ' where id = (select p.style_id from product p where p.id = ? and p.is_archived = 0)',
      params: [stock, low, out, productId],
    })),
  );
}

const ACTIVE = 'p.style_id = style.id and p.is_archived = 0';
const EVERY = 'p.style_id = style.id';
/** The summary summed from the variants (the migration that added it fills it the same way). */
const SUMMED =
  'update style set' +
  ' stock_quantity = (select coalesce(sum(i.quantity_in_stock), 0) from product p' +
  ` join inventory_record i on i.product_id = p.id where ${ACTIVE}),` +
  ` active_variants = (select count(*) from product p where ${ACTIVE}),` +
  ' low_variants = (select count(*) from product p join inventory_record i on i.product_id = p.id' +
  ` where ${ACTIVE} and i.stock_state = 1),` +
  ' out_variants = (select count(*) from product p left join inventory_record i' +
  ` on i.product_id = p.id where ${ACTIVE} and coalesce(i.stock_state, 0) = 0),` +
  ` min_price_cents = coalesce((select min(p.selling_price_cents) from product p where ${ACTIVE}),` +
  ` (select min(p.selling_price_cents) from product p where ${EVERY}), 0),` +
  ` max_price_cents = coalesce((select max(p.selling_price_cents) from product p where ${ACTIVE}),` +
  ` (select max(p.selling_price_cents) from product p where ${EVERY}), 0)`;

/**
 * Sums the styles' summaries again from their variants, in the caller's transaction, once its
 * own writes are flushed. Their records are locked first (`lockStyleStock`), so the sums read
 * stock no sale is changing. `null` (a variant without a style) is ignored. Only the catalogue's
 * writes and the seeds call it: never a sale.
 */
export async function refreshStyleSummaries(
  writer: StockWriter,
  styleIds: Iterable<number | null | undefined>,
): Promise<void> {
  const sql = statementsOf(writer);
  for (const some of chunks(styleOrder(styleIds), ROWS_PER_INSERT)) {
    await lockRecords(sql, some);
    await sql.write(`${SUMMED} where id in (${marks(some.length)})`, some);
  }
}

/**
 * Locks the styles' inventory records in product order, as a sale locks them. A write that
 * changes a record's levels calls it before, so it never holds one record while waiting for a
 * sibling that a sale holds (the sale would then wait for it: a deadlock).
 */
export async function lockStyleStock(
  writer: StockWriter,
  styleIds: Iterable<number | null | undefined>,
): Promise<void> {
  const sql = statementsOf(writer);
  for (const some of chunks(styleOrder(styleIds), ROWS_PER_INSERT)) await lockRecords(sql, some);
}

const styleOrder = (styleIds: Iterable<number | null | undefined>) =>
  [...new Set([...styleIds].filter((id): id is number => typeof id === 'number'))].sort(
    (a, b) => a - b,
  );

async function lockRecords(sql: SqlTransaction, styleIds: number[]): Promise<void> {
  const products = await sql.rows<{ id: number | string }>(
    `select id from product where style_id in (${marks(styleIds.length)}) order by id`,
    styleIds,
  );
  const ids = products.map((product) => Number(product.id));
  for (const some of chunks(ids, ROWS_PER_INSERT * 5))
    await sql.write(
      'update inventory_record set quantity_in_stock = quantity_in_stock' +
        ` where product_id in (${marks(some.length)})`,
      some,
    );
}

/** Every style's summary summed again: for the seeds, which write variants and stock in bulk. */
export async function refreshEveryStyleSummary(writer: StockWriter): Promise<void> {
  await statementsOf(writer).write(SUMMED, []);
}
