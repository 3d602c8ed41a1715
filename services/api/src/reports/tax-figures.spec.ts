import { salesTax } from './tax-figures';

const nyc = { rateName: 'NYC', rateThousandths: 8875 };
const state = { rateName: 'State', rateThousandths: 4000 };

describe('salesTax', () => {
  it('adds the tax up by rate and lists each day and rate, in order', () => {
    const tax = salesTax([
      { date: '2031-03-02', ...state, taxableCents: 1000, taxCents: 40 },
      { date: '2031-03-02', ...nyc, taxableCents: 30, taxCents: 3 },
      { date: '2031-03-01', ...nyc, taxableCents: 1000, taxCents: 89 },
    ]);
    expect(tax.total_tax).toBe(1.32);
    expect(tax.by_rate).toEqual([
      { rate_name: 'NYC', percentage: 8.875, taxable_sales: 10.3, tax: 0.92 },
      { rate_name: 'State', percentage: 4, taxable_sales: 10, tax: 0.4 },
    ]);
    expect(tax.daily.map((day) => [day.date, day.rate_name, day.tax])).toEqual([
      ['2031-03-01', 'NYC', 0.89],
      ['2031-03-02', 'NYC', 0.03],
      ['2031-03-02', 'State', 0.4],
    ]);
  });

  it('is zero with nothing taxed', () => {
    expect(salesTax([])).toEqual({ total_tax: 0, by_rate: [], daily: [] });
  });

  it('keeps a rate whose percentage changed as two rows', () => {
    const tax = salesTax([
      { date: '2031-03-01', ...nyc, taxableCents: 100, taxCents: 9 },
      { date: '2031-03-02', ...nyc, rateThousandths: 9000, taxableCents: 100, taxCents: 9 },
    ]);
    expect(tax.by_rate.map((rate) => rate.percentage)).toEqual([8.875, 9]);
  });
});
