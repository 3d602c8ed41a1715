import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { DISCOUNT_CODE_MAX, DISCOUNT_KINDS, type DiscountKind } from '@shop/contracts';

/**
 * A discount code (docs/product/discount-codes.md). `percentOff` for a percentage, `amountOffCents`
 * for an amount; the other is null. Days are the shop's calendar days (YYYY-MM-DD, both
 * inclusive), compared with today in the shop's time zone. `uses` counts the orders placed with
 * the code; the checkout raises it with a conditional update, so a limit holds under concurrency
 * (docs/decisions/0105-discount-codes.md).
 */
@Entity()
export class DiscountCode {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: DISCOUNT_CODE_MAX, unique: true })
  code: string;

  @Enum({ items: () => DISCOUNT_KINDS })
  kind: DiscountKind;

  @Property({ type: 'integer', nullable: true })
  percentOff: number | null = null;

  @Property({ type: 'integer', nullable: true })
  amountOffCents: number | null = null;

  @Property({ type: 'integer', default: 0 })
  minSpendCents = 0;

  @Property({ type: 'string', length: 10, nullable: true })
  startsOn: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  endsOn: string | null = null;

  @Property({ type: 'integer', nullable: true })
  maxUses: number | null = null;

  @Property({ type: 'integer', nullable: true })
  maxUsesPerCustomer: number | null = null;

  @Property({ type: 'boolean', default: true })
  isActive = true;

  @Property({ type: 'integer', default: 0 })
  uses = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(code: string, kind: DiscountKind) {
    this.code = code;
    this.kind = kind;
  }
}
