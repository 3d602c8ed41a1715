import { centsToDollars, dollarsToCents, parseMoney } from '@shop/contracts';

/**
 * The round amounts a customer is likely to hand over for `total` (docs/product/point-of-sale.md):
 * the next whole dollar, then the next 5, 10, 20, 50 and 100, each above the one before,
 * at most four of them. The exact total is offered apart (it is the pre-filled amount).
 */
export function suggestedTenders(total: number): number[] {
  const totalCents = dollarsToCents(total);
  const offers: number[] = [];
  for (const step of [1, 5, 10, 20, 50, 100]) {
    const stepCents = dollarsToCents(step);
    const amount = Math.ceil(totalCents / stepCents) * stepCents;
    const last = offers.at(-1) ?? totalCents;
    if (amount > last) offers.push(amount);
  }
  return offers.slice(0, 4).map(centsToDollars);
}

/** Change due for cash, or null while the amount tendered does not cover the total. */
export function changeDue(tendered: number, total: number): number | null {
  if (!Number.isFinite(tendered)) return null;
  // In cents (libs/contracts/src/money.ts), so the comparison is exact.
  const change = dollarsToCents(tendered) - dollarsToCents(total);
  return change < 0 ? null : centsToDollars(change);
}

/**
 * A typed amount of money as a number: digits with an optional dot and at most two
 * decimals, a leading `$` and thousands commas allowed ("$1,000.50"). Anything else is NaN.
 */
export function parseAmount(text: string): number {
  const parsed = parseMoney(text);
  return parsed.ok ? centsToDollars(parsed.cents) : Number.NaN;
}
