import { Readable } from 'node:stream';
import {
  SALE_CHANNEL_LABELS,
  type InventoryReport,
  type ProfitCsvTable,
  type ProfitReport,
  type ProfitSummary,
  type SalesCsvTable,
  type SalesReport,
} from '@shop/contracts';
import { stringify } from 'csv-stringify';
import { csvMoney, defuseFormula } from '../common/csv-cells';
import { INVENTORY_CSV_HEADER, inventoryCsvRow } from '../inventory/inventory-csv';

/**
 * The reports' CSV exports (docs/product/api.md#reports-and-dashboard): one table of the JSON
 * answer, row for row, with a header; money with two decimals, text defused (common/csv-cells.ts),
 * CRLF line ends (RFC 4180), written by csv-stringify as a stream.
 */
export interface CsvTable {
  /** The file name without `.csv`. */
  name: string;
  header: readonly string[];
  rows: (string | number)[][];
}

const PROFIT_HEADER = ['Revenue', 'Cost', 'Profit', 'Margin %'] as const;
const profitCells = (figures: ProfitSummary) => [
  csvMoney(figures.total_revenue),
  csvMoney(figures.total_cost),
  csvMoney(figures.total_profit),
  figures.profit_margin.toFixed(1),
];
const rangeName = (report: { start_date: string; end_date: string }) =>
  `${report.start_date}-to-${report.end_date}`;

export function salesCsv(report: SalesReport, table: SalesCsvTable): CsvTable {
  if (table === 'top_products')
    return {
      name: `sales-top-products-${rangeName(report)}`,
      header: ['Rank', 'Product', 'SKU', 'Quantity sold', 'Revenue'],
      rows: report.top_products.map((product, index) => [
        index + 1,
        defuseFormula(product.name),
        defuseFormula(product.sku),
        product.total_quantity,
        csvMoney(product.total_revenue),
      ]),
    };
  if (table === 'tax')
    return {
      name: `sales-tax-${rangeName(report)}`,
      header: ['Date', 'Rate', 'Rate %', 'Taxable sales', 'Tax'],
      rows: report.tax.daily.map((row) => [
        row.date,
        defuseFormula(row.rate_name),
        row.percentage,
        csvMoney(row.taxable_sales),
        csvMoney(row.tax),
      ]),
    };
  const channels = report.by_channel ?? [];
  return {
    name: `sales-${rangeName(report)}`,
    header: [
      'Date',
      'Orders',
      'Total sales',
      ...channels.flatMap(({ channel }) => [
        `${SALE_CHANNEL_LABELS[channel]} orders`,
        `${SALE_CHANNEL_LABELS[channel]} sales`,
      ]),
    ],
    rows: report.daily_sales.map((day, index) => [
      day.date,
      day.orders,
      csvMoney(day.total),
      ...channels.flatMap(({ daily_sales }) => [
        daily_sales[index]!.orders,
        csvMoney(daily_sales[index]!.total),
      ]),
    ]),
  };
}

export function profitCsv(report: ProfitReport, table: ProfitCsvTable): CsvTable {
  const range = rangeName(report);
  switch (table) {
    case 'by_category':
      return {
        name: `profit-by-category-${range}`,
        header: ['Category', ...PROFIT_HEADER],
        rows: report.by_category.map((row) => [
          defuseFormula(row.category_name),
          ...profitCells(row),
        ]),
      };
    case 'by_channel':
      return {
        name: `profit-by-channel-${range}`,
        header: ['Channel', ...PROFIT_HEADER],
        rows: report.by_channel.map((row) => [
          SALE_CHANNEL_LABELS[row.channel],
          ...profitCells(row),
        ]),
      };
    case 'daily':
      return {
        name: `profit-${range}`,
        header: ['Date', 'Orders', ...PROFIT_HEADER],
        rows: report.daily.map((row) => [row.date, row.orders, ...profitCells(row)]),
      };
  }
}

/** The low-stock table, in the inventory export's columns; named after the shop's day. */
export function inventoryReportCsv(report: InventoryReport, today: string): CsvTable {
  return {
    name: `inventory-report-${today}`,
    header: INVENTORY_CSV_HEADER,
    rows: report.low_stock_items.map(inventoryCsvRow),
  };
}

/** The table as a stream of CSV text. */
export function csvStream(table: CsvTable): Readable {
  return Readable.from([[...table.header], ...table.rows]).pipe(
    stringify({ record_delimiter: 'windows' }),
  );
}
