import { z } from 'zod';
import { inventoryRecordSchema } from './inventory';
import { SALE_CHANNELS } from './point-of-sale';
import { REPORT_COMPARES, reportQuerySchema } from './report-range';
import { RETURN_REASONS } from './returns';

/**
 * The answers of `GET /reports/sales`, `/reports/inventory` and `/reports/profit` (staff
 * and admin; docs/product/reports.md, docs/product/api.md#reports-and-dashboard). Money is dollars
 * with two decimals, summed in cents. Sales count every purchase that is not cancelled
 * (`SALES_RULE`), on the shop-calendar day it was placed (`time_zone`); revenue is the price
 * charged, cost the unit cost each purchase line kept at the time of sale, so later price changes
 * never move past figures. Returns count on the day they were refunded and come off net sales
 * (docs/product/returns.md#in-the-reports).
 */

const money = z.number();
const count = z.number().int();
/** Percent with one decimal; null when the earlier figure is 0. */
const change = z.number().nullable();
/** `YYYY-MM-DD`, a day of the shop's calendar. */
const day = z.string();

/** Where the answer stands: the range, both ends included, and the calendar it was counted in. */
const rangeFields = {
  start_date: day,
  end_date: day,
  time_zone: z.string(),
  /** ISO 8601. */
  generated_at: z.string(),
};

export const salesSummarySchema = z.object({
  total_sales: money,
  total_orders: count,
  /** total_sales / total_orders, to the cent; 0 without orders. */
  average_order_value: money,
  /**
   * What returns refunded in the range took back, before tax as sales are counted, on the day of
   * their refund; and how many returns that was.
   */
  returns: money,
  returns_count: count,
  /** total_sales − returns. */
  net_sales: money,
});
export type SalesSummary = z.output<typeof salesSummarySchema>;

/** One day of the range; days without sales are listed with 0. */
export const dailySalesSchema = z.object({ date: day, orders: count, total: money });
export type DailySales = z.output<typeof dailySalesSchema>;

/** Top 10 by pieces sold, then by revenue; revenue at the price charged. */
export const topProductSchema = z.object({
  product_id: count,
  name: z.string(),
  sku: z.string(),
  total_quantity: count,
  total_revenue: money,
});
export type TopProduct = z.output<typeof topProductSchema>;
export const REPORT_TOP_PRODUCTS = 10;

/** `compare=…`: the same summary over the comparison range, and the change in percent. */
export const salesComparisonSchema = z.object({
  compare: z.enum(REPORT_COMPARES),
  start_date: day,
  end_date: day,
  summary: salesSummarySchema,
  total_sales_change_percent: change,
  total_orders_change_percent: change,
  average_order_value_change_percent: change,
});
export type SalesComparison = z.output<typeof salesComparisonSchema>;

/** `split=channel`: each channel's summary and days (both channels always listed). */
export const channelSalesSchema = z.object({
  channel: z.enum(SALE_CHANNELS),
  summary: salesSummarySchema,
  daily_sales: z.array(dailySalesSchema),
});
export type ChannelSales = z.output<typeof channelSalesSchema>;

/**
 * Tax collected at one rate, its name and percentage as the purchase lines kept them
 * (docs/product/tax.md#in-the-reports); `taxable_sales` is those lines' total before tax.
 */
export const rateTaxSchema = z.object({
  rate_name: z.string(),
  percentage: z.number(),
  taxable_sales: money,
  tax: money,
});
export type RateTax = z.output<typeof rateTaxSchema>;

/**
 * The range's tax: in all, by rate (by name, then percentage), and by day and rate (by date,
 * then rate; only days and rates with taxed sales). Sales figures elsewhere are before tax.
 */
export const salesTaxSchema = z.object({
  total_tax: money,
  by_rate: z.array(rateTaxSchema),
  daily: z.array(rateTaxSchema.extend({ date: day })),
});
export type SalesTax = z.output<typeof salesTaxSchema>;

/** Why units came back: a return's reason, or `cancellation` for lines cancelled before shipping. */
export const RETURN_REPORT_REASONS = [...RETURN_REASONS, 'cancellation'] as const;
export type ReturnReportReason = (typeof RETURN_REPORT_REASONS)[number];

/** One day of the range's returns (every day listed, zeros included). */
export const dailyReturnsSchema = z.object({
  date: day,
  returns: count,
  quantity: count,
  amount: money,
});
export type DailyReturns = z.output<typeof dailyReturnsSchema>;

/** Units and amount by reason (only reasons with returns), most units first. */
export const reasonReturnsSchema = z.object({
  reason: z.enum(RETURN_REPORT_REASONS),
  quantity: count,
  amount: money,
});
export type ReasonReturns = z.output<typeof reasonReturnsSchema>;

/** The 10 products most returned, by units then amount. */
export const productReturnsSchema = z.object({
  product_id: count,
  name: z.string(),
  sku: z.string(),
  quantity: count,
  amount: money,
});
export type ProductReturns = z.output<typeof productReturnsSchema>;

/**
 * The range's refunded returns (docs/product/returns.md#in-the-reports): amounts before tax like
 * sales (`total` is the summary's `returns`), the tax they gave back beside them.
 */
