import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  comparisonRange,
  percentChange,
  REPORT_TOP_PRODUCTS,
  resolveReportRange,
  type ProfitReport,
  type ReportQuery,
  type ReportRange,
  type SalesComparison,
  type SalesReport,
  centsToDollars,
  dollarsToCents,
} from '@shop/contracts';
import { DiscountCodeSales } from './discount-code-sales';
import { reportDays, shopDate } from './report-days';
import { REPORT_FACTS, type ReportFacts } from './report-facts';
import * as figures from './report-figures';
import { returnTotalsOf, salesReturns } from './return-figures';
import { salesTax } from './tax-figures';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';

/**
 * `GET /reports/sales` and `/reports/profit` (docs/product/api.md#reports-and-dashboard): the range
 * in the shop's calendar, the facts of its days (report-facts.ts), and the figures made from them.
 */
@Injectable()
export class ReportAnswersService {
  constructor(
    @Inject(REPORT_FACTS) private readonly facts: ReportFacts,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
    private readonly codeSales: DiscountCodeSales,
  ) {}

  /**
   * The range asked for, defaults filled in from the shop's today; 400 when it is not one,
   * or when the range it is compared with (`compare`) is not.
   */
  private range(
    query: Pick<ReportQuery, 'start_date' | 'end_date' | 'compare'>,
    now: Date,
    timeZone: string,
  ): ReportRange {
    const resolved = resolveReportRange(query, shopDate(now, timeZone));
    if ('error' in resolved) throw new BadRequestException(resolved.error);
    return resolved.range;
  }

  async sales(query: ReportQuery): Promise<SalesReport> {
    const now = this.shop.clock.now();
    const timeZone = await this.shop.timeZone();
    const range = this.range(query, now, timeZone);
    const days = reportDays(range, timeZone);
    const [facts, products, taxes, returns, returnedProducts, codes, till, comparison] =
      await Promise.all([
        this.facts.byDayAndChannel(days),
        this.facts.topProducts(days, REPORT_TOP_PRODUCTS),
        this.facts.taxByDayAndRate(days),
        this.facts.returnsByDayAndChannel(days),
        this.facts.returnsByProduct(days),
        this.codeSales.of(days),
        this.codeSales.ofTill(days),
        query.compare ? this.comparison(range, query.compare, timeZone) : undefined,
      ]);
    const summary = figures.salesSummary(figures.totalsOf(facts), returnTotalsOf(returns));
    return {
      ...range,
      time_zone: timeZone,
      generated_at: now.toISOString(),
      summary,
      daily_sales: figures.dailySales(days.dates, facts),
      top_products: products.map((product) => ({
        product_id: product.productId,
        name: product.name,
        sku: product.sku,
        total_quantity: product.quantity,
        total_revenue: centsToDollars(product.revenueCents),
      })),
      tax: salesTax(taxes),
      returns: salesReturns(days.dates, returns, returnedProducts),
      discount_codes: codes,
      till_discounts: till,
      ...(comparison && { comparison: withChange(comparison, summary) }),
      ...(query.split === 'channel' && {
        by_channel: figures.salesByChannel(days.dates, facts, returns),
      }),
    };
  }

  async profit(query: ReportQuery): Promise<ProfitReport> {
    const now = this.shop.clock.now();
    const timeZone = await this.shop.timeZone();
    // The profit report compares with nothing, so `compare` cannot make its range wrong.
    const range = this.range(
      { start_date: query.start_date, end_date: query.end_date },
      now,
      timeZone,
    );
    const days = reportDays(range, timeZone);
    const [facts, categories, returns, returnedProducts] = await Promise.all([
      this.facts.byDayAndChannel(days),
      this.facts.byCategory(days),
      this.facts.returnsByDayAndChannel(days),
      this.facts.returnsByProduct(days),
    ]);
    return {
      ...range,
      time_zone: timeZone,
      generated_at: now.toISOString(),
      profit_summary: figures.profitSummary(figures.totalsOf(facts), returnTotalsOf(returns)),
      by_category: figures.categoryProfits(categories, returnedProducts),
      by_channel: figures.profitByChannel(facts, returns),
      daily: figures.dailyProfit(days.dates, facts, returns),
    };
  }

  /** The comparison range's summary (the change is added once the current one is known). */
  private async comparison(
    range: ReportRange,
    compare: NonNullable<ReportQuery['compare']>,
    timeZone: string,
  ): Promise<Omit<SalesComparison, `${string}_change_percent`>> {
    const other = comparisonRange(range, compare);
    const days = reportDays(other, timeZone);
    const [facts, returns] = await Promise.all([
      this.facts.byDayAndChannel(days),
      this.facts.returnsByDayAndChannel(days),
    ]);
    const summary = figures.salesSummary(figures.totalsOf(facts), returnTotalsOf(returns));
    return { compare, ...other, summary };
  }
}

function withChange(
  comparison: Omit<SalesComparison, `${string}_change_percent`>,
  current: SalesReport['summary'],
): SalesComparison {
  const before = comparison.summary;
  // Percent of cents, so a change is never blurred by float dollars.
  const cents = dollarsToCents;
  return {
    ...comparison,
    total_sales_change_percent: percentChange(
      cents(current.total_sales),
      cents(before.total_sales),
    ),
    total_orders_change_percent: percentChange(current.total_orders, before.total_orders),
    average_order_value_change_percent: percentChange(
      cents(current.average_order_value),
      cents(before.average_order_value),
    ),
  };
}
