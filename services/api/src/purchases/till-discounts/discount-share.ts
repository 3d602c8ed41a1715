/** A share of one: percent, not money. */
const PER_CENT = 100;

/** A priced order as the limit reads it: each line's total and own discount, and the order's. */
export interface DiscountedOrder {
  lines: readonly { totalPriceCents: number; discountCents: number }[];
  orderDiscountCents: number;
}

/**
 * The largest discount of a till sale as a percentage of what it came off, to one decimal, rounded
 * up so a discount a hair over a limit never reads as within it: each line's discount of the line's
 * total, and the sale's of the subtotal the lines left (docs/product/point-of-sale.md#discounts).
 */
export function largestDiscountPercent(order: DiscountedOrder): number {
  const shares = order.lines.map((line) => percentOf(line.discountCents, line.totalPriceCents));
  const left = order.lines.reduce(
    (sum, line) => sum + line.totalPriceCents - line.discountCents,
    0,
  );
  shares.push(percentOf(order.orderDiscountCents, left));
  return Math.max(0, ...shares);
}

/** True when some discount of the order is over `limitPercent`, compared in whole cents. */
export function isOverLimit(order: DiscountedOrder, limitPercent: number): boolean {
  const over = (cents: number, base: number) => cents * PER_CENT > limitPercent * base;
  const left = order.lines.reduce(
    (sum, line) => sum + line.totalPriceCents - line.discountCents,
    0,
  );
  return (
    order.lines.some((line) => over(line.discountCents, line.totalPriceCents)) ||
    over(order.orderDiscountCents, left)
  );
}

function percentOf(cents: number, base: number): number {
  if (cents === 0) return 0;
  if (base === 0) return 100;
  return Math.ceil((cents * 1000) / base) / 10;
}
