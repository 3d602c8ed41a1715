import { isPriceableLine, lineTotal, linesTotal } from './line-totals';

describe('line totals of the cart and the till', () => {
  it('prices a line in cents, so float error never shows', () => {
    expect(lineTotal({ selling_price: 0.1, quantity: 3 })).toBe(0.3);
    expect(lineTotal({ selling_price: 19.99, quantity: 3 })).toBe(59.97);
  });

  it('adds up lines in cents', () => {
    const lines = [
      { selling_price: 0.1, quantity: 1 },
      { selling_price: 0.2, quantity: 1 },
      { selling_price: 999_999.99, quantity: 2 },
    ];
    expect(linesTotal(lines)).toBe(2_000_000.28);
    expect(linesTotal([])).toBe(0);
  });

  it('keeps only lines a reload can price: whole pieces at a price in cents', () => {
    expect(isPriceableLine({ selling_price: 19.99, quantity: 2 })).toBe(true);
    expect(isPriceableLine({ selling_price: 19.99, quantity: 1.5 })).toBe(false);
    expect(isPriceableLine({ selling_price: 19.999, quantity: 1 })).toBe(false);
    expect(isPriceableLine({ selling_price: '19.99', quantity: 1 })).toBe(false);
    expect(isPriceableLine({ quantity: 1 })).toBe(false);
    expect(isPriceableLine({ selling_price: 5, quantity: 0 })).toBe(false);
  });
});
