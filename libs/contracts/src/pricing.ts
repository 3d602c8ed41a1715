import { centsToDollars, divideCents, dollarsToCents, percentOfCents, sumCents } from './money';

/**
 * Price figures of docs/product/roles-and-rules.md#business-constants-and-limits, shared by every
 * screen that shows them. Amounts are dollars with two decimals; the maths runs in cents so 19.99 ×
 * 1.2 is 23.99, not 23.988000000000003.
 */

/** The struck-through "list price" beside the selling price (Save 20%). */
export function listPrice(sellingPrice: number): number {
  return centsToDollars(percentOfCents(dollarsToCents(sellingPrice), 120));
}

/** (selling − cost) / selling as a percentage with one decimal; null when unpriced. */
export function profitMarginPercent(sellingPrice: number, costPrice: number): number | null {
  const selling = dollarsToCents(sellingPrice);
  if (selling <= 0) return null;
  return Math.round(((selling - dollarsToCents(costPrice)) / selling) * 1000) / 10;
}

/**
 * The cents a discount code takes off `subtotalCents` (docs/product/discount-codes.md#the-maths):
 * a percentage by the money module's one rounding rule, an amount as it is; never more than the
 * subtotal.
 */
export function discountOffCents(
  off: { percent: number } | { cents: number },
  subtotalCents: number,
): number {
  const cents = 'percent' in off ? percentOfCents(subtotalCents, off.percent) : off.cents;
  return Math.min(cents, subtotalCents);
}

/**
 * `cents` spread over lines in proportion to their amounts, for tax on the discounted lines
 * (docs/product/discount-codes.md#tax-after-the-discount): each share rounded by the money module's
 * rule, the remainder on the last line (no line gives more than it has), so the shares add up to
 * `cents` exactly.
 */
export function spreadCents(cents: number, amounts: readonly number[]): number[] {
  const whole = sumCents(amounts);
  if (whole === 0) return amounts.map(() => 0);
  const shares = amounts.map((amount) => divideCents(cents * amount, whole));
  shares[shares.length - 1] = cents - sumCents(shares.slice(0, -1));
  // Rounding can leave the last line more (or less) than it has; the excess walks back a line.
  for (let index = shares.length - 1; index > 0; index--) {
    const kept = Math.min(Math.max(shares[index]!, 0), amounts[index]!);
    shares[index - 1]! += shares[index]! - kept;
    shares[index] = kept;
  }
  return shares;
}
