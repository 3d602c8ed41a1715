import { returnedAmounts } from './return-amounts';

const line = { quantity: 3, totalPriceCents: 1000, taxCents: 89 };
const none = { quantity: 0, totalCents: 0, taxCents: 0 };

describe('what returned units paid', () => {
  it('takes the units’ share of the line and of its tax', () => {
    expect(returnedAmounts(line, none, 1)).toEqual({ totalCents: 333, taxCents: 30 });
    expect(returnedAmounts(line, none, 2)).toEqual({ totalCents: 667, taxCents: 59 });
    expect(returnedAmounts(line, none, 3)).toEqual({ totalCents: 1000, taxCents: 89 });
  });

  it('gives the last units what remains, so the parts add up to the line', () => {
    const first = returnedAmounts(line, none, 1);
    const second = returnedAmounts(line, { quantity: 1, ...first }, 1);
    const taken = {
      quantity: 2,
      totalCents: first.totalCents + second.totalCents,
      taxCents: first.taxCents + second.taxCents,
    };
    const last = returnedAmounts(line, taken, 1);
    expect(first.totalCents + second.totalCents + last.totalCents).toBe(1000);
    expect(first.taxCents + second.taxCents + last.taxCents).toBe(89);
    expect(last).toEqual({ totalCents: 333, taxCents: 30 });
  });

  it('stays exact when an earlier request was declined in between', () => {
    // 1 unit taken by a return whose share was worked out beside a request declined later.
    const taken = { quantity: 1, totalCents: 334, taxCents: 29 };
    expect(returnedAmounts(line, taken, 2)).toEqual({ totalCents: 666, taxCents: 60 });
  });

  it('refuses more units than the line has left', () => {
    expect(() => returnedAmounts(line, { ...none, quantity: 2 }, 2)).toThrow(RangeError);
    expect(() => returnedAmounts(line, none, 0)).toThrow(RangeError);
  });
});
