import { changeDue, parseAmount, suggestedTenders } from './tender';

describe('cash tendered', () => {
  it.each([
    [69.99, [70, 80, 100]],
    [12.5, [13, 15, 20, 50]],
    [20, [50, 100]],
    [0.99, [1, 5, 10, 20]],
    [250, [260, 300]],
  ])('offers round amounts above %p: %p', (total, offers) => {
    expect(suggestedTenders(total)).toEqual(offers);
  });

  it('gives the change to the cent, and none while the amount is short', () => {
    expect(changeDue(100, 69.99)).toBe(30.01);
    expect(changeDue(0.3, 0.1 + 0.2)).toBe(0);
    expect(changeDue(69.98, 69.99)).toBeNull();
    expect(changeDue(Number.NaN, 10)).toBeNull();
  });

  it('reads what a cashier types: digits, a dot, two decimals, a $ and commas', () => {
    expect(parseAmount('50')).toBe(50);
    expect(parseAmount(' $1,000.50 ')).toBe(1000.5);
    expect(parseAmount('12.')).toBe(12);
    expect(parseAmount('12.345')).toBeNaN();
    expect(parseAmount('-5')).toBeNaN();
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('ten')).toBeNaN();
  });
});
