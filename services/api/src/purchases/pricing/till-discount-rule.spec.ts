import { BadRequestException } from '@nestjs/common';
import { priceOrder } from './price-order';
import { CURRENT_PRICING_RULES } from './pricing-rules';
import { tillDiscountCents, withTillDiscounts } from './till-discount-rule';

const damaged = { reason: 'damaged', note: null } as const;

describe('till discounts', () => {
  it('takes a percentage by the money rule and an amount as it is', () => {
    // 15 % of $3.30 is 49.5 cents: half away from zero, 50.
    expect(tillDiscountCents({ kind: 'percent', value: 15, ...damaged }, 330, 'line')).toBe(50);
    expect(tillDiscountCents({ kind: 'amount', value: 1.25, ...damaged }, 330, 'sale')).toBe(125);
  });

  it('refuses an amount over what it comes off, with the figures', () => {
    expect(() => tillDiscountCents({ kind: 'amount', value: 4, ...damaged }, 330, 'line')).toThrow(
      new BadRequestException("A discount of $4.00 is more than the line's $3.30"),
    );
  });

  it('prices each line’s discount by its place, then the sale’s on what is left', () => {
    const rules = withTillDiscounts(CURRENT_PRICING_RULES, {
      lines: [null, { kind: 'percent', value: 50, ...damaged }],
      sale: { kind: 'amount', value: 1, reason: 'loyalty', note: null },
    });
    const order = priceOrder(
      [
        { unitPriceCents: 1000, quantity: 1 },
        { unitPriceCents: 400, quantity: 1 },
      ],
      rules,
    );
    expect(order.lines.map((line) => line.discountCents)).toEqual([0, 200]);
    expect(order).toMatchObject({ orderDiscountCents: 100, discountCents: 300, totalCents: 1100 });
  });
});
