import type { DashboardMetrics } from '@shop/contracts';
import { formatPrice } from '@shop/ui';

/** Which way a figure moved, for its colour; the words carry it too. */
export type Trend = 'up' | 'down' | 'flat';

export interface Comparison {
  text: string;
  trend: Trend;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

function against(percent: number | null, earlier: number, what: string): Comparison {
  if (percent === null) return { text: `No sales ${what} to compare with`, trend: 'flat' };
  if (percent === 0) return { text: `Same as ${what} (${formatPrice(earlier)})`, trend: 'flat' };
  const sign = percent > 0 ? '+' : '−';
  return {
    text: `${sign}${Math.abs(percent).toLocaleString('en-US')}% vs. ${what} (${formatPrice(earlier)})`,
    trend: percent > 0 ? 'up' : 'down',
  };
}

/**
 * The real comparisons under the dashboard's figures (docs/product/dashboard.md): today
 * against yesterday up to the same time, this week against the same days of last week.
 */
export function todayComparison(metrics: DashboardMetrics): Comparison {
  return against(metrics.today_change_percent, metrics.yesterday_sales, 'yesterday by this time');
}

export function weekComparison(metrics: DashboardMetrics): Comparison {
  const days = metrics.week_days === 1 ? 'day' : `${metrics.week_days} days`;
  return against(
    metrics.week_change_percent,
    metrics.last_week_sales,
    `the first ${days} of last week`,
  );
}

export const ordersText = (orders: number) => plural(orders, 'order');

export const productsAddedText = (metrics: DashboardMetrics) =>
  `${plural(metrics.products_added_this_week, 'product')} added this week`;

export const alertsText = (metrics: DashboardMetrics) =>
  `${metrics.low_stock_count.toLocaleString('en-US')} low, ` +
  `${metrics.out_of_stock_count.toLocaleString('en-US')} out of stock`;
