import { thousandthsToPercent } from '@shop/contracts';

/**
 * The shop's tax rules as pricing reads them (docs/product/tax.md#which-rate-a-line-pays): the
 * default rate and each category's own rule. Pure; the checkout and the quote build it from
 * rows and ask it for each line's rate.
 */

/** A rate as a purchase line keeps it: its name then and its percentage. */
export interface AppliedTaxRate {
  name: string;
  /** Percent, up to three decimals: 8.875. */
  percent: number;
}

export interface TaxTable {
  defaultRate: AppliedTaxRate | null;
  /** A category's own rule: a rate, or null for exempt. Absent: the default rate. */
  categories: ReadonlyMap<number, AppliedTaxRate | null>;
}

/** No rate set, the shop's state out of the box: every line is taxed $0.00. */
export const NO_TAX: TaxTable = { defaultRate: null, categories: new Map() };

/** The rate a line of this category pays: its category's own rule, else the default; null for none. */
export function taxRateFor(
  table: TaxTable,
  categoryId: number | null | undefined,
): AppliedTaxRate | null {
  if (categoryId != null && table.categories.has(categoryId))
    return table.categories.get(categoryId) ?? null;
  return table.defaultRate;
}

/** One rule as stored: the default rate (no category), or a category's exempt or own rate. */
export interface TaxTableRow {
  categoryId: number | string | null;
  rule: 'default' | 'exempt' | 'rate';
  name: string | null;
  thousandths: number | string | null;
}

/** The table from its rows, as the checkout's statement and the tax service read them. */
export function taxTableOf(rows: readonly TaxTableRow[]): TaxTable {
  const rate = (row: TaxTableRow): AppliedTaxRate | null =>
    row.name === null
      ? null
      : { name: row.name, percent: thousandthsToPercent(Number(row.thousandths)) };
  const categories = new Map<number, AppliedTaxRate | null>();
  let defaultRate: AppliedTaxRate | null = null;
  for (const row of rows) {
    if (row.rule === 'default') defaultRate = rate(row);
    else categories.set(Number(row.categoryId), row.rule === 'exempt' ? null : rate(row));
  }
  return { defaultRate, categories };
}
