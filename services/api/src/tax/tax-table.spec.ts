import { NO_TAX, taxRateFor, taxTableOf, type TaxTable } from './tax-table';

const state = { name: 'State', percent: 4 };
const city = { name: 'NYC', percent: 8.875 };
const table: TaxTable = {
  defaultRate: city,
  categories: new Map([
    [1, null],
    [2, state],
  ]),
};

describe('taxRateFor', () => {
  it('takes a category rule first: exempt or its own rate', () => {
    expect(taxRateFor(table, 1)).toBeNull();
    expect(taxRateFor(table, 2)).toBe(state);
  });

  it('falls back to the default rate, also for a line without a category', () => {
    expect(taxRateFor(table, 3)).toBe(city);
    expect(taxRateFor(table, null)).toBe(city);
  });

  it('charges nothing when no rate is set', () => {
    expect(taxRateFor(NO_TAX, 2)).toBeNull();
  });
});

describe('taxTableOf', () => {
  it('reads the default rate and the category rules from their rows', () => {
    expect(
      taxTableOf([
        { categoryId: null, rule: 'default', name: 'NYC', thousandths: '8875' },
        { categoryId: '1', rule: 'exempt', name: null, thousandths: null },
        { categoryId: 2, rule: 'rate', name: 'State', thousandths: 4000 },
      ]),
    ).toEqual(table);
  });
});
