import {
  assertCents,
  allocateCents,
  centsToDollars,
  divideCents,
  dollarsToCents,
  formatCents,
  formatDollars,
  formatPlainCents,
  hasAtMostTwoDecimals,
  lineTotalCents,
  MONEY_INPUT_ERRORS,
  parseMoney,
  percentOfCents,
  proportionOfCents,
  sumCents,
} from './money';

describe('money: cents and the API dollars', () => {
  it('turns cents into two-decimal dollar numbers, as the API answers them', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(5)).toBe(0.05);
    expect(centsToDollars(0)).toBe(0);
    expect(centsToDollars(-500)).toBe(-5);
    expect(centsToDollars(100_000_000)).toBe(1_000_000);
  });

  it('turns dollars into cents half away from zero, as written, despite float error', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.999)).toBe(2000);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(-1.005)).toBe(-101);
    expect(dollarsToCents(2.675)).toBe(268);
    expect(dollarsToCents(0.004)).toBe(0);
    expect(dollarsToCents(-0.004)).toBe(0);
    expect(dollarsToCents(1e6)).toBe(100_000_000);
    expect(dollarsToCents(999_999.99)).toBe(99_999_999);
    expect(dollarsToCents(1e-7)).toBe(0);
  });

  it('refuses what is not an amount of cents', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Infinity)).toThrow(RangeError);
    expect(() => dollarsToCents(1e21)).toThrow('too large');
  });

  it('round-trips every cent value', () => {
    for (let cents = -10_000; cents < 10_000; cents += 7)
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    expect(dollarsToCents(centsToDollars(99_999_999_999))).toBe(99_999_999_999);
  });

  it('tells two decimals from more, despite binary float noise', () => {
    for (const amount of [1, 19.9, 19.99, 0.07, 1.15, 4.35, 999_999.99, 0.1 + 0.2])
      expect(hasAtMostTwoDecimals(amount)).toBe(true);
    for (const amount of [19.999, 0.001, 1.005, NaN, Infinity])
      expect(hasAtMostTwoDecimals(amount)).toBe(false);
  });

  it('keeps negative and fractional cents out of entities', () => {
    expect(assertCents('price', 100)).toBe(100);
    expect(() => assertCents('price', -1)).toThrow(RangeError);
    expect(() => assertCents('price', 1.5)).toThrow('price must be a whole');
  });
});

describe('money: a form field to cents', () => {
  it('reads typed dollars', () => {
    expect(parseMoney('50')).toEqual({ ok: true, cents: 5000 });
    expect(parseMoney(' $1,000.50 ')).toEqual({ ok: true, cents: 100_050 });
    expect(parseMoney('12.')).toEqual({ ok: true, cents: 1200 });
    expect(parseMoney('0.07')).toEqual({ ok: true, cents: 7 });
    expect(parseMoney('1000000')).toEqual({ ok: true, cents: 100_000_000 });
  });

  it('takes a number input as it is', () => {
    expect(parseMoney(19.99)).toEqual({ ok: true, cents: 1999 });
    expect(parseMoney(0.1 + 0.2)).toEqual({ ok: true, cents: 30 });
    expect(parseMoney(0)).toEqual({ ok: true, cents: 0 });
  });

  it('refuses more than two decimals, negatives and non-numbers, saying which', () => {
    const refusal = (error: string) => ({ ok: false, error });
    expect(parseMoney('19.999')).toEqual(refusal(MONEY_INPUT_ERRORS.tooManyDecimals));
    expect(parseMoney(19.999)).toEqual(refusal(MONEY_INPUT_ERRORS.tooManyDecimals));
    expect(parseMoney('-5')).toEqual(refusal(MONEY_INPUT_ERRORS.negative));
    expect(parseMoney('-$5.00')).toEqual(refusal(MONEY_INPUT_ERRORS.negative));
    expect(parseMoney(-5)).toEqual(refusal(MONEY_INPUT_ERRORS.negative));
    for (const text of ['', 'ten', '.5', '1e3', '5 dollars', '$', '0x10'])
      expect(parseMoney(text)).toEqual(refusal(MONEY_INPUT_ERRORS.notAnAmount));
    expect(parseMoney(Number.NaN)).toEqual(refusal(MONEY_INPUT_ERRORS.notAnAmount));
    expect(parseMoney('99999999999999999')).toEqual(refusal(MONEY_INPUT_ERRORS.tooLarge));
    expect(parseMoney(1e20)).toEqual(refusal(MONEY_INPUT_ERRORS.tooLarge));
  });
});

describe('money: en-US text', () => {
  it('formats cents as US dollars', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(100_000_000)).toBe('$1,000,000.00');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('formats the API dollars the same way', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(-5)).toBe('-$5.00');
    expect(formatDollars(1234567.891)).toBe('$1,234,567.89');
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
  });

  it('agrees with Intl on every amount a shop shows, rounding included', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [0.005, 0.015, 0.125, 1.005, 2.675, 999.995, 1000, 99999.99, 1e9 + 0.5];
    amounts.push(-0.005, -1.005, -2.675, -999.995);
    for (let cents = -250; cents <= 250_000; cents += 7) amounts.push(cents / 100);
    // Three decimals (a computed total) spread over a wide range, the same every run.
    for (let i = 1; i <= 5000; i++) amounts.push(((i * 7_919_113) % 100_000_007) / 1000);
    for (const amount of amounts) expect(formatDollars(amount)).toBe(intl.format(amount));
  });

  it('writes plain two-decimal text for CSV cells and inputs', () => {
    expect(formatPlainCents(123_456)).toBe('1234.56');
    expect(formatPlainCents(5)).toBe('0.05');
    expect(formatPlainCents(-5)).toBe('-0.05');
    expect(formatPlainCents(0)).toBe('0.00');
  });
});

