import { amountToCents, assertCents, centsToAmount } from './money';

describe('money', () => {
  it('turns cents into two-decimal amounts', () => {
    expect(centsToAmount(1999)).toBe(19.99);
    expect(centsToAmount(5)).toBe(0.05);
    expect(centsToAmount(0)).toBe(0);
  });

  it('turns amounts into the nearest cent, despite float error', () => {
    expect(amountToCents(19.99)).toBe(1999);
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    expect(amountToCents(1.005)).toBe(100);
  });

  it('round-trips every cent value', () => {
    for (let cents = 0; cents < 10_000; cents += 7)
      expect(amountToCents(centsToAmount(cents))).toBe(cents);
  });

  it('refuses negative and fractional cents', () => {
    expect(assertCents('price', 100)).toBe(100);
    expect(() => assertCents('price', -1)).toThrow(RangeError);
    expect(() => assertCents('price', 1.5)).toThrow('price must be a whole');
  });
});
