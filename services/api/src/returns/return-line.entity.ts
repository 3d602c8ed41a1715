import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import {
  assertCents,
  RETURN_DISPOSITIONS,
  RETURN_NOTE_MAX,
  RETURN_REASONS,
  type ReturnDisposition,
  type ReturnReason,
} from '@shop/contracts';
import { Product } from '../catalog/product.entity';
import { PurchaseItem } from '../purchases/purchase-item.entity';
import type { SaleReturn } from './sale-return.entity';

export interface NewReturnLine {
  saleReturn: SaleReturn;
  purchaseItem: PurchaseItem;
  quantity: number;
  reason: ReturnReason | null;
  note?: string | null;
  disposition?: ReturnDisposition | null;
  /** What these units paid: their part of the line's total and of its tax (return-amounts.ts). */
  totalCents: number;
  taxCents: number;
}

/**
 * Units of one purchase line in a return, and what they paid when bought
 * (docs/product/returns.md#what-a-line-refunds), kept so the refund and the reports never
 * depend on prices of today.
 */
@Entity()
export class ReturnLine {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: 'SaleReturn', deleteRule: 'cascade' })
  saleReturn: SaleReturn;

  @ManyToOne({ entity: () => PurchaseItem })
  purchaseItem: PurchaseItem;

  /** The line's product, kept beside it so the reports group by product without a join. */
  @ManyToOne({ entity: () => Product })
  product: Product;

  @Property({ type: 'integer' })
  quantity: number;

  /** Null on a cancelled line (a cancellation has no reason of the customer's). */
  @Enum({ items: () => RETURN_REASONS, nullable: true })
  reason: ReturnReason | null;

  @Property({ type: 'string', length: RETURN_NOTE_MAX, nullable: true })
  note: string | null;

  /** Null until the goods are received. */
  @Enum({ items: () => RETURN_DISPOSITIONS, nullable: true })
  disposition: ReturnDisposition | null;

  /** These units' part of the line's total before tax, and of its tax. */
  @Property({ type: 'integer' })
  totalCents: number;

  @Property({ type: 'integer' })
  taxCents: number;

  constructor(data: NewReturnLine) {
    if (!Number.isSafeInteger(data.quantity) || data.quantity < 1)
      throw new RangeError('a returned line needs a quantity of at least 1');
    this.saleReturn = data.saleReturn;
    this.purchaseItem = data.purchaseItem;
    this.product = data.purchaseItem.product;
    this.quantity = data.quantity;
    this.reason = data.reason;
    this.note = data.note ?? null;
    this.disposition = data.disposition ?? null;
    this.totalCents = assertCents('a returned total', data.totalCents);
    this.taxCents = assertCents('a returned tax', data.taxCents);
  }
}