describe('money: arithmetic in cents', () => {
  it('prices a line as unit cents × quantity, exactly', () => {
    expect(lineTotalCents(1999, 3)).toBe(5997);
    expect(lineTotalCents(10, 3)).toBe(30);
    expect(lineTotalCents(dollarsToCents(0.1), 3)).toBe(30); // not 0.30000000000000004
    expect(lineTotalCents(100_000_000, 100)).toBe(10_000_000_000);
    expect(() => lineTotalCents(19.99, 1)).toThrow('not whole cents');
    expect(() => lineTotalCents(1999, 1.5)).toThrow(RangeError);
  });

  it('adds amounts exactly', () => {
    expect(sumCents([10, 20])).toBe(30);
    expect(sumCents([])).toBe(0);
    expect(sumCents([500, -1999])).toBe(-1499);
    expect(sumCents(new Set([100_000_000, 1]))).toBe(100_000_001);
    expect(() => sumCents([0.5])).toThrow(RangeError);
  });

  it('takes a percentage half away from zero to the cent', () => {
    // 8.875 % of $0.10 × 3: 2.6625 cents on the line total → 3.
    expect(percentOfCents(lineTotalCents(10, 3), 8.875)).toBe(3);
    // On $0.10 × 5 it is 4.4375 → 4 (rounding each piece would have said 5).
    expect(percentOfCents(lineTotalCents(10, 5), 8.875)).toBe(4);
    expect(percentOfCents(1, 50)).toBe(1);
    expect(percentOfCents(-1, 50)).toBe(-1);
    expect(percentOfCents(3, 50)).toBe(2);
    expect(percentOfCents(1999, 120)).toBe(2399);
    expect(percentOfCents(50, 7.3)).toBe(4); // 3.65, with no float error to pull it down
    expect(percentOfCents(100_000_000, 8.875)).toBe(8_875_000);
    expect(percentOfCents(999_999_999_999, 8.8751)).toBe(88_751_000_000);
    expect(percentOfCents(1234, 0)).toBe(0);
    expect(() => percentOfCents(100, 8.87501)).toThrow('four decimals');
  });

  it('divides to the cent, half away from zero', () => {
    expect(divideCents(1000, 3)).toBe(333);
    expect(divideCents(2000, 3)).toBe(667);
    expect(divideCents(5, 2)).toBe(3);
    expect(divideCents(-5, 2)).toBe(-3);
    expect(divideCents(0, 7)).toBe(0);
    expect(() => divideCents(100, 0)).toThrow(RangeError);
  });

  it('takes the share of some units, so parts of a line add up to the line', () => {
    expect(proportionOfCents(1000, 1, 3)).toBe(333);
    expect(proportionOfCents(1000, 2, 3)).toBe(667);
    expect(proportionOfCents(1000, 3, 3)).toBe(1000);
    expect(proportionOfCents(1000, 0, 3)).toBe(0);
    expect(proportionOfCents(5, 1, 2)).toBe(3);
    expect(() => proportionOfCents(100, 1, 0)).toThrow(RangeError);
    expect(() => proportionOfCents(100, -1, 2)).toThrow(RangeError);
  });
});

describe('money: an amount shared out by the largest remainder', () => {
  it('gives the cents left over to the largest fractions, the earlier line on a tie', () => {
    // 100 over 1:1:1 is 33.33 each: 33 each, the one cent left to the first.
    expect(allocateCents(100, [1000, 1000, 1000])).toEqual([34, 33, 33]);
    // 1000 over 1:2:... exact 142.86, 285.71, 571.43: floors 142, 285, 571, the 2 left to .86 and .71.
    expect(allocateCents(1000, [100, 200, 400])).toEqual([143, 286, 571]);
  });

  it('adds up to the amount exactly and never gives a line more than it has', () => {
    const weights = [1999, 1, 3333, 0, 47];
    for (const cents of [0, 1, 7, 999, 2500, 5380]) {
      const shares = allocateCents(cents, weights);
      expect(sumCents(shares)).toBe(cents);
      shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(weights[index]!));
    }
    expect(allocateCents(3, [3, 3, 0])).toEqual([2, 1, 0]);
    expect(allocateCents(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('shares nothing over no weight, and refuses what is not whole cents', () => {
    expect(allocateCents(0, [0, 0])).toEqual([0, 0]);
    expect(allocateCents(50, [0, 0])).toEqual([0, 0]);
    expect(() => allocateCents(1.5, [1])).toThrow(RangeError);
    expect(() => allocateCents(-1, [1])).toThrow(RangeError);
  });
});
