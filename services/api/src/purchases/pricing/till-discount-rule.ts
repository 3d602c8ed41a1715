import { BadRequestException } from '@nestjs/common';
import { dollarsToCents, formatCents, percentOfCents, type TillDiscount } from '@shop/contracts';
import type { PricingRules } from './pricing-rules';

/** The till's discounts of one sale: each line's (by its place in the order, null for none) and the sale's. */
export interface TillDiscounts {
  lines: readonly (TillDiscount | null)[];
  sale: TillDiscount | null;
}

/**
 * Cents a discount takes off `baseCents`: a percentage by the money module's one rounding rule, an
 * amount as it is; an amount over the base is refused (400) rather than quietly cut.
 */
export function tillDiscountCents(
  discount: TillDiscount,
  baseCents: number,
  what: 'line' | 'sale',
): number {
  if (discount.kind === 'percent') return percentOfCents(baseCents, discount.value);
  const cents = dollarsToCents(discount.value);
  if (cents > baseCents)
    throw new BadRequestException(
      `A discount of ${formatCents(cents)} is more than the ${what}'s ${formatCents(baseCents)}`,
    );
  return cents;
}

/**
 * `rules` with the till's discounts (docs/product/point-of-sale.md#discounts): each line's off its
 * own total, then the sale's off what the lines left; priceOrder spreads the sale's over the lines
 * and taxes each line on what it then costs.
 */
export function withTillDiscounts(rules: PricingRules, discounts: TillDiscounts): PricingRules {
  return {
    ...rules,
    lineDiscountCents: (_line, totalCents, index) => {
      const discount = discounts.lines[index];
      return discount ? tillDiscountCents(discount, totalCents, 'line') : 0;
    },
    discountCents: (subtotalCents) =>
      discounts.sale ? tillDiscountCents(discounts.sale, subtotalCents, 'sale') : 0,
  };
}
