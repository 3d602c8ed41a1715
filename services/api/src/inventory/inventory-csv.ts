import {
  dollarsToCents,
  formatPlainCents,
  lineTotalCents,
  STOCK_STATUS_LABELS,
  type InventoryRecord,
} from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';
import { csvMoney, defuseFormula } from '../common/csv-cells';

/** The export's columns, in order (issue 15): what the inventory screen shows, plus value. */
export const INVENTORY_CSV_HEADER = [
  'SKU',
  'Name',
  'Brand',
  'Size',
  'Colour',
  'Stock',
  'Minimum',
  'Maximum',
  'Status',
  'Last restocked',
  'Unit cost',
  'Stock value',
] as const;

// Re-exported: the helper moved to common/ when the report exports came to use it too.
export { defuseFormula };

/**
 * One CSV row of a record, in the header's order. Numbers stay plain; text is defused. A record
 * shown without its cost (no `see_costs`) leaves the two cost cells empty.
 */
export function inventoryCsvRow(record: InventoryRecord): (string | number)[] {
  const { product } = record;
  return [
    defuseFormula(product.sku),
    defuseFormula(product.name),
    defuseFormula(product.brand),
    product.size,
    product.color,
    record.quantity_in_stock,
    record.minimum_stock_level,
    record.maximum_stock_level,
    STOCK_STATUS_LABELS[record.stock_status],
    record.last_restocked ?? '',
    ...costCells(product.cost_price, record.quantity_in_stock),
  ];
}

function costCells(unitCost: number | undefined, quantity: number): string[] {
  if (unitCost === undefined) return ['', ''];
  return [csvMoney(unitCost), formatPlainCents(lineTotalCents(dollarsToCents(unitCost), quantity))];
}

/** The whole file: a header and a row per record, CRLF line ends (RFC 4180). */
export function inventoryCsv(records: readonly InventoryRecord[]): string {
  return stringify([[...INVENTORY_CSV_HEADER], ...records.map(inventoryCsvRow)], {
    record_delimiter: 'windows',
  });
}
