import { dollarsToCents, formatPlainCents } from '@shop/contracts';

/** Characters that make a spreadsheet read a cell as a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet will show as text: one that would start a formula gets
 * a leading apostrophe, which spreadsheets hide. Product names are staff input, and
 * a name such as `=HYPERLINK(…)` must not run on whoever opens the file. Every CSV
 * export writes its text cells through this (inventory, reports).
 */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Dollars as a CSV cell: always two decimals, no currency sign, no thousands separator. */
export const csvMoney = (amount: number) => formatPlainCents(dollarsToCents(amount));
