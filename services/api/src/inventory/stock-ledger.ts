import { ConflictException } from '@nestjs/common';
import type { Product } from '../catalog/product.entity';
import { valueRows, type SqlTransaction, type Statement } from '../database/sql';
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
 * thrown 409 (naming the first such product) rolls the whole transaction back.
 * Reading the stock first and writing it later would let two buyers both see the
 * last piece.
 */
export async function withdrawStock(
  sql: SqlTransaction,
  lines: readonly StockLine[],
  reference: string,
): Promise<void> {
  const sorted = byProductId(lines);
  const results = await sql.writeAll([
    ...sorted.map(({ product, quantity }) => ({
      sql:
        'update inventory_record set quantity_in_stock = quantity_in_stock - ?' +
        ' where product_id = ? and quantity_in_stock >= ?',
      params: [quantity, product.id, quantity],
    })),
    movements(sorted, 'sale', reference),
  ]);
  const short = sorted.find((_, index) => results[index]?.affectedRows !== 1);
  if (short) throw new ConflictException(`Insufficient stock for ${short.product.name}`);
}

/** Puts the lines back into stock (a cancelled sale), with the matching ledger rows. */
export async function returnStock(
  sql: SqlTransaction,
  lines: readonly StockLine[],
  reference: string,
): Promise<void> {
  const sorted = byProductId(lines);
  const results = await sql.writeAll([
    ...sorted.map(({ product, quantity }) => ({
      sql: 'update inventory_record set quantity_in_stock = quantity_in_stock + ? where product_id = ?',
      params: [quantity, product.id],
    })),
    movements(sorted, 'cancellation', reference),
  ]);
  // A product always keeps its inventory record; a missing one is a broken database.
  const missing = sorted.find((_, index) => results[index]?.affectedRows !== 1);
  if (missing) throw new Error(`No inventory record for product ${missing.product.id}`);
}

/** One ledger row per line: what left (negative) or came back, why, and for what. */
function movements(
  lines: readonly StockLine[],
  reason: Extract<StockMovementReason, 'sale' | 'cancellation'>,
  reference: string,
): Statement {
  const sign = reason === 'sale' ? -1 : 1;
  const now = new Date();
  return {
    sql:
      'insert into stock_movement (product_id, quantity_change, reason, reference, created_at)' +
      ` values ${valueRows(lines.length, 5)}`,
    params: lines.flatMap(({ product, quantity }) => [
      product.id,
      sign * quantity,
      reason,
      reference,
      now,
    ]),
  };
}
