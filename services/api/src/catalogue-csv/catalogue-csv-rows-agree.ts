import type { ImportRowError } from '@shop/contracts';
import type { CatalogueCsvRow } from './catalogue-csv-row';

/** The fields a style's rows must all say the same way; a field the file leaves out agrees. */
export const STYLE_FIELDS = [
  'name',
  'brand',
  'category',
  'description',
  'tags',
  'supplier',
] as const;

/** SKUs and style codes compare as the database does: MySQL's collation ignores case. */
export const skuKey = (sku: string) => sku.trim().toLowerCase();

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What no single row shows: a SKU or barcode twice in the file, a size and colour twice in one
 * style, and rows of one style that disagree on the style's fields. The later row is the bad one,
 * and its reason names the earlier line.
 */
export function checkAcrossRows(rows: readonly CatalogueCsvRow[]): ImportRowError[] {
  const errors: ImportRowError[] = [];
  const skus = new Map<string, number>();
  const barcodes = new Map<string, number>();
  const pairs = new Map<string, number>();
  const styles = new Map<string, CatalogueCsvRow>();
  for (const row of rows) {
    const refuse = (reason: string) => errors.push({ line: row.line, reason });
    const sku = skus.get(skuKey(row.sku));
    if (sku !== undefined) refuse(`SKU ${row.sku} is also on line ${sku}`);
    else skus.set(skuKey(row.sku), row.line);
    if (row.barcode) {
      const barcode = barcodes.get(row.barcode);
      if (barcode !== undefined) refuse(`barcode ${row.barcode} is also on line ${barcode}`);
      else barcodes.set(row.barcode, row.line);
    }
    const pairKey = `${row.style_code}|${row.size}|${row.color}`;
    const pair = pairs.get(pairKey);
    if (pair !== undefined) {
      refuse(`style ${row.style_code} has ${row.color} ${row.size} on line ${pair} already`);
    } else pairs.set(pairKey, row.line);
    const first = styles.get(row.style_code);
    if (!first) {
      styles.set(row.style_code, row);
      continue;
    }
    const differing = STYLE_FIELDS.filter((field) => !sameValue(first[field], row[field]));
    if (differing.length) {
      refuse(
        `style ${row.style_code} has a different ${differing.join(', ')} on line ${first.line}`,
      );
    }
  }
  return errors;
}
