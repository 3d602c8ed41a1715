import { isOverLimit, largestDiscountPercent, sharesOf } from './discount-share';

const line = (totalPriceCents: number, discountCents = 0) => ({ totalPriceCents, discountCents });
const reason = { reason: 'loyalty', note: null } as const;
const amount = (value: number) => ({ kind: 'amount', value, ...reason }) as const;
const percent = (value: number) => ({ kind: 'percent', value, ...reason }) as const;

describe('the share a till discount takes', () => {
  it('reads each line against its own total and the sale against what the lines left', () => {
    // $2.00 off a $20.00 line is 10 %; $1.80 off the $18.00 + $10.00 left is 6.5 % (6.43 up).
    const shares = sharesOf(
      { lines: [line(2000, 200), line(1000)], orderDiscountCents: 180 },
      { lines: [amount(2), null], sale: amount(1.8) },
    );
    expect(largestDiscountPercent(shares)).toBe(10);
    expect(isOverLimit(shares, 10)).toBe(false);
    expect(isOverLimit(shares, 9)).toBe(true);
  });

  it('never reads an amount a hair over the limit as within it', () => {
    const shares = sharesOf(
      { lines: [line(3000)], orderDiscountCents: 301 },
      { lines: [null], sale: amount(3.01) },
    );
    expect(largestDiscountPercent(shares)).toBe(10.1);
    expect(isOverLimit(shares, 10)).toBe(true);
  });

  it('judges a percentage as given, whatever rounding to the cent takes', () => {
    // 10 % of $59.95 is $5.995, rounded to $6.00: still the 10 % the cashier gave.
    const shares = sharesOf(
      { lines: [line(5995)], orderDiscountCents: 600 },
      { lines: [null], sale: percent(10) },
    );
    expect(largestDiscountPercent(shares)).toBe(10);
    expect(isOverLimit(shares, 10)).toBe(false);
    expect(isOverLimit(shares, 9.5)).toBe(true);
  });

  it('answers 0 for a sale without discounts and 100 for a line given away', () => {
    const none = { lines: [null], sale: null };
    expect(
      largestDiscountPercent(sharesOf({ lines: [line(500)], orderDiscountCents: 0 }, none)),
    ).toBe(0);
    const away = sharesOf(
      { lines: [line(500, 500)], orderDiscountCents: 0 },
      { lines: [amount(5)], sale: null },
    );
    expect(largestDiscountPercent(away)).toBe(100);
  });
});
