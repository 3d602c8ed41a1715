/**
 * The one way the shop handles money. Amounts are held and added up as integer cents; the
 * API's JSON carries them as dollar numbers with at most two decimals (19.99), converted only
 * at the edges with {@link centsToDollars} and {@link dollarsToCents}.
 *
 * One rounding rule everywhere: **half away from zero, to the cent**, applied to the amount
 * as written (its shortest decimal form, the one `String(amount)` shows), never to the float
 * error behind it: 1.005 dollars is 101 cents, -1.005 is -101, 0.1 + 0.2 is 30, 19.999 is 2000,
 * and 2.5 % of 10 cents is 1 cent (-2.5 % is -1). Sums and line totals of cents are exact and
 * need no rounding; only a conversion from dollars, a percentage or a division rounds.
 *
 * Formatting is en-US dollars, written out rather than with `Intl.NumberFormat`: building the
 * first currency formatter (ICU data) took about 50 ms of a throttled phone's start-up on the
 * shop's first pages. The spec holds it to Intl's output.
 */

/** `field` must be a whole number of cents that is zero or more; entities guard their prices with it. */
export function assertCents(field: string, cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`${field} must be a whole, non-negative number of cents, got ${cents}`);
  }
  return cents;
}

/** Cents as the API's dollar number: 1999 → 19.99. Fractional cents round by the one rule. */
export function centsToDollars(cents: number): number {
  return roundHalfAwayFromZero(cents) / 100;
}

/**
 * A dollar number (the API's, a computed one) as cents, rounded half away from zero as
 * written: 19.99 → 1999, 0.1 + 0.2 → 30, 19.999 → 2000, 1.005 → 101, -1.005 → -101.
 * @throws RangeError for NaN, ±Infinity and amounts beyond a safe integer of cents.
 */
export function dollarsToCents(amount: number): number {
  return scaledToWhole(amount, 2);
}

/**
 * `value` × 10^`places`, rounded half away from zero on its written decimals. Below half a
 * unit it is 0, which also keeps exponent forms (1e-7) away from the digits read here.
 */
function scaledToWhole(value: number, places: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  const magnitude = Math.abs(value);
  if (magnitude < 0.5 / 10 ** places) return 0;
  const [whole = '', decimals = ''] = String(magnitude).split('.');
  const kept = decimals.slice(0, places).padEnd(places, '0');
  const roundUp = (decimals[places] ?? '0') >= '5' ? 1 : 0;
  const scaled = Number(whole) * 10 ** places + Number(kept) + roundUp;
  // 1e21 and up print as "1e+21": Number(whole) is then far past a safe integer.
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`Amount too large: ${value}`);
  return value < 0 ? -scaled : scaled;
}

/** True for a number with at most two decimals (19.99 yes, 19.999 no), float noise (0.1 + 0.2) tolerated. */
export function hasAtMostTwoDecimals(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** The words of {@link parseMoney}'s refusals, for a form that shows them as they are. */
export const MONEY_INPUT_ERRORS = {
  notAnAmount: 'Enter an amount in dollars, such as 50 or 50.00',
  tooManyDecimals: 'An amount of money has at most two decimals',
  negative: 'An amount of money cannot be negative',
  tooLarge: 'The amount is too large',
} as const;

export type ParsedMoney = { ok: true; cents: number } | { ok: false; error: string };

/**
 * What a form's field holds, as cents. Text may have spaces around it, a leading `$` and
 * thousands commas (" $1,000.50 " → 100050); a number input's number is taken as it is. An
 * amount with more than two decimals, a negative one and anything that is not a number are
 * refused with words to show ({@link MONEY_INPUT_ERRORS}); nothing is rounded.
 */
export function parseMoney(input: string | number): ParsedMoney {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return refused('notAnAmount');
    if (input < 0) return refused('negative');
    if (!hasAtMostTwoDecimals(input)) return refused('tooManyDecimals');
    return input * 100 <= Number.MAX_SAFE_INTEGER
      ? { ok: true, cents: dollarsToCents(input) }
      : refused('tooLarge');
  }
  const plain = input.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(plain);
  if (!match) return refused(/^-\$?[\d.]/.test(input.trim()) ? 'negative' : 'notAnAmount');
  const [, whole = '', decimals = ''] = match;
  if (decimals.length > 2) return refused('tooManyDecimals');
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? { ok: true, cents } : refused('tooLarge');
}

const refused = (error: keyof typeof MONEY_INPUT_ERRORS): ParsedMoney => ({
  ok: false,
  error: MONEY_INPUT_ERRORS[error],
});

