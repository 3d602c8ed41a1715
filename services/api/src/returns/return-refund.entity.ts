import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { assertCents, PAYMENT_METHODS, type PaymentMethod } from '@shop/contracts';
import type { SaleReturn } from './sale-return.entity';

/**
 * Money a return gave back to one tender of the sale (docs/product/returns.md#refunds): never more
 * to a tender than it paid, less what earlier refunds gave back to it.
 */
@Entity()
export class ReturnRefund {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: 'SaleReturn', deleteRule: 'cascade' })
  saleReturn: SaleReturn;

  @Enum({ items: () => PAYMENT_METHODS })
  method: PaymentMethod;

  @Property({ type: 'integer' })
  amountCents: number;

  constructor(saleReturn: SaleReturn, method: PaymentMethod, amountCents: number) {
    if (amountCents === 0) throw new RangeError('a refund moves some money');
    this.saleReturn = saleReturn;
    this.method = method;
    this.amountCents = assertCents('a refund', amountCents);
  }
}
