import { ConflictException } from '@nestjs/common';
import type { Product } from '../catalog/product.entity';
import { valueRows, type SqlTransaction } from '../database/sql';
import type { StockMovementReason } from './stock-movement.entity';

/** Pieces of one product leaving or returning to stock. */
export interface StockLine {
  product: Pick<Product, 'id' | 'name'>;
  quantity: number;
}

/**
 * Products in ascending id order: every transaction then locks inventory rows in
 * the same order, so two purchases of the same products queue instead of deadlocking.
 */
function byProductId(lines: readonly StockLine[]): StockLine[] {
  return [...lines].sort((a, b) => a.product.id - b.product.id);
}

/**
 * Takes the lines out of stock inside the caller's transaction. Each product gets
 * one conditional decrement; when it touches no row the stock was short, and the
 * thrown 409 rolls the whole transaction back. Reading the stock first and writing
 * it later would let two buyers both see the last piece.
 */
export async function withdrawStock(
  sql: SqlTransaction,
  lines: readonly StockLine[],
  reference: string,
): Promise<void> {
  const sorted = byProductId(lines);
  for (const { product, quantity } of sorted) {
    const { affectedRows } = await sql.write(
      'update inventory_record set quantity_in_stock = quantity_in_stock - ?' +
        ' where product_id = ? and quantity_in_stock >= ?',
      [quantity, product.id, quantity],
    );
    if (affectedRows !== 1) throw new ConflictException(`Insufficient stock for ${product.name}`);
  }
  await recordMovements(sql, sorted, 'sale', reference);
}

/** Puts the lines back into stock (a cancelled sale), with the matching ledger rows. */
export async function returnStock(
  sql: SqlTransaction,
  lines: readonly StockLine[],
  reference: string,
): Promise<void> {
  const sorted = byProductId(lines);
  for (const { product, quantity } of sorted) {
    const { affectedRows } = await sql.write(
      'update inventory_record set quantity_in_stock = quantity_in_stock + ? where product_id = ?',
      [quantity, product.id],
    );
    // A product always keeps its inventory record; a missing one is a broken database.
    if (affectedRows !== 1) throw new Error(`No inventory record for product ${product.id}`);
  }
  await recordMovements(sql, sorted, 'cancellation', reference);
}

/** One ledger row per line: what left (negative) or came back, why, and for what. */
async function recordMovements(
  sql: SqlTransaction,
  lines: readonly StockLine[],
  reason: Extract<StockMovementReason, 'sale' | 'cancellation'>,
  reference: string,
): Promise<void> {
  const sign = reason === 'sale' ? -1 : 1;
  const now = new Date();
  await sql.write(
    'insert into stock_movement (product_id, quantity_change, reason, reference, created_at)' +
      ` values ${valueRows(lines.length, 5)}`,
    lines.flatMap(({ product, quantity }) => [product.id, sign * quantity, reason, reference, now]),
  );
}