/** US dollars, en-US: 123456 → "$1,234.56", -500 → "-$5.00", 0 → "$0.00". */
export function formatCents(cents: number): string {
  const whole = Math.abs(roundHalfAwayFromZero(cents));
  const sign = whole > 0 && cents < 0 ? '-' : '';
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** A dollar number (the API's) formatted as {@link formatCents} does: 1234.5 → "$1,234.50". */
export function formatDollars(amount: number): string {
  return formatCents(dollarsToCents(amount));
}

/**
 * Cents as plain text with two decimals, no currency sign and no thousands separator:
 * 123456 → "1234.56", -5 → "-0.05". For CSV cells and for pre-filling an input.
 */
export function formatPlainCents(cents: number): string {
  const whole = Math.abs(roundHalfAwayFromZero(cents));
  const sign = whole > 0 && cents < 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A line's total: unit price in cents × a whole quantity. Exact; nothing to round. */
export function lineTotalCents(unitCents: number, quantity: number): number {
  const total = wholeCents(unitCents, 'unit price') * quantity;
  if (!Number.isSafeInteger(quantity) || !Number.isSafeInteger(total)) {
    throw new RangeError(`Not a line of whole pieces: ${unitCents} × ${quantity}`);
  }
  return total;
}

/** The sum of amounts in cents. Exact; nothing to round. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const cents of amounts) total += wholeCents(cents, 'amount');
  if (!Number.isSafeInteger(total)) throw new RangeError(`Sum too large: ${total}`);
  return total;
}

/**
 * `percent` % of an amount in cents, rounded half away from zero to the cent: 8.875 % of
 * 30 cents is 2.6625 → 3; 50 % of 1 cent is 1; 50 % of -1 cent is -1. Worked out on the
 * decimal digits of the rate, so no float error moves a half cent. Tax and discounts use it.
 * @param percent a rate with at most four decimals (8.875 for 8.875 %)
 */
export function percentOfCents(cents: number, percent: number): number {
  // The rate in ten-thousandths of a percent (8.875 % → 88_750), a whole number.
  const rate = scaledToWhole(percent, 4);
  if (Math.abs(percent * 10_000 - rate) > 1e-6) {
    throw new RangeError(`A rate has at most four decimals, got ${percent}`);
  }
  return divideExactly(BigInt(wholeCents(cents, 'amount')) * BigInt(rate), 1_000_000n);
}

/** An amount in cents split `divisor` ways, to the cent (an average order value). */
export function divideCents(cents: number, divisor: number): number {
  if (!Number.isSafeInteger(divisor) || divisor === 0) {
    throw new RangeError(`Not a whole divisor: ${divisor}`);
  }
  return divideExactly(BigInt(wholeCents(cents, 'amount')), BigInt(divisor));
}

/**
 * The share of an amount in cents that `part` of `whole` units carry, to the cent: 1000 cents,
 * 1 of 3 units → 333; 2 of 3 → 667. A line returned in parts takes the difference of two shares
 * (docs/product/returns.md#what-a-line-refunds), so the parts add up to the line exactly.
 */
export function proportionOfCents(cents: number, part: number, whole: number): number {
  if (!Number.isSafeInteger(whole) || whole <= 0 || !Number.isSafeInteger(part) || part < 0) {
    throw new RangeError(`Not a share of whole units: ${part} of ${whole}`);
  }
  return divideExactly(BigInt(wholeCents(cents, 'amount')) * BigInt(part), BigInt(whole));
}

/**
 * `cents` shared out over parts in proportion to their `weights` (whole cents, zero or more), by
 * the largest remainder: each part first takes the whole cents of its exact share
 * (cents × weight ÷ Σ weights, rounded down), then the cents left over go one each to the parts
 * whose exact shares had the largest fractions, the earlier part first on a tie. The shares add up
 * to `cents` exactly, and no part gets more than its weight while `cents` is within Σ weights.
 * The one rule for an order-wide discount's share of each line
 * (docs/decisions/0115-order-discount-shares-and-per-owner-limits.md): 100 over 1:1:1 is
 * 34, 33, 33. All zero weights share nothing.
 */
export function allocateCents(cents: number, weights: readonly number[]): number[] {
  const total = BigInt(sumCents(weights));
  const amount = BigInt(wholeCents(cents, 'amount'));
  if (amount < 0n) throw new RangeError(`Cannot share out a negative amount: ${cents}`);
  if (total === 0n) return weights.map(() => 0);
  if (weights.some((weight) => weight < 0))
    throw new RangeError('Shares are in proportion to weights of zero or more');
  const exact = weights.map((weight) => amount * BigInt(weight));
  const shares = exact.map((product) => product / total);
  let left = Number(amount - shares.reduce((sum, share) => sum + share, 0n));
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % total }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1n;
    left -= 1;
  }
  return shares.map(Number);
}

/** numerator ÷ denominator, half away from zero, on whole numbers (no float error). */
function divideExactly(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d + (2n * (n % d) >= d ? 1n : 0n);
  const result = Number(negative ? -quotient : quotient);
  return result === 0 ? 0 : result;
}

function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

function wholeCents(cents: number, what: string): number {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`The ${what} is not whole cents: ${cents}`);
  return cents;
}
