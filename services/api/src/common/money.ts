/**
 * Money is stored as integer cents and travels as two-decimal dollar numbers
 * (docs/architecture.md#api), so sums in the database never pick up float error.
 */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** Rounds to the nearest cent; `19.999` becomes 2000. */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Entities call this so a negative or fractional price can never be stored. */
export function assertCents(field: string, cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`${field} must be a whole, non-negative number of cents, got ${cents}`);
  }
  return cents;
}
