import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { TAX_RATE_NAME_MAX } from '@shop/contracts';

/**
 * A sales tax rate (docs/product/tax.md#rates). The percentage is kept in thousandths of a
 * percent (8.875 % is 8875), a whole number, so it is exact on both databases. At most one rate
 * is the default; the service keeps it so.
 */
@Entity()
export class TaxRate {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: TAX_RATE_NAME_MAX, unique: true })
  name: string;

  @Property({ type: 'integer' })
  percentThousandths: number;

  @Property({ type: 'boolean', default: false })
  isDefault = false;

  constructor(name: string, percentThousandths: number) {
    this.name = name;
    this.percentThousandths = assertRate(percentThousandths);
  }

  setPercentThousandths(value: number): void {
    this.percentThousandths = assertRate(value);
  }
}

/** 0 to 100 %, in thousandths: the contract refuses the rest before it gets here. */
function assertRate(thousandths: number): number {
  if (!Number.isSafeInteger(thousandths) || thousandths < 0 || thousandths > 100_000)
    throw new RangeError(`A tax rate is 0 to 100 %, got ${thousandths} thousandths`);
  return thousandths;
}
