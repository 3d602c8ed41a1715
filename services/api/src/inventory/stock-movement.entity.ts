import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import {
  ADJUSTMENT_REASONS,
  STOCK_MOVEMENT_REASONS,
  type AdjustmentReason,
  type StockMovementReason,
} from '@shop/contracts';
import { Product } from '../catalog/product.entity';
import { User } from '../users/user.entity';

// The vocabulary is the contract's: the stock history shows it.
export { STOCK_MOVEMENT_REASONS, type StockMovementReason };

/**
 * Append-only ledger: every change of a product's stock writes one row in the same
 * transaction, so the sum of `quantity_change` per product always equals its quantity in stock.
 * Read-only to the code like `InventoryRecord`: the stock ledger (inventory/stock-ledger.ts)
 * writes both, so the constructor is private and nothing builds one.
 */
@Entity()
@Index({ properties: ['createdAt'] })
// The dashboard's recent restocks, adjustments and cancellations, without walking every sale.
@Index({ properties: ['reason', 'createdAt'] })
export class StockMovement {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Product })
  product!: Product;

  /** Signed: positive for stock coming in, negative for stock going out. Not named
   * `change`, which is a reserved word in MySQL and a trap in every raw report query. */
  @Property({ type: 'integer' })
  quantityChange!: number;

  @Enum({ items: () => STOCK_MOVEMENT_REASONS })
  reason!: StockMovementReason;

  /** What caused it, e.g. the purchase id of a sale. */
  @Property({ type: 'string', length: 100, nullable: true })
  reference!: string | null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  /**
   * Who changed the stock: the staff user, or the buyer for a web sale. Null on rows
   * from before the shop recorded it, and on the demo seed's history.
   */
  @ManyToOne({ entity: () => User, nullable: true })
  actor!: User | null;

  /** Why staff adjusted the count (reason `adjustment` only). */
  @Enum({ items: () => ADJUSTMENT_REASONS, nullable: true })
  adjustmentReason!: AdjustmentReason | null;

  /** Staff's own words on a restock or an adjustment. */
  @Property({ type: 'string', length: 500, nullable: true })
  note!: string | null;

  private constructor() {}
}
