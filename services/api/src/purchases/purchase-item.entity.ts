import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import {
  DISCOUNT_NOTE_MAX,
  DISCOUNT_REASON_MAX,
  lineTotalCents,
  TAX_RATE_NAME_MAX,
  type DiscountReason,
} from '@shop/contracts';
import { Product } from '../catalog/product.entity';
import type { Purchase } from './purchase.entity';

export interface NewPurchaseItem {
  purchase: Purchase;
  product: Product;
  quantity: number;
}

/**
 * One line of a purchase. Price, cost and tax are copied at sale time so later price or rate
 * changes never rewrite history or the reports.
 */
// The orders desk's SKU search reads a product's purchases from this index alone.
@Entity()
@Index({ properties: ['product', 'purchase'] })
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

  /** unit × quantity, before tax. */
  @Property({ type: 'integer' })
  totalPriceCents: number;

  /** The line's tax as charged, and the rate applied then (docs/product/tax.md#what-a-purchase-keeps). */
  @Property({ type: 'integer', default: 0 })
  taxCents = 0;

  /** The rate in thousandths of a percent (8.875 % is 8875); 0 when none applied. */
  @Property({ type: 'integer', default: 0 })
  taxRateThousandths = 0;

  /** The rate's name at the time; null when none applied (no rate set, or an exempt category). */
  @Property({ type: 'string', length: TAX_RATE_NAME_MAX, nullable: true })
  taxRateName: string | null = null;

  /**
   * The till's discount on this line, with its reason and note (docs/product/point-of-sale.md#discounts):
   * part of the purchase's `discountCents`; the line keeps its undiscounted total beside it.
   */
  @Property({ type: 'integer', default: 0 })
  discountCents = 0;

  @Property({ type: 'string', length: DISCOUNT_REASON_MAX, nullable: true })
  discountReason: DiscountReason | null = null;

  @Property({ type: 'string', length: DISCOUNT_NOTE_MAX, nullable: true })
  discountNote: string | null = null;

  /**
   * The line's share of the purchase's order-wide discount (a discount code's, or the till's sale
   * discount), allocated over the lines by the largest remainder when the sale was priced
   * (docs/decisions/0115-order-discount-shares-and-per-owner-limits.md). The line paid, and
   * was taxed on, its total less `discountCents` and this; the shares of a purchase add up to its
   * `discountCents` less its lines' own discounts.
   */
  @Property({ type: 'integer', default: 0 })
  orderDiscountCents = 0;

  /**
   * Units back in the shop's hands: received or cancelled through returns
   * (docs/product/returns.md#stock). A whole cancellation puts back only the rest. Written by the
   * returns in the transaction that takes the units back; asked-for units are not counted here.
   */
  @Property({ type: 'integer', default: 0 })
  returnedQuantity = 0;

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
