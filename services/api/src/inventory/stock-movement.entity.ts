import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';

export const STOCK_MOVEMENT_REASONS = [
  'initial',
  'restock',
  'sale',
  'cancellation',
  'adjustment',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export interface NewStockMovement {
  product: Product;
  quantityChange: number;
  reason: StockMovementReason;
  reference?: string | null;
  createdAt?: Date;
}

/**
 * Append-only ledger: every change of a product's stock writes one row in the same
 * transaction, so the sum of `quantity_change` per product always equals its quantity in stock.
 */
@Entity()
@Index({ properties: ['createdAt'] })
export class StockMovement {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Product })
  product: Product;

  /** Signed: positive for stock coming in, negative for stock going out. Not named
   * `change`, which is a reserved word in MySQL and a trap in every raw report query. */
  @Property({ type: 'integer' })
  quantityChange: number;

  @Enum({ items: () => STOCK_MOVEMENT_REASONS })
  reason: StockMovementReason;

  /** What caused it, e.g. the purchase id of a sale. */
  @Property({ type: 'string', length: 100, nullable: true })
  reference: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date;

  constructor(data: NewStockMovement) {
    if (!Number.isSafeInteger(data.quantityChange) || data.quantityChange === 0) {
      throw new RangeError('a stock movement must change stock by a whole, non-zero number');
    }
    this.product = data.product;
    this.quantityChange = data.quantityChange;
    this.reason = data.reason;
    this.reference = data.reference ?? null;
    this.createdAt = data.createdAt ?? new Date();
  }
}
