import { EntityManager } from '@mikro-orm/core';
import type { AdjustmentReason } from '@shop/contracts';
import { ormStatements, valueRows, type SqlTransaction, type Statement } from '../database/sql';
import type { StockMovementReason } from './stock-movement.entity';

/**
 * Where the stock ledger writes: either kind of transaction the API runs.
 * - the hot path's `SqlTransaction` (`runStockTransaction`, database/sql.ts), as the
 *   checkout and the status changes use;
 * - the ORM's, i.e. the `EntityManager` that `em.transactional(async (em) => …)` hands
 *   its callback, for work that otherwise uses entities (product admin, the seed, the
 *   back office's inventory routes).
 * Either way the ledger sends the same hand-written statements, in the caller's
 * transaction: one set of statements keeps stock and movements in step, and the hot
 * path cannot afford entities. Entities loaded earlier in an ORM transaction keep their
 * old `quantityInStock`: use the figures the ledger returns instead.
 */
export type StockWriter = SqlTransaction | EntityManager;

export function statementsOf(writer: StockWriter): SqlTransaction {
  if (!(writer instanceof EntityManager)) return writer;
  // Outside a transaction each statement would commit alone, and a stock change could
  // land without its movement.
  if (!writer.isInTransaction())
    throw new Error('The stock ledger writes inside a transaction: call it in em.transactional');
  return ormStatements(writer);
}

/** One `stock_movement` row. */
export interface MovementRow {
  productId: number;
  /** Signed: positive when goods come in, negative when they leave. Never 0. */
  change: number;
  reason: StockMovementReason;
  /** What caused it: `purchase:<id>` for sales and cancellations, free text otherwise. */
  reference: string | null;
  at: Date;
  /** Who: the staff user, or the buyer of a sale. None for the demo seed's history. */
  actorId?: number | null;
  /** Why an adjustment was made (reason `adjustment` only). */
  adjustmentReason?: AdjustmentReason | null;
  /** Staff's own words on a restock or an adjustment. */
  note?: string | null;
}

/** The reference of a sale's or a cancellation's movements. */
export const purchaseReference = (purchaseId: number): string => `purchase:${purchaseId}`;

/** One multi-row insert of `rows` (at least one). */
export function movementInsert(rows: readonly MovementRow[]): Statement {
  return {
    sql:
      'insert into stock_movement (product_id, quantity_change, reason, reference, created_at,' +
      ` actor_id, adjustment_reason, note) values ${valueRows(rows.length, 8)}`,
    params: rows.flatMap((row) => [
      ...[row.productId, row.change, row.reason, row.reference, row.at],
      ...[row.actorId ?? null, row.adjustmentReason ?? null, row.note ?? null],
    ]),
  };
}

/** Rows per insert statement: far below SQLite's and MySQL's limits on parameters. */
export const ROWS_PER_INSERT = 200;

/** Inserts any number of movement rows, in order, a chunk per statement. */
export async function insertMovements(
  sql: SqlTransaction,
  rows: readonly MovementRow[],
): Promise<void> {
  await sql.writeAll(chunks(rows, ROWS_PER_INSERT).map(movementInsert));
}

/** `items` cut into runs of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    result.push(items.slice(start, start + size));
  return result;
}

/** Guards the ledger against a caller's bug; request bodies are validated before this. */
export function assertWholeNumber(what: string, value: number, least: number): void {
  if (!Number.isSafeInteger(value) || value < least)
    throw new RangeError(`${what} must be a whole number of at least ${least}, got ${value}`);
}
