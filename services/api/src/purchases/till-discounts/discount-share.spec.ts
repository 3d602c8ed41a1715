import { isOverLimit, largestDiscountPercent } from './discount-share';

const line = (totalPriceCents: number, discountCents = 0) => ({ totalPriceCents, discountCents });

describe('the share a till discount takes', () => {
  it('reads each line against its own total and the sale against what the lines left', () => {
    // $2.00 off a $20.00 line is 10 %; $1.80 off the $18.00 + $10.00 left is 6.5 % (6.43 up).
    const order = { lines: [line(2000, 200), line(1000)], orderDiscountCents: 180 };
    expect(largestDiscountPercent(order)).toBe(10);
    expect(isOverLimit(order, 10)).toBe(false);
    expect(isOverLimit(order, 9)).toBe(true);
  });

  it('never reads a discount a hair over the limit as within it', () => {
    const order = { lines: [line(3000)], orderDiscountCents: 301 };
    expect(largestDiscountPercent(order)).toBe(10.1);
    expect(isOverLimit(order, 10)).toBe(true);
  });

  it('answers 0 for a sale without discounts and 100 for a line given away', () => {
    expect(largestDiscountPercent({ lines: [line(500)], orderDiscountCents: 0 })).toBe(0);
    expect(largestDiscountPercent({ lines: [line(500, 500)], orderDiscountCents: 0 })).toBe(100);
  });
});
