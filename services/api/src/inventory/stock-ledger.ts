import { raw, type EntityManager } from '@mikro-orm/core';
import { ConflictException } from '@nestjs/common';
import { Product } from '../catalog/product.entity';
import { InventoryRecord } from './inventory-record.entity';
import { StockMovement } from './stock-movement.entity';

/** The product as this transaction's entity manager knows it (the caller may have loaded it elsewhere). */
function ledgerProduct(em: EntityManager, product: Product): Product {
  return em.getReference(Product, product.id);
}

/** Pieces of one product leaving or returning to stock. */
export interface StockLine {
  product: Product;
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
  em: EntityManager,
  lines: readonly StockLine[],
  reference: string,
): Promise<void> {
  for (const { product, quantity } of byProductId(lines)) {
    const changed = await em.nativeUpdate(
      InventoryRecord,
      { product: product.id, quantityInStock: { $gte: quantity } },
      // raw() is typed any; it is SQL the database evaluates on the row it locks.
      { quantityInStock: raw('quantity_in_stock - ?', [quantity]) as number },
    );
    if (changed !== 1) throw new ConflictException(`Insufficient stock for ${product.name}`);
    em.persist(
      new StockMovement({
        product: ledgerProduct(em, product),
        quantityChange: -quantity,
        reason: 'sale',
        reference,
      }),
    );
  }
}

/** Puts the lines back into stock (a cancelled sale), with the matching ledger rows. */
export async function returnStock(
  em: EntityManager,
  lines: readonly StockLine[],
  reference: string,
): Promise<void> {
  for (const { product, quantity } of byProductId(lines)) {
    const changed = await em.nativeUpdate(
      InventoryRecord,
      { product: product.id },
      { quantityInStock: raw('quantity_in_stock + ?', [quantity]) as number },
    );
    // A product always keeps its inventory record; a missing one is a broken database.
    if (changed !== 1) throw new Error(`No inventory record for product ${product.id}`);
    em.persist(
      new StockMovement({
        product: ledgerProduct(em, product),
        quantityChange: quantity,
        reason: 'cancellation',
        reference,
      }),
    );
  }
}