export const salesReturnsSchema = z.object({
  total: money,
  count,
  quantity: count,
  tax: money,
  daily: z.array(dailyReturnsSchema),
  by_reason: z.array(reasonReturnsSchema),
  by_product: z.array(productReturnsSchema),
});
export type SalesReturns = z.output<typeof salesReturnsSchema>;
/**
 * One discount code's orders in the range and the discount they were given
 * (docs/product/reports.md#discount-codes); counted sales only, by code.
 */
export const codeSalesSchema = z.object({
  code: z.string(),
  orders: count,
  discount: money,
});
export type CodeSales = z.output<typeof codeSalesSchema>;
/**
 * The till's discounts in the range (docs/product/point-of-sale.md#discounts): how many counted till
 * sales were given one and what they took off, lines' and sales' together.
 */
export const tillDiscountSalesSchema = z.object({
  sales: count,
  discount: money,
});
export type TillDiscountSales = z.output<typeof tillDiscountSalesSchema>;

export const salesReportSchema = z.object({
  ...rangeFields,
  summary: salesSummarySchema,
  daily_sales: z.array(dailySalesSchema),
  top_products: z.array(topProductSchema),
  tax: salesTaxSchema,
  returns: salesReturnsSchema,
  discount_codes: z.array(codeSalesSchema),
  till_discounts: tillDiscountSalesSchema,
  comparison: salesComparisonSchema.optional(),
  by_channel: z.array(channelSalesSchema).optional(),
});
export type SalesReport = z.output<typeof salesReportSchema>;

export const inventorySummarySchema = z.object({
  /** Products on sale (hidden ones left out), as the dashboard counts them. */
  total_products: count,
  low_stock_count: count,
  out_of_stock_count: count,
  /** Σ stock × today's cost price over the products on sale. */
  total_inventory_value: money,
});
export type InventorySummary = z.output<typeof inventorySummarySchema>;

/** A snapshot of now: no range. Low and out-of-stock records, out of stock first, then by stock. */
export const inventoryReportSchema = z.object({
  time_zone: z.string(),
  generated_at: z.string(),
  summary: inventorySummarySchema,
  low_stock_items: z.array(inventoryRecordSchema),
});
export type InventoryReport = z.output<typeof inventoryReportSchema>;

/**
 * profit = revenue − cost; margin = profit / revenue in percent, one decimal (0 without revenue).
 * Net of returns (docs/product/returns.md#in-the-reports): revenue is sales − `returns`, cost is the
 * goods sold's cost − `restocked_cost`, the cost of returned units put back on the shelf (written-off
 * units stay a cost).
 */
const profitFields = {
  total_revenue: money,
  total_cost: money,
  total_profit: money,
  profit_margin: z.number(),
  returns: money,
  restocked_cost: money,
};
export const profitSummarySchema = z.object(profitFields);
export type ProfitSummary = z.output<typeof profitSummarySchema>;

/** By the product's category as it is today; categories without sales left out. */
export const categoryProfitSchema = z.object({
  category_id: count,
  category_name: z.string(),
  ...profitFields,
});
export type CategoryProfit = z.output<typeof categoryProfitSchema>;

/** Both channels always listed. */
export const channelProfitSchema = z.object({ channel: z.enum(SALE_CHANNELS), ...profitFields });
export type ChannelProfit = z.output<typeof channelProfitSchema>;

/** Every day of the range, zero days included. */
export const dailyProfitSchema = z.object({
  date: day,
  orders: count,
  ...profitFields,
});
export type DailyProfit = z.output<typeof dailyProfitSchema>;

export const profitReportSchema = z.object({
  ...rangeFields,
  profit_summary: profitSummarySchema,
  by_category: z.array(categoryProfitSchema),
  by_channel: z.array(channelProfitSchema),
  daily: z.array(dailyProfitSchema),
});
export type ProfitReport = z.output<typeof profitReportSchema>;

/** profit_margin of `revenueCents` and `profitCents`: percent, one decimal, 0 without revenue. */
export function profitMargin(revenueCents: number, profitCents: number): number {
  if (revenueCents === 0) return 0;
  return Math.round((profitCents / revenueCents) * 1000) / 10;
}

/** Which table a CSV export writes (`table=`); each report's first is the default. */
export const SALES_CSV_TABLES = ['daily_sales', 'top_products', 'tax'] as const;
export const PROFIT_CSV_TABLES = ['daily', 'by_category', 'by_channel'] as const;
export type SalesCsvTable = (typeof SALES_CSV_TABLES)[number];
export type ProfitCsvTable = (typeof PROFIT_CSV_TABLES)[number];

const table = <T extends readonly [string, ...string[]]>(tables: T) =>
  z.preprocess(
    (value: unknown) => (value === '' || value === null ? undefined : value),
    z.enum(tables, { error: `table must be one of ${tables.join(', ')}` }).default(tables[0]),
  );
/** `GET /reports/sales.csv`: the report's query and which of its tables. */
export const salesCsvQuerySchema = reportQuerySchema.extend({ table: table(SALES_CSV_TABLES) });
export type SalesCsvQuery = z.output<typeof salesCsvQuerySchema>;
/** `GET /reports/profit.csv`. */
export const profitCsvQuerySchema = reportQuerySchema.extend({ table: table(PROFIT_CSV_TABLES) });
export type ProfitCsvQuery = z.output<typeof profitCsvQuerySchema>;
