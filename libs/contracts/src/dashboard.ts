import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PURCHASE_STATUSES } from './purchase-statuses';
import { SALE_CHANNELS } from './point-of-sale';
import { stockActorSchema } from './stock-movements';

/**
 * `GET /reports/dashboard` (staff and admin; docs/product/dashboard.md,
 * docs/product/api.md#reports-and-dashboard). Money is dollars with two decimals, summed in cents.
 * Sales count every purchase that is not cancelled (`SALES_RULE`). Days and weeks (from Monday) are
 * the shop's calendar in `time_zone`.
 */

export const DASHBOARD_RECENT_ORDERS = 5;
export const DASHBOARD_RECENT_ACTIVITY = 10;

const money = z.number();
const count = z.number().int();
/** Percent with one decimal; null when the earlier figure is 0 (nothing to compare with). */
const change = z.number().nullable();

export const dashboardMetricsSchema = z.object({
  /** Today from midnight until now. */
  today_sales: money,
  today_orders: count,
  /**
   * Returns refunded today (before tax, as sales count), how many, and today_sales − today_returns
   * (docs/product/returns.md#in-the-reports).
   */
  today_returns: money,
  today_returns_count: count,
  today_net_sales: money,
  /** Yesterday from midnight until the same time of day as now. */
  yesterday_sales: money,
  yesterday_orders: count,
  /** today_sales against yesterday_sales. */
  today_change_percent: change,
  /** This week from Monday midnight until now. */
  week_sales: money,
  week_orders: count,
  /** Last week over the same days: from its Monday midnight until the same weekday and time. */
  last_week_sales: money,
  last_week_orders: count,
  week_change_percent: change,
  /** Days of this week so far, today included (1 on Monday, 7 on Sunday). */
  week_days: count,
  /** Products on sale (hidden ones left out). */
  total_products: count,
  /** Products on sale created since Monday midnight. */
  products_added_this_week: count,
  /**
   * low_stock_count + out_of_stock_count, counted with `stockStatus`
   * (docs/product/inventory.md#stock-state).
   */
  low_stock_alerts: count,
  low_stock_count: count,
  out_of_stock_count: count,
});
export type DashboardMetrics = z.output<typeof dashboardMetricsSchema>;

/** One of the latest purchases; `customer` is the till's customer name, else the buyer's name. */
export const dashboardOrderSchema = z.object({
  id: count,
  /** ISO 8601. */
  created_at: z.string(),
  channel: z.enum(SALE_CHANNELS),
  customer: z.string(),
  item_count: count,
  total_amount: money,
  status: z.enum(PURCHASE_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** `card` for a split sale (docs/decisions/0113-split-tender.md); `tenders` has its parts. */
  payment_method: z.enum(PAYMENT_METHODS),
  /** How it was paid, cash first: a split sale's two parts, else one for the whole total. */
  tenders: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: money })),
});
export type DashboardOrder = z.output<typeof dashboardOrderSchema>;

export const DASHBOARD_ACTIVITY_KINDS = [
  'sale',
  'web_order',
  'cancellation',
  'restock',
  'adjustment',
  'new_supplier',
] as const;
export type DashboardActivityKind = (typeof DASHBOARD_ACTIVITY_KINDS)[number];

/**
 * One thing that happened, newest first. `description` is a ready sentence ("Sale #42: 3
 * items, $120.00, cash"); `link` is the shop path to open (`/purchases/42`,
 * `/inventory?search=<sku>`, `/suppliers`). `actor` is who did it (the cashier, the web buyer,
 * the staff user who restocked); null when unknown (new suppliers, older rows).
 */
export const dashboardActivitySchema = z.object({
  /** Unique in the list, stable across reloads: `purchase:42`, `cancellation:42`, `movement:7`, `supplier:3`. */
  id: z.string(),
  kind: z.enum(DASHBOARD_ACTIVITY_KINDS),
  /** ISO 8601. */
  at: z.string(),
  description: z.string(),
  link: z.string(),
  actor: stockActorSchema.nullable(),
  purchase_id: count.nullable(),
  product: z.object({ id: count, name: z.string(), sku: z.string() }).nullable(),
  supplier: z.object({ id: count, name: z.string() }).nullable(),
  /** The purchase total (sale, web order, cancellation); else null. */
  amount: money.nullable(),
  /** Pieces in (+) or out (−) for restocks, adjustments and cancellations; else null. */
  quantity_change: count.nullable(),
});
export type DashboardActivity = z.output<typeof dashboardActivitySchema>;

export const dashboardSchema = z.object({
  metrics: dashboardMetricsSchema,
  recent_orders: z.array(dashboardOrderSchema),
  recent_activity: z.array(dashboardActivitySchema),
  /** The shop's calendar: IANA zone, today's date there and this week's Monday (`YYYY-MM-DD`). */
  time_zone: z.string(),
  today: z.string(),
  week_start: z.string(),
  /** ISO 8601: the moment "now" the figures were computed for. */
  generated_at: z.string(),
});
export type Dashboard = z.output<typeof dashboardSchema>;
