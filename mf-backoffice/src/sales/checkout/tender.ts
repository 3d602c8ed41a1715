/** Cents, so that money sums and comparisons are exact. */
export const toCents = (amount: number) => Math.round(amount * 100);

/**
 * The round amounts a customer is likely to hand over for `total` (docs/product/point-of-sale.md):
 * the next whole dollar, then the next 5, 10, 20, 50 and 100, each above the one before,
 * at most four of them. The exact total is offered apart (it is the pre-filled amount).
 */
export function suggestedTenders(total: number): number[] {
  const totalCents = toCents(total);
  const offers: number[] = [];
  for (const step of [1, 5, 10, 20, 50, 100]) {
    const stepCents = step * 100;
    const amount = Math.ceil(totalCents / stepCents) * stepCents;
    const last = offers.at(-1) ?? totalCents;
    if (amount > last) offers.push(amount);
  }
  return offers.slice(0, 4).map((amount) => amount / 100);
}

/** Change due for cash, or null while the amount tendered does not cover the total. */
export function changeDue(tendered: number, total: number): number | null {
  if (!Number.isFinite(tendered)) return null;
  const change = toCents(tendered) - toCents(total);
  return change < 0 ? null : change / 100;
}

/**
 * A typed amount of money as a number: digits with an optional dot and at most two
 * decimals, a leading `$` and thousands commas allowed ("$1,000.50"). Anything else is NaN.
 */
export function parseAmount(text: string): number {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d{0,2})?$/.test(plain) ? Number(plain) : Number.NaN;
}
