export interface StockHistoryInput {
  /** Quantity the product should have in stock today. */
  target: number;
  /** Units sold by all seeded purchases, cancelled ones included. */
  sold: number;
  /** Units given back by cancellations, and by returns put back on the shelf. */
  returned: number;
  /** Units a restock would like to add (it may be trimmed or dropped). */
  restockWanted: number;
}

export interface StockHistory {
  initial: number;
  restock: number;
  /** Pieces written off by a final count correction (0 for most products), see below. */
  writtenOff: number;
}

/**
 * Works back from today's stock to the opening stock, so the ledger adds up:
 * initial + restock - sold + returned - writtenOff = target. Whatever order the
 * movements happen in, the running stock is at least initial - sold = target - restock -
 * returned + writtenOff, so capping the restock at target - returned keeps it from ever
 * dipping below zero. A product whose target is below what came back (sold out after
 * cancellations) cannot get there that way: it opens with that much more and ends with
 * a count correction writing it off.
 */
export function planStockHistory({
  target,
  sold,
  returned,
  restockWanted,
}: StockHistoryInput): StockHistory {
  const restock = Math.max(0, Math.min(restockWanted, target - returned));
  const writtenOff = Math.max(0, returned - target);
  return { initial: target + sold - returned - restock + writtenOff, restock, writtenOff };
}
