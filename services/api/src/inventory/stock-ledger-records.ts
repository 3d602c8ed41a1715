import { valueRows, type Statement } from '../database/sql';
import {
  assertWholeNumber,
  chunks,
  insertMovements,
  ROWS_PER_INSERT,
  statementsOf,
  type MovementRow,
  type StockWriter,
} from './stock-ledger-rows';
import type { StockMovementReason } from './stock-movement.entity';

/*
 * The stock ledger (see stock-ledger.ts) at the two ends of a record's life: its opening,
 * with the movements that led to its stock, and its removal with the product. Both come with a
 * catalogue write, which sums its styles' list summaries again afterwards
 * (stock-ledger-styles.ts `refreshStyleSummaries`).
 */

/** One movement of a product's past. */
export interface LedgerEntry {
  change: number;
  reason: StockMovementReason;
  at: Date;
  reference?: string | null;
}

/** A product's inventory record to open. */
export interface StockOpening {
  productId: number;
  minimumStockLevel: number;
  maximumStockLevel: number;
  /**
   * How its stock came to be, in any order: the stock is their sum, and at no moment
   * may it have been below zero. None opens the record at 0.
   */
  movements?: readonly LedgerEntry[];
}

/** Where a goods-in movement also dates the record's `last_restocked`. */
const GOODS_IN: ReadonlySet<StockMovementReason> = new Set(['initial', 'restock']);

/**
 * Opens inventory records (at most one per product: a second is refused by the unique
 * index) with their movements. A product's opening stock is one `initial` entry; the demo
 * seed passes whole histories. The stock is worked out from the movements, never given,
 * so the two cannot disagree; `last_restocked` is the latest `initial` or `restock`.
 */
export async function openStock(
  writer: StockWriter,
  openings: readonly StockOpening[],
): Promise<void> {
  if (openings.length === 0) return;
  const sql = statementsOf(writer);
  const movements: MovementRow[] = [];
  const records = openings.map((opening) => {
    const { productId, minimumStockLevel, maximumStockLevel } = opening;
    assertWholeNumber('a minimum stock level', minimumStockLevel, 0);
    assertWholeNumber('a maximum stock level', maximumStockLevel, minimumStockLevel);
    const history = [...(opening.movements ?? [])].sort((a, b) => a.at.getTime() - b.at.getTime());
    let stock = 0;
    let lastRestocked: Date | null = null;
    for (const { change, reason, at, reference = null } of history) {
      if (!Number.isSafeInteger(change) || change === 0)
        throw new RangeError(`a stock movement must be a whole, non-zero number, got ${change}`);
      stock += change;
      if (stock < 0) throw new RangeError(`product ${productId}'s stock would go below zero`);
      if (GOODS_IN.has(reason)) lastRestocked = at;
      movements.push({ productId, change, reason, reference, at });
    }
    return [productId, stock, minimumStockLevel, maximumStockLevel, lastRestocked];
  });
  await sql.writeAll(chunks(records, ROWS_PER_INSERT).map(recordInsert));
  // In time order across products, so movement ids follow time as they do in a live shop.
  await insertMovements(
    sql,
    movements.sort((a, b) => a.at.getTime() - b.at.getTime()),
  );
}

function recordInsert(rows: readonly unknown[][]): Statement {
  return {
    sql:
      'insert into inventory_record (product_id, quantity_in_stock, minimum_stock_level,' +
      ` maximum_stock_level, last_restocked) values ${valueRows(rows.length, 5)}`,
    params: rows.flat(),
  };
}

/**
 * Removes a product's inventory record and all its movements, for a product deleted
 * for good. Only a product never sold may go (the caller checks; the purchase items'
 * foreign key then refuses the product's own delete, rolling this back too).
 */
export async function discardStock(writer: StockWriter, productId: number): Promise<void> {
  await statementsOf(writer).writeAll([
    { sql: 'delete from stock_movement where product_id = ?', params: [productId] },
    { sql: 'delete from inventory_record where product_id = ?', params: [productId] },
  ]);
}
