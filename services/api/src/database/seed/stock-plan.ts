export interface StockHistoryInput {
  /** Quantity the product should have in stock today. */
  target: number;
  /** Units sold by all seeded purchases, cancelled ones included. */
  sold: number;
  /** Units given back by cancellations. */
  returned: number;
  /** Units a restock would like to add (it may be trimmed or dropped). */
  restockWanted: number;
}

export interface StockHistory {
  initial: number;
  restock: number;
}

/**
 * Works back from today's stock to the opening stock, so the ledger adds up:
 * initial + restock - sold + returned = target. Whatever order the movements
 * happen in, the running stock is at least initial - sold = target - restock -
 * returned, so capping the restock at target - returned keeps it from ever
 * dipping below zero.
 */
export function planStockHistory({
  target,
  sold,
  returned,
  restockWanted,
}: StockHistoryInput): StockHistory {
  const restock = Math.max(0, Math.min(restockWanted, target - returned));
  return { initial: target + sold - returned - restock, restock };
}
