import type { ReturnReportReason, SaleChannel } from '@shop/contracts';
import type { ReportDays } from './report-days';

/**
 * What the sales and profit reports are computed from (docs/product/api.md#reports-and-dashboard):
 * counted sales (sales-rule.sql.ts) summed per shop-calendar day and channel, per product and per
 * category, in whole cents. Revenue is the price charged, cost the unit cost each purchase line
 * kept at the time of sale. One source reads the raw rows (plain-report-facts.ts).
 */
export interface DayChannelFact {
  date: string;
  channel: SaleChannel;
  orders: number;
  revenueCents: number;
  costCents: number;
}

export interface ProductFact {
  productId: number;
  name: string;
  sku: string;
  quantity: number;
  revenueCents: number;
}

export interface CategoryFact {
  categoryId: number;
  name: string;
  revenueCents: number;
  costCents: number;
}

/** The tax charged on one shop-calendar day at one rate (name and percentage as kept). */
export interface TaxFact {
  date: string;
  rateName: string;
  rateThousandths: number;
  taxableCents: number;
  taxCents: number;
}

/**
 * Counted returns (sales-rule.sql.ts) on a shop-calendar day of their refund, under their
 * purchase's channel (docs/product/returns.md#in-the-reports): amounts before tax, the tax beside,
 * and the cost the restocked units had when sold.
 */
export interface ReturnDayFact {
  date: string;
  channel: SaleChannel;
  returns: number;
  quantity: number;
  amountCents: number;
  taxCents: number;
  restockedCostCents: number;
}

/** The range's counted returns of one product for one reason, with its category of today. */
export interface ReturnProductFact {
  productId: number;
  name: string;
  sku: string;
  categoryId: number;
  categoryName: string;
  reason: ReturnReportReason;
  quantity: number;
  amountCents: number;
  taxCents: number;
  restockedCostCents: number;
}

export interface ReportFacts {
  /** Only days and channels with sales; the order does not matter. */
  byDayAndChannel(days: ReportDays): Promise<DayChannelFact[]>;
  /** By pieces sold, then revenue, name and id. */
  topProducts(days: ReportDays, limit: number): Promise<ProductFact[]>;
  /** Categories with sales, by revenue then name. */
  byCategory(days: ReportDays): Promise<CategoryFact[]>;
  /** Days and rates with taxed sales; the order does not matter. */
  taxByDayAndRate(days: ReportDays): Promise<TaxFact[]>;
  /** Only days and channels with returns; the order does not matter. */
  returnsByDayAndChannel(days: ReportDays): Promise<ReturnDayFact[]>;
  /** Products and reasons with returns, by product id then reason. */
  returnsByProduct(days: ReportDays): Promise<ReturnProductFact[]>;
}

/** Nest's injection token for the `ReportFacts` the reports read. */
export const REPORT_FACTS = 'ReportFacts';
