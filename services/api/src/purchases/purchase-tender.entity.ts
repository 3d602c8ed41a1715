import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { assertCents, PAYMENT_METHODS, type PaymentMethod } from '@shop/contracts';
import type { Purchase } from './purchase.entity';

/**
 * One part of how a till sale was paid (docs/product/point-of-sale.md#split-tender): what the
 * tender paid of the total, cash net of change. Every till sale recorded since split tender has
 * its rows (one, or a split's cash and card); a purchase without any was paid all by its
 * `payment_method` (purchase-tenders.ts).
 */
@Entity()
export class PurchaseTender {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: 'Purchase', deleteRule: 'cascade' })
  purchase: Purchase;

  @Enum({ items: () => PAYMENT_METHODS })
  method: PaymentMethod;

  @Property({ type: 'integer' })
  amountCents: number;

  constructor(purchase: Purchase, method: PaymentMethod, amountCents: number) {
    this.purchase = purchase;
    this.method = method;
    this.amountCents = assertCents('a tender', amountCents);
  }
}
