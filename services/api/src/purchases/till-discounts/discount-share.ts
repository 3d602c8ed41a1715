import type { TillDiscount } from '@shop/contracts';
import type { TillDiscounts } from '../pricing/till-discount-rule';

/** A share of one: percent, not money. */
const PER_CENT = 100;

/** One discount as the limit reads it: its cents, what it came off, and the percentage given. */
interface Share {
  cents: number;
  baseCents: number;
  /** The percentage the cashier gave, when they gave one: judged as given, not as rounded. */
  givenPercent: number | null;
}

/** A priced order as the limit reads it: each line's total and own discount, and the order's. */
export interface DiscountedOrder {
  lines: readonly { totalPriceCents: number; discountCents: number }[];
  orderDiscountCents: number;
}

const given = (discount: TillDiscount | null | undefined) =>
  discount?.kind === 'percent' ? discount.value : null;

/**
 * Each discount of a priced till sale (docs/product/point-of-sale.md#discounts): a line's against
 * the line's total, the sale's against what the lines left. A percentage is judged as given (10 %
 * is 10 % even when rounding to the cent takes a hair more); an amount by its cents.
 */
export function sharesOf(order: DiscountedOrder, till: TillDiscounts): Share[] {
  const left = order.lines.reduce(
    (sum, line) => sum + line.totalPriceCents - line.discountCents,
    0,
  );
  return [
    ...order.lines.map((line, index) => ({
      cents: line.discountCents,
      baseCents: line.totalPriceCents,
      givenPercent: line.discountCents ? given(till.lines[index]) : null,
    })),
    { cents: order.orderDiscountCents, baseCents: left, givenPercent: given(till.sale) },
  ].filter((share) => share.cents > 0);
}

/** The largest share as a percentage, to one decimal, an amount's rounded up. */
export function largestDiscountPercent(shares: readonly Share[]): number {
  return Math.max(0, ...shares.map(percentOf));
}

/** True when some share is over `limitPercent`. */
export function isOverLimit(shares: readonly Share[], limitPercent: number): boolean {
  return shares.some((share) =>
    share.givenPercent !== null
      ? share.givenPercent > limitPercent
      : share.cents * PER_CENT > limitPercent * share.baseCents,
  );
}

function percentOf(share: Share): number {
  if (share.givenPercent !== null) return share.givenPercent;
  if (share.baseCents === 0) return PER_CENT;
  return Math.ceil((share.cents * 1000) / share.baseCents) / 10;
}
