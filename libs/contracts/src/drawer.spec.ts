import {
  countedCents,
  denominationsOf,
  expectedCashCents,
  nonZeroCounts,
  overShortCents,
  overShortLabel,
} from './drawer';

describe('countedCents', () => {
  it('adds up bills and coins, each key its own value', () => {
    expect(countedCents({})).toBe(0);
    expect(countedCents({ twenties: 4, tens: 1, fives: 2 })).toBe(10_000);
    expect(countedCents({ ones: 3, dollar_coins: 2, quarters: 3, dimes: 1, pennies: 4 })).toBe(589);
    expect(countedCents({ hundreds: 1, half_dollars: 1, nickels: 1 })).toBe(10_055);
  });

  it('refuses a count that is not whole pieces', () => {
    expect(() => countedCents({ quarters: 1.5 })).toThrow(RangeError);
  });
});

describe('nonZeroCounts', () => {
  it('keeps what was counted, in the drawer order', () => {
    expect(Object.keys(nonZeroCounts({ pennies: 2, tens: 0, hundreds: 1 }))).toEqual([
      'hundreds',
      'pennies',
    ]);
  });
});

describe('expectedCashCents', () => {
  const flows = {
    floatCents: 10_000,
    cashSalesCents: 4_599,
    cashRefundsCents: 0,
    cashInCents: 0,
    cashOutCents: 0,
  };

  it('is the float plus cash sales', () => {
    expect(expectedCashCents(flows)).toBe(14_599);
  });

  it('takes off cash refunds and cash out, adds cash in', () => {
    expect(
      expectedCashCents({
        ...flows,
        cashRefundsCents: 1_000,
        cashInCents: 2_500,
        cashOutCents: 599,
      }),
    ).toBe(10_000 + 4_599 - 1_000 + 2_500 - 599);
  });
});

describe('over and short', () => {
  it('is counted less expected', () => {
    expect(overShortCents(14_099, 14_599)).toBe(-500);
    expect(overShortCents(14_600, 14_599)).toBe(1);
    expect(overShortCents(100, 100)).toBe(0);
  });

  it('is said in words', () => {
    expect(overShortLabel(-500)).toBe('Short $5.00');
    expect(overShortLabel(1)).toBe('Over $0.01');
    expect(overShortLabel(0)).toBe('Even');
  });
});

describe('denominationsOf', () => {
  it('breaks an amount into common bills and coins that add up to it', () => {
    expect(denominationsOf(18_791)).toEqual({
      hundreds: 1,
      fifties: 1,
      twenties: 1,
      tens: 1,
      fives: 1,
      ones: 2,
      quarters: 3,
      dimes: 1,
      nickels: 1,
      pennies: 1,
    });
    for (const cents of [0, 1, 99, 10_000, 123_456])
      expect(countedCents(denominationsOf(cents))).toBe(cents);
  });
});
