import { stockStatus, suggestedReorderQuantity } from './inventory';

describe('stockStatus', () => {
  it('is out_of_stock at zero, even when the minimum is zero', () => {
    expect(stockStatus(0, 5)).toBe('out_of_stock');
    expect(stockStatus(0, 0)).toBe('out_of_stock');
  });

  it('is low_stock above zero and at or below the minimum level', () => {
    expect(stockStatus(5, 5)).toBe('low_stock');
    expect(stockStatus(1, 5)).toBe('low_stock');
  });

  it('is in_stock above the minimum level', () => {
    expect(stockStatus(6, 5)).toBe('in_stock');
    expect(stockStatus(1, 0)).toBe('in_stock');
  });
});

describe('suggestedReorderQuantity', () => {
  it('fills a low or empty shelf up to the maximum level', () => {
    expect(suggestedReorderQuantity(0, 10, 80)).toBe(80);
    expect(suggestedReorderQuantity(10, 10, 80)).toBe(70);
  });

  it('suggests nothing while the stock is above the minimum', () => {
    expect(suggestedReorderQuantity(11, 10, 80)).toBe(0);
  });

  it('never suggests a negative quantity', () => {
    expect(suggestedReorderQuantity(5, 5, 5)).toBe(0);
  });
});
