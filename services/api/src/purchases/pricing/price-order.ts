import {
  allocateCents,
  assertCents,
  lineTotalCents,
  percentOfCents,
  sumCents,
} from '@shop/contracts';
import { CURRENT_PRICING_RULES, type OrderLine, type PricingRules } from './pricing-rules';

/** A line priced: its total before tax, and its tax at the rate the rules gave it. */
export type PricedLine<Line extends OrderLine> = Line & {
  totalPriceCents: number;
  /** The line's own discount (a till discount on it), before any share of the order's. */
  discountCents: number;
  /**
   * The line's share of the order's discount (a code, or the till's sale discount), allocated by
   * the largest remainder (`allocateCents`); the line keeps it, and is taxed on its total less both.
   */
  orderDiscountCents: number;
  taxCents: number;
  /** The rate applied, in percent (0 for none). */
  taxPercent: number;
};

/** An order priced: each line with its total, and the order's figures, all in cents. */
export interface PricedOrder<Line extends OrderLine> {
  lines: PricedLine<Line>[];
  /** Σ line totals. */
  subtotalCents: number;
  /** Everything off the subtotal: the lines' own discounts plus the order's. */
  discountCents: number;
  /** The order's discount alone (a code, or the till's sale discount), on what the lines left. */
  orderDiscountCents: number;
  taxCents: number;
  shippingCents: number;
  /** subtotal − discount + tax + shipping: what the buyer pays. */
  totalCents: number;
}

/**
 * Prices an order from the server's own unit prices (never the client's; docs/architecture.md
 * says why): line totals are unit × quantity, the subtotal their sum, then the rules'
 * discount, tax and shipping. Tax is worked out per line on the line's total less its share of
 * the discount, with its
 * line's rate (rates may differ by category), and rounded per line half away from zero to
 * the cent (libs/contracts/src/money.ts; docs/product/tax.md#rounding); the order's tax is the
 * sum of its lines'. Pure; the web checkout, the till and the quote all price through it.
 */
export function priceOrder<Line extends OrderLine>(
  lines: readonly Line[],
  rules: PricingRules = CURRENT_PRICING_RULES,
): PricedOrder<Line> {
  const totals = lines.map((line) => lineTotalCents(line.unitPriceCents, line.quantity));
  const subtotalCents = sumCents(totals);
  // A line's own discount first (docs/product/point-of-sale.md#discounts), then the order's on
  // what the lines left.
  const lineDiscounts = lines.map((line, index) => {
    const cents = assertCents(
      'line discount',
      rules.lineDiscountCents?.(line, totals[index]!, index) ?? 0,
    );
    if (cents > totals[index]!)
      throw new RangeError(`A line discount of ${cents} exceeds the line's ${totals[index]}`);
    return cents;
  });
  const nets = totals.map((total, index) => total - lineDiscounts[index]!);
  const netCents = sumCents(nets);
  const orderDiscountCents = assertCents('discount', rules.discountCents(netCents, lines));
  if (orderDiscountCents > netCents) {
    throw new RangeError(`A discount of ${orderDiscountCents} exceeds the subtotal ${netCents}`);
  }
  const discountCents = sumCents([...lineDiscounts, orderDiscountCents]);
  // Tax is on what the buyer pays for each line: the order's discount is shared over the lines in
  // proportion to what they left, by the largest remainder (docs/product/discount-codes.md#the-maths).
  const shares = allocateCents(orderDiscountCents, nets);
  const priced = lines.map((line, index): PricedLine<Line> => {
    const totalPriceCents = totals[index]!;
    const taxPercent = rules.taxPercent(line);
    const taxCents = lineTax(nets[index]! - shares[index]!, taxPercent);
    return {
      ...line,
      totalPriceCents,
      discountCents: lineDiscounts[index]!,
      orderDiscountCents: shares[index]!,
      taxCents,
      taxPercent,
    };
  });
  const taxCents = sumCents(priced.map((line) => line.taxCents));
  // "Free over" is judged on what the goods cost after the discount (discount-codes.md#the-maths).
  const shippingCents = assertCents(
    'shipping',
    rules.shippingCents(subtotalCents - discountCents, lines),
  );
  return {
    lines: priced,
    subtotalCents,
    discountCents,
    orderDiscountCents,
    taxCents,
    shippingCents,
    totalCents: sumCents([subtotalCents, -discountCents, taxCents, shippingCents]),
  };
}

function lineTax(totalPriceCents: number, percent: number): number {
  if (!(percent >= 0)) throw new RangeError(`A tax rate must be 0 % or more, got ${percent}`);
  return percentOfCents(totalPriceCents, percent);
}
