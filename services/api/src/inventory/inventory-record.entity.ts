import { Check, Entity, Index, OneToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';
import { STOCK_STATE_EXPRESSION } from './stock-state.sql';

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
@Index({ properties: ['stockState', 'product'] })
@Index({ properties: ['lastRestocked'] })
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

  /**
   * 0 out of stock, 1 low, 2 in stock: computed by the database from the two columns above in
   * every statement that writes them (stock-state.sql.ts), never written by the code. Each
   * secondary index also holds the primary key, so (stock_state) is (stock_state, id) and
   * serves the stock state filters and the status order by record id.
   */
  @Property({ type: 'integer', generated: `(${STOCK_STATE_EXPRESSION}) virtual`, nullable: true })
  readonly stockState?: number;

  private constructor() {}
}
