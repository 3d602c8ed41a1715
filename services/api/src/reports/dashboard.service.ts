import { EntityManager } from '@mikro-orm/core';
import type { Knex, SqlEntityManager } from '@mikro-orm/knex';
import { Inject, Injectable } from '@nestjs/common';
import {
  DASHBOARD_RECENT_ACTIVITY,
  DASHBOARD_RECENT_ORDERS,
  percentChange,
  type Dashboard,
  type DashboardMetrics,
  centsToDollars,
} from '@shop/contracts';
import { recentActivity, toDashboardOrder } from './dashboard-activity';
import {
  cancellationLine,
  groupCancellations,
  purchaseEvent,
  stockEvent,
  supplierEvent,
  type PurchaseEvent,
} from './dashboard-events';
import { dashboardPeriods, type DashboardPeriods } from './dashboard-periods';
import * as queries from './dashboard.queries';
import { loadTenders } from '../purchases/purchase-tenders';
import { SHOP_CLOCK, type ShopClock } from '../shop/shop-clock';

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);

/** A cancellation's lines are written together; this many rows hold the latest ones. */
const CANCELLATION_ROWS = 200;

/**
 * The staff dashboard (docs/product/dashboard.md): figures of the shop's day and week, and what
 * happened lately.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly em: EntityManager,
    @Inject(SHOP_CLOCK) private readonly shop: ShopClock,
  ) {}

  async dashboard(): Promise<Dashboard> {
    const now = this.shop.clock.now();
    const timeZone = await this.shop.timeZone();
    const periods = dashboardPeriods(now, timeZone);
    const [metrics, purchases, activity] = await Promise.all([
      this.metrics(periods),
      this.purchases(),
      this.otherActivity(),
    ]);
    return {
      metrics,
      recent_orders: purchases.slice(0, DASHBOARD_RECENT_ORDERS).map(toDashboardOrder),
      recent_activity: recentActivity({ purchases, ...activity }, DASHBOARD_RECENT_ACTIVITY),
      time_zone: timeZone,
      today: periods.today,
      week_start: periods.weekStart,
      generated_at: now.toISOString(),
    };
  }

  private async metrics(periods: DashboardPeriods): Promise<DashboardMetrics> {
    const knex = this.knex();
    const [[sales], [returns], [products], [stock]] = await Promise.all([
      this.rows<queries.SalesRow>(queries.salesQuery(knex, periods)),
      this.rows<queries.ReturnsRow>(queries.todayReturnsQuery(knex, periods)),
      this.rows<queries.ProductsRow>(queries.productsQuery(knex, periods)),
      this.rows<queries.StockRow>(queries.stockQuery(knex)),
    ]);
    // Sums are whole cents (MySQL answers DECIMAL text); dollars only at the end.
    const cents = (name: 'today' | 'yesterday' | 'week' | 'last_week') =>
      num(sales?.[`${name}_cents`]);
    const orders = (name: 'today' | 'yesterday' | 'week' | 'last_week') =>
      num(sales?.[`${name}_orders`]);
    const returnedCents = num(returns?.cents);
    const low = num(stock?.low_count);
    const out = num(stock?.out_count);
    return {
      today_sales: centsToDollars(cents('today')),
      today_orders: orders('today'),
      today_returns: centsToDollars(returnedCents),
      today_returns_count: num(returns?.returns),
      today_net_sales: centsToDollars(cents('today') - returnedCents),
      yesterday_sales: centsToDollars(cents('yesterday')),
      yesterday_orders: orders('yesterday'),
      today_change_percent: percentChange(cents('today'), cents('yesterday')),
      week_sales: centsToDollars(cents('week')),
      week_orders: orders('week'),
      last_week_sales: centsToDollars(cents('last_week')),
      last_week_orders: orders('last_week'),
      week_change_percent: percentChange(cents('week'), cents('last_week')),
      week_days: periods.weekDays,
      total_products: num(products?.total),
      products_added_this_week: num(products?.added),
      low_stock_alerts: low + out,
      low_stock_count: low,
      out_of_stock_count: out,
    };
  }

  /** The latest purchases: the recent orders, and the sales and web orders of the activity. */
  private async purchases(): Promise<PurchaseEvent[]> {
    const limit = Math.max(DASHBOARD_RECENT_ORDERS, DASHBOARD_RECENT_ACTIVITY);
    const rows = await this.rows<Row>(queries.recentPurchasesQuery(this.knex(), limit));
    // A split sale's cash and card parts (docs/product/reports.md#payment-methods).
    const tenders = await loadTenders(
      this.em,
      rows.map((row) => num(row.id)),
    );
    return rows.map((row) => purchaseEvent(row, tenders.get(num(row.id))));
  }

  /** Restocks, adjustments, cancellations and new suppliers, the latest of each. */
  private async otherActivity() {
    const knex = this.knex();
    const latest = DASHBOARD_RECENT_ACTIVITY;
    const [stockRows, cancellationRows, supplierRows] = await Promise.all([
      this.rows<Row>(queries.recentMovementsQuery(knex, ['restock', 'adjustment'], latest)),
      this.rows<Row>(queries.recentMovementsQuery(knex, ['cancellation'], CANCELLATION_ROWS)),
      this.rows<Row>(queries.recentSuppliersQuery(knex, latest)),
    ]);
    let groups = groupCancellations(cancellationRows.map(cancellationLine));
    // With every row read, the oldest purchase's lines may go on beyond them: leave it out.
    if (cancellationRows.length === CANCELLATION_ROWS) groups = groups.slice(0, -1);
    groups = groups.slice(0, latest);
    const totals = new Map<number, number>();
    if (groups.length) {
      const ids = groups.map((group) => group.purchaseId);
      for (const row of await this.rows<Row>(queries.purchaseTotalsQuery(knex, ids)))
        totals.set(Number(row.id), Number(row.total_amount_cents));
    }
    return {
      stock: stockRows.map(stockEvent),
      cancellations: groups.map((group) => ({
        ...group,
        totalCents: totals.get(group.purchaseId) ?? null,
      })),
      suppliers: supplierRows.map(supplierEvent),
    };
  }

  private knex(): Knex {
    return (this.em as SqlEntityManager).getKnex();
  }

  /** Runs on the request's own connection, logged like ORM queries. */
  private rows<T>(query: Knex.QueryBuilder): Promise<T[]> {
    return (this.em as SqlEntityManager).execute<T[]>(query);
  }
}
