import { Check, Entity, Index, OneToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';

/**
 * Stock of one product. The CHECK is the last line of defence against overselling:
 * a conditional decrement that races past zero fails in the database instead.
 *
 * Read-only to the code: rows are written by the stock ledger alone
 * (inventory/stock-ledger.ts), in the same statements whichever kind of transaction
 * the caller runs, so the constructor is private and nothing builds one.
 */
@Entity()
@Check({ name: 'inventory_record_quantity_in_stock_check', expression: 'quantity_in_stock >= 0' })
@Index({ properties: ['quantityInStock'] })
export class InventoryRecord {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @OneToOne({ entity: () => Product, inversedBy: 'inventory', owner: true, unique: true })
  product!: Product;

  @Property({ type: 'integer' })
  quantityInStock!: number;

  @Property({ type: 'integer' })
  minimumStockLevel!: number;

  @Property({ type: 'integer' })
  maximumStockLevel!: number;

  @Property({ type: 'datetime', nullable: true })
  lastRestocked!: Date | null;

  private constructor() {}
}
