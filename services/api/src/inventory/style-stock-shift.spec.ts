import { styleStockShift } from './style-stock-shift';

describe('styleStockShift', () => {
  it('moves the units only while the variant stays in stock', () => {
    expect(styleStockShift(20, 12, 4)).toEqual({ stock: -8, low: 0, out: 0 });
  });

  it('counts a variant sold down into low stock, then out of stock', () => {
    expect(styleStockShift(5, 4, 4)).toEqual({ stock: -1, low: 1, out: 0 });
    expect(styleStockShift(4, 0, 4)).toEqual({ stock: -4, low: -1, out: 1 });
  });

  it('takes a variant restocked from out of stock straight past low', () => {
    expect(styleStockShift(0, 9, 4)).toEqual({ stock: 9, low: 0, out: -1 });
  });

  it('treats a minimum of 0 as never low', () => {
    expect(styleStockShift(1, 0, 0)).toEqual({ stock: -1, low: 0, out: 1 });
  });
});
