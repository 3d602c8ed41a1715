import type { ReturnDisposition } from '@shop/contracts';
import {
  assertWholeNumber,
  movementInsert,
  statementsOf,
  type MovementRow,
  type StockWriter,
} from './stock-ledger-rows';
import { shiftStyleStock } from './stock-ledger-styles';

/*
 * The stock ledger (stock-ledger.ts) for returns (docs/product/returns.md#stock): units a
 * customer brought back, or cancelled lines of an order, come back with a `return` movement;
 * those written off as damaged leave again at once with a `write_off` movement. Both reference
 * the return, so per product the movements still add up to the stock.
 */

/** The reference of a return's movements. */
export const returnReference = (returnId: number): string => `return:${returnId}`;

/** Units of one product a return takes back, and whether they go back on the shelf. */
export interface ReturnedUnits {
  productId: number;
  quantity: number;
  disposition: ReturnDisposition;
}

/**
 * Takes back a return's units in the caller's transaction: one increment per product of the
 * restocked units (in product order, as every stock write locks), then the movements.
 */
export async function takeBackStock(
  writer: StockWriter,
  units: readonly ReturnedUnits[],
  returnId: number,
  actorId: number,
): Promise<void> {
  if (units.length === 0) return;
  const sorted = [...units].sort((a, b) => a.productId - b.productId);
  const restocked = new Map<number, number>();
  for (const { productId, quantity, disposition } of sorted) {
    assertWholeNumber('a returned quantity', quantity, 1);
    if (disposition === 'restock')
      restocked.set(productId, (restocked.get(productId) ?? 0) + quantity);
  }
  const at = new Date();
  const reference = returnReference(returnId);
  const row = (productId: number, change: number, reason: 'return' | 'write_off'): MovementRow => ({
    productId,
    change,
    reason,
    reference,
    at,
    actorId,
  });
  const movements = [
    ...sorted.map(({ productId, quantity }) => row(productId, quantity, 'return')),
    ...sorted
      .filter(({ disposition }) => disposition === 'write_off')
      .map(({ productId, quantity }) => row(productId, -quantity, 'write_off')),
  ];
  const increments = [...restocked].map(([productId, quantity]) => ({
    sql: 'update inventory_record set quantity_in_stock = quantity_in_stock + ? where product_id = ?',
    params: [quantity, productId],
  }));
  const sql = statementsOf(writer);
  const results = await sql.writeAll([...increments, movementInsert(movements)]);
  // A product always keeps its inventory record; a missing one is a broken database.
  const missing = increments.findIndex((_, index) => results[index]?.affectedRows !== 1);
  if (missing >= 0)
    throw new Error(`No inventory record for product ${[...restocked][missing]![0]}`);
  await shiftStyleStock(
    sql,
    [...restocked].map(([productId, change]) => ({ productId, change })),
  );
}
