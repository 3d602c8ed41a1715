// Point-of-sale and staff-dashboard test data (a product page, the dashboard's answer) with overrides.
import type {
  Dashboard,
  DashboardActivity,
  DashboardMetrics,
  DashboardOrder,
  Product,
  ProductList,
} from '@shop/contracts';

/** One page of `GET /products/`; by default every product is on it (the whole catalogue). */
export function makeProductList(
  products: Product[],
  page: Partial<Omit<ProductList, 'products'>> = {},
): ProductList {
  return {
    products,
    total: products.length,
    pages: 1,
    current_page: 1,
    per_page: 100,
    ...page,
  };
}

/** A quiet Wednesday: some sales, one more than the same time last week. */
export function makeDashboardMetrics(overrides: Partial<DashboardMetrics> = {}): DashboardMetrics {
  return {
    today_sales: 450,
    today_orders: 3,
    today_returns: 0,
    today_returns_count: 0,
    today_net_sales: 450,
    yesterday_sales: 400,
    yesterday_orders: 2,
    today_change_percent: 12.5,
    week_sales: 1234.5,
    week_orders: 9,
    last_week_sales: 1500,
    last_week_orders: 11,
    week_change_percent: -17.7,
    week_days: 3,
    total_products: 120,
    products_added_this_week: 4,
    low_stock_alerts: 7,
    low_stock_count: 5,
    out_of_stock_count: 2,
    ...overrides,
  };
}

let nextOrderId = 500;

export function makeDashboardOrder(overrides: Partial<DashboardOrder> = {}): DashboardOrder {
  return {
    id: overrides.id ?? nextOrderId++,
    created_at: '2025-03-05T14:30:00.000Z',
    channel: 'pos',
    customer: 'Jane Doe',
    item_count: 2,
    total_amount: 75.5,
    status: 'completed',
    payment_status: 'paid',
    payment_method: 'cash',
    tenders: [
      { method: overrides.payment_method ?? 'cash', amount: overrides.total_amount ?? 75.5 },
    ],
    ...overrides,
  };
}

let nextActivityId = 1;

/** A till sale by Morgan Lee; override `kind`, `description`, `link` for the others. */
export function makeDashboardActivity(
  overrides: Partial<DashboardActivity> = {},
): DashboardActivity {
  const n = nextActivityId++;
  return {
    id: `purchase:${n}`,
    kind: 'sale',
    at: '2025-03-05T14:30:00.000Z',
    description: `Sale #${n}: 2 items, $75.50, cash`,
    link: `/purchases/${n}`,
    actor: { id: 2, username: 'staff', first_name: 'Morgan', last_name: 'Lee' },
    purchase_id: n,
    product: null,
    supplier: null,
    amount: 75.5,
    quantity_change: null,
    ...overrides,
  };
}

/** `GET /reports/dashboard`, in UTC, on Wednesday 5 March 2025. */
export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    metrics: makeDashboardMetrics(),
    recent_orders: [makeDashboardOrder()],
    recent_activity: [makeDashboardActivity()],
    time_zone: 'UTC',
    today: '2025-03-05',
    week_start: '2025-03-03',
    generated_at: '2025-03-05T15:00:00.000Z',
    ...overrides,
  };
}
