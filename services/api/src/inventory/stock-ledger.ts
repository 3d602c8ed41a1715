import { ConflictException, NotFoundException } from '@nestjs/common';
import type { Product } from '../catalog/product.entity';
import type { SqlTransaction } from '../database/sql';
import {
  assertWholeNumber,
  movementInsert,
  purchaseReference,
  statementsOf,
  type MovementRow,
  type StockWriter,
} from './stock-ledger-rows';
import { shiftStyleStock } from './stock-ledger-styles';

/*
 * The stock ledger: the one code that changes `inventory_record.quantity_in_stock` or
 * writes `stock_movement` (this file, stock-ledger-records.ts for a record's opening and
 * removal, stock-ledger-rows.ts for the statements). Every change writes its movement in
 * the same transaction, so per product the movements add up to the stock
 * (stock-ledger-check.ts says which do not). Each change also shifts its styles' list summary
 * (stock-ledger-styles.ts). Each function takes the caller's transaction, of either kind
 * (`StockWriter`), and never opens one of its own.
 */
export type { StockWriter } from './stock-ledger-rows';

/** Pieces of one product leaving or returning to stock. */
export interface StockLine {
  product: Pick<Product, 'id' | 'name'>;
  quantity: number;
}

/** A product's stock once a change is written, read under the change's own row lock. */
export interface StockAfter {
  quantityInStock: number;
}

/**
 * Products in ascending id order: every transaction then locks inventory rows in
 * the same order, so two purchases of the same products queue instead of deadlocking.
 */
function byProductId(lines: readonly StockLine[]): StockLine[] {
  return [...lines].sort((a, b) => a.product.id - b.product.id);
}

/**
 * A sale: takes the lines out of stock. Each product gets one conditional decrement;
 * when it touches no row the stock was short, and the thrown 409 (naming the first
 * such product) rolls the whole transaction back. Reading the stock first and writing
 * it later would let two buyers both see the last piece.
 */
export async function withdrawStock(
  writer: StockWriter,
  lines: readonly StockLine[],
  purchaseId: number,
  actorId: number | null = null,
): Promise<void> {
  const sorted = byProductId(lines);
  const results = await statementsOf(writer).writeAll([
    ...sorted.map(({ product, quantity }) => ({
      sql:
        'update inventory_record set quantity_in_stock = quantity_in_stock - ?' +
        ' where product_id = ? and quantity_in_stock >= ?',
      params: [quantity, product.id, quantity],
    })),
    movementInsert(purchaseMovements(sorted, 'sale', purchaseId, actorId)),
  ]);
  const short = sorted.find((_, index) => results[index]?.affectedRows !== 1);
  if (short) throw new ConflictException(`Insufficient stock for ${short.product.name}`);
  await shiftStyleStock(statementsOf(writer), moves(sorted, -1));
}

/** A cancelled sale: puts the lines back into stock. */
export async function returnStock(
  writer: StockWriter,
  lines: readonly StockLine[],
  purchaseId: number,
  actorId: number | null = null,
): Promise<void> {
  const sorted = byProductId(lines);
  const results = await statementsOf(writer).writeAll([
    ...sorted.map(({ product, quantity }) => ({
      sql: 'update inventory_record set quantity_in_stock = quantity_in_stock + ? where product_id = ?',
      params: [quantity, product.id],
    })),
    movementInsert(purchaseMovements(sorted, 'cancellation', purchaseId, actorId)),
  ]);
  // A product always keeps its inventory record; a missing one is a broken database.
  const missing = sorted.find((_, index) => results[index]?.affectedRows !== 1);
  if (missing) throw new Error(`No inventory record for product ${missing.product.id}`);
  await shiftStyleStock(statementsOf(writer), moves(sorted, 1));
}

const moves = (lines: readonly StockLine[], sign: 1 | -1) =>
  lines.map(({ product, quantity }) => ({ productId: product.id, change: sign * quantity }));

function purchaseMovements(
  lines: readonly StockLine[],
  reason: 'sale' | 'cancellation',
  purchaseId: number,
  actorId: number | null,
): MovementRow[] {
  const sign = reason === 'sale' ? -1 : 1;
  const at = new Date();
  const reference = purchaseReference(purchaseId);
  return lines.map(({ product, quantity }) => {
    assertWholeNumber('a sold quantity', quantity, 1);
    return { productId: product.id, change: sign * quantity, reason, reference, at, actorId };
  });
}

/** Goods received for one product, and who received them. */
export interface Restock extends Pick<MovementRow, 'actorId' | 'note'> {
  productId: number;
  quantity: number;
  reference?: string | null;
}

/**
 * A restock: adds exactly `quantity` in one increment (concurrent restocks all count)
 * and sets `last_restocked`. 404 when the product has no inventory record.
 */
export async function receiveStock(writer: StockWriter, restock: Restock): Promise<StockAfter> {
  const { productId, quantity, reference = null, actorId, note } = restock;
  assertWholeNumber('a restocked quantity', quantity, 1);
  const sql = statementsOf(writer);
  const at = new Date();
  const { affectedRows } = await sql.write(
    'update inventory_record set quantity_in_stock = quantity_in_stock + ?, last_restocked = ?' +
      ' where product_id = ?',
    [quantity, at, productId],
  );
  if (affectedRows !== 1) throw new NotFoundException('Inventory record not found');
  await sql.writeAll([
    movementInsert([
      { productId, change: quantity, reason: 'restock', reference, at, actorId, note },
    ]),
  ]);
  await shiftStyleStock(sql, [{ productId, change: quantity }]);
  return stockAfter(sql, productId);
}

/** A correction by staff (damage, loss, a count), signed, with its reason. */
export interface Adjustment extends Pick<MovementRow, 'actorId' | 'note' | 'adjustmentReason'> {
  productId: number;
  change: number;
  reference?: string | null;
}

/**
 * An adjustment: changes the stock by `change` (non-zero) in one conditional update,
 * which the database refuses to take below zero: 409 `Stock cannot go below zero`, and
 * nothing changes. 404 when the product has no inventory record.
 */
export async function adjustStock(
  writer: StockWriter,
  adjustment: Adjustment,
): Promise<StockAfter> {
  const { productId, change, reference = null, ...details } = adjustment;
  if (!Number.isSafeInteger(change) || change === 0)
    throw new RangeError(`an adjustment must be a whole, non-zero number, got ${change}`);
  const sql = statementsOf(writer);
  const { affectedRows } = await sql.write(
    'update inventory_record set quantity_in_stock = quantity_in_stock + ?' +
      ' where product_id = ? and quantity_in_stock + ? >= 0',
    [change, productId, change],
  );
  if (affectedRows !== 1) {
    await stockAfter(sql, productId); // 404 when there is no record at all
    throw new ConflictException('Stock cannot go below zero');
  }
  const at = new Date();
  await sql.writeAll([
    movementInsert([{ productId, change, reason: 'adjustment', reference, at, ...details }]),
  ]);
  await shiftStyleStock(sql, [{ productId, change }]);
  return stockAfter(sql, productId);
}

/** The stock as this transaction left it (its own update holds the row's lock). */
async function stockAfter(sql: SqlTransaction, productId: number): Promise<StockAfter> {
  const [row] = await sql.rows<{ quantity_in_stock: number | string }>(
    'select quantity_in_stock from inventory_record where product_id = ?',
    [productId],
  );
  if (!row) throw new NotFoundException('Inventory record not found');
  return { quantityInStock: Number(row.quantity_in_stock) };
}
