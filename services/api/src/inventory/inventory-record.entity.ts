import { Check, Entity, Index, OneToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';

export interface NewInventoryRecord {
  product: Product;
  quantityInStock: number;
  minimumStockLevel: number;
  maximumStockLevel: number;
  lastRestocked?: Date | null;
}

function assertCount(field: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${field} must be a whole number of 0 or more`);
  return value;
}

/**
 * Stock of one product. The CHECK is the last line of defence against overselling:
 * a conditional decrement that races past zero fails in the database instead.
 */
@Entity()
@Check({ name: 'inventory_record_quantity_in_stock_check', expression: 'quantity_in_stock >= 0' })
@Index({ properties: ['quantityInStock'] })
export class InventoryRecord {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @OneToOne({ entity: () => Product, inversedBy: 'inventory', owner: true, unique: true })
  product: Product;

  @Property({ type: 'integer' })
  quantityInStock: number;

  @Property({ type: 'integer' })
  minimumStockLevel: number;

  @Property({ type: 'integer' })
  maximumStockLevel: number;

  @Property({ type: 'datetime', nullable: true })
  lastRestocked: Date | null;

  constructor(data: NewInventoryRecord) {
    this.product = data.product;
    this.quantityInStock = assertCount('quantity in stock', data.quantityInStock);
    this.minimumStockLevel = assertCount('minimum stock level', data.minimumStockLevel);
    this.maximumStockLevel = assertCount('maximum stock level', data.maximumStockLevel);
    if (this.maximumStockLevel < this.minimumStockLevel) {
      throw new RangeError('maximum stock level must not be below the minimum');
    }
    this.lastRestocked = data.lastRestocked ?? null;
  }
}
