import { weightedAverageCostCents } from './weighted-cost';

describe('weightedAverageCostCents', () => {
  it('weighs the stock on hand and the goods received by their quantities', () => {
    expect(weightedAverageCostCents(10, 500, 30, 700)).toBe(650);
    expect(weightedAverageCostCents(1, 1000, 1, 2000)).toBe(1500);
  });

  it('takes the unit cost when nothing is on hand', () => {
    expect(weightedAverageCostCents(0, 999, 5, 1234)).toBe(1234);
  });

  it('rounds to the nearest cent, half up', () => {
    // (2 × 100 + 1 × 101) / 3 = 100.33… -> 100; (1 × 100 + 1 × 101) / 2 = 100.5 -> 101
    expect(weightedAverageCostCents(2, 100, 1, 101)).toBe(100);
    expect(weightedAverageCostCents(1, 100, 1, 101)).toBe(101);
  });

  it('refuses impossible inputs', () => {
    expect(() => weightedAverageCostCents(-1, 100, 1, 100)).toThrow(RangeError);
    expect(() => weightedAverageCostCents(1, 100, 0, 100)).toThrow(RangeError);
    expect(() => weightedAverageCostCents(1, 1.5, 1, 100)).toThrow(RangeError);
  });
});
