import { CATALOGUE_CSV_COLUMNS, formatPlainCents } from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';
import { defuseFormula } from '../common/csv-cells';
import type { CatalogueCsvColumn, CatalogueCsvRecord } from './catalogue-csv-row';

/**
 * One variant's cells, by column. Text is defused (a name such as `=HYPERLINK(…)` must not run
 * in whoever opens the file); the import takes the apostrophe off again, so an exported file
 * imports back unchanged (docs/product/catalogue.md#import-and-export).
 */
function cellsOf(record: CatalogueCsvRecord): Record<CatalogueCsvColumn, string | number> {
  return {
    style_code: defuseFormula(record.style_code),
    name: defuseFormula(record.name),
    brand: defuseFormula(record.brand),
    category: defuseFormula(record.category),
    description: defuseFormula(record.description),
    tags: defuseFormula(record.tags.join('|')),
    supplier: defuseFormula(record.supplier ?? ''),
    sku: defuseFormula(record.sku),
    barcode: record.barcode ?? '',
    size: record.size,
    color: record.color,
    selling_price: formatPlainCents(record.selling_price_cents),
    cost_price: formatPlainCents(record.cost_price_cents),
    minimum_stock_level: record.minimum_stock_level,
    maximum_stock_level: record.maximum_stock_level,
    quantity_in_stock: record.quantity_in_stock,
    status: record.is_active ? 'active' : 'archived',
  };
}

/** The catalogue as CSV: the contract's header, a row per variant, CRLF line ends (RFC 4180). */
export function catalogueCsv(records: readonly CatalogueCsvRecord[]): string {
  const rows = records.map((record) => {
    const cells = cellsOf(record);
    return CATALOGUE_CSV_COLUMNS.map((column) => cells[column]);
  });
  return stringify([[...CATALOGUE_CSV_COLUMNS], ...rows], { record_delimiter: 'windows' });
}
