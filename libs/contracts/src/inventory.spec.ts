import { stockStatus } from './inventory';

describe('stockStatus', () => {
  it('is out_of_stock at zero, even when the minimum is zero', () => {
    expect(stockStatus(0, 5)).toBe('out_of_stock');
    expect(stockStatus(0, 0)).toBe('out_of_stock');
  });

  it('is low_stock at or below the minimum level', () => {
    expect(stockStatus(5, 5)).toBe('low_stock');
    expect(stockStatus(1, 5)).toBe('low_stock');
  });

  it('is in_stock above the minimum level', () => {
    expect(stockStatus(6, 5)).toBe('in_stock');
  });
});
