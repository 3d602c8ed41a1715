import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { lineTotalCents } from '@shop/contracts';
import { Product } from '../catalog/product.entity';
import type { Purchase } from './purchase.entity';

export interface NewPurchaseItem {
  purchase: Purchase;
  product: Product;
  quantity: number;
}

/**
 * One line of a purchase. Price and cost are copied at sale time so later price
 * changes never rewrite history or the profit report.
 */
@Entity()
export class PurchaseItem {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: 'Purchase', deleteRule: 'cascade' })
  purchase: Purchase;

  @ManyToOne({ entity: () => Product })
  product: Product;

  @Property({ type: 'integer' })
  quantity: number;

  @Property({ type: 'integer' })
  unitPriceCents: number;

  @Property({ type: 'integer' })
  unitCostCents: number;

  @Property({ type: 'integer' })
  totalPriceCents: number;

  constructor(data: NewPurchaseItem) {
    if (!Number.isSafeInteger(data.quantity) || data.quantity < 1) {
      throw new RangeError('a purchase line needs a quantity of at least 1');
    }
    this.purchase = data.purchase;
    this.product = data.product;
    this.quantity = data.quantity;
    this.unitPriceCents = data.product.sellingPriceCents;
    this.unitCostCents = data.product.costPriceCents;
    this.totalPriceCents = lineTotalCents(this.unitPriceCents, this.quantity);
  }
}
