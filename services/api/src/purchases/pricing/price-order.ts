import { assertCents, lineTotalCents, percentOfCents, sumCents } from '@shop/contracts';
import { CURRENT_PRICING_RULES, type OrderLine, type PricingRules } from './pricing-rules';

/** An order priced: each line with its total, and the order's figures, all in cents. */
export interface PricedOrder<Line extends OrderLine> {
  lines: (Line & { totalPriceCents: number })[];
  /** Σ line totals. */
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  /** subtotal − discount + tax + shipping: what the buyer pays. */
  totalCents: number;
}

/**
 * Prices an order from the server's own unit prices (never the client's; docs/architecture.md
 * says why): line totals are unit × quantity, the subtotal their sum, then the rules'
 * discount, tax and shipping. Tax is worked out per line on the line's total, with its
 * line's rate (rates may differ by category), and rounded per line half away from zero to
 * the cent (libs/contracts/src/money.ts). Pure; the web checkout and the till both price
 * through it. Today's rules (CURRENT_PRICING_RULES) charge nothing on top: the total is
 * the subtotal.
 */
export function priceOrder<Line extends OrderLine>(
  lines: readonly Line[],
  rules: PricingRules = CURRENT_PRICING_RULES,
): PricedOrder<Line> {
  const priced = lines.map((line) => ({
    ...line,
    totalPriceCents: lineTotalCents(line.unitPriceCents, line.quantity),
  }));
  const subtotalCents = sumCents(priced.map((line) => line.totalPriceCents));
  const discountCents = assertCents('discount', rules.discountCents(subtotalCents, lines));
  if (discountCents > subtotalCents) {
    throw new RangeError(`A discount of ${discountCents} exceeds the subtotal ${subtotalCents}`);
  }
  // The issue that brings discounts decides whether tax is on the discounted amount; with no
  // discount today the two agree.
  const taxCents = sumCents(priced.map((line) => lineTax(line, rules.taxPercent(line))));
  const shippingCents = assertCents('shipping', rules.shippingCents(subtotalCents, lines));
  return {
    lines: priced,
    subtotalCents,
    discountCents,
    taxCents,
    shippingCents,
    totalCents: sumCents([subtotalCents, -discountCents, taxCents, shippingCents]),
  };
}

function lineTax(line: { totalPriceCents: number }, percent: number): number {
  if (!(percent >= 0)) throw new RangeError(`A tax rate must be 0 % or more, got ${percent}`);
  return percentOfCents(line.totalPriceCents, percent);
}
