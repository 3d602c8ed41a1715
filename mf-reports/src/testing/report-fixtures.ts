import {
  centsToDollars,
  divideCents,
  dollarsToCents,
  reportRangeDates,
  sumCents,
  type DailySales,
  type InventoryReport,
  type ProfitReport,
  type ReportRange,
  type SalesReport,
} from '@shop/contracts';
import { makeInventoryRecord } from '@shop/testing';

/** Test helpers: report answers as the API would give them, every day of the range listed. */

const stamp = { time_zone: 'UTC', generated_at: '2026-11-24T12:00:00.000Z' };

/** A sales report for `range`; `sales` gives some days' orders and totals, the rest are 0. */
export function makeSalesReport(
  range: ReportRange,
  sales: Record<string, { orders: number; total: number }> = {},
  overrides: Partial<SalesReport> = {},
): SalesReport {
  const daily_sales: DailySales[] = reportRangeDates(range).map((date) => ({
    date,
    orders: sales[date]?.orders ?? 0,
    total: sales[date]?.total ?? 0,
  }));
  const total_orders = daily_sales.reduce((sum, day) => sum + day.orders, 0);
  const salesCents = sumCents(daily_sales.map((day) => dollarsToCents(day.total)));
  return {
    ...stamp,
    ...range,
    summary: {
      total_sales: centsToDollars(salesCents),
      total_orders,
      average_order_value: total_orders ? centsToDollars(divideCents(salesCents, total_orders)) : 0,
      returns: 0,
      returns_count: 0,
      net_sales: centsToDollars(salesCents),
    },
    daily_sales,
    discount_codes: [],
    till_discounts: { sales: 0, discount: 0 },
    top_products: total_orders
      ? [
          {
            product_id: 7,
            name: 'Aero Tee',
            sku: 'AERO-TEE-M',
            total_quantity: 3,
            total_revenue: 75,
          },
        ]
      : [],
    tax: { total_tax: 0, by_rate: [], daily: [] },
    returns: {
      total: 0,
      count: 0,
      quantity: 0,
      tax: 0,
      daily: daily_sales.map(({ date }) => ({ date, returns: 0, quantity: 0, amount: 0 })),
      by_reason: [],
      by_product: [],
    },
    ...overrides,
  };
}

/** A profit report for `range`: each day with orders made $100 revenue at $60 cost. */
export function makeProfitReport(range: ReportRange, soldDays: string[] = []): ProfitReport {
  const daily = reportRangeDates(range).map((date) => {
    const sold = soldDays.includes(date);
    return {
      date,
      orders: sold ? 1 : 0,
      total_revenue: sold ? 100 : 0,
      total_cost: sold ? 60 : 0,
      total_profit: sold ? 40 : 0,
      profit_margin: sold ? 40 : 0,
      returns: 0,
      restocked_cost: 0,
    };
  });
  const revenue = 100 * soldDays.length;
  const figures = {
    total_revenue: revenue,
    total_cost: 0.6 * revenue,
    total_profit: 0.4 * revenue,
    profit_margin: revenue ? 40 : 0,
    returns: 0,
    restocked_cost: 0,
  };
  return {
    ...stamp,
    ...range,
    profit_summary: figures,
    by_category: revenue ? [{ category_id: 1, category_name: 'Tops', ...figures }] : [],
    by_channel: [
      { channel: 'web', ...figures },
      {
        channel: 'pos',
        total_revenue: 0,
        total_cost: 0,
        total_profit: 0,
        profit_margin: 0,
        returns: 0,
        restocked_cost: 0,
      },
    ],
    daily,
  };
}

export function makeInventoryReport(): InventoryReport {
  return {
    ...stamp,
    summary: {
      total_products: 24,
      low_stock_count: 1,
      out_of_stock_count: 1,
      total_inventory_value: 5432.1,
    },
    low_stock_items: [
      makeInventoryRecord({ id: 1, quantity_in_stock: 0, product: { name: 'Trail Sock' } }),
      makeInventoryRecord({ id: 2, quantity_in_stock: 2, product: { name: 'Aero Tee' } }),
    ],
  };
}
