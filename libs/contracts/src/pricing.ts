import { centsToDollars, dollarsToCents, percentOfCents } from './money';

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
