import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  dollarsToCents,
  formatCents,
  sumCents,
  SALES_RULE,
  type AuthResponse,
  type Dashboard,
  type Product,
  type ProductList,
  type PurchaseResponse,
} from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { openDrawerOverApi } from './till-support';
import { watchConsole } from './console';

// The staff dashboard (issue 16) on the built site and its demo data.

async function tokenOf(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  return ((await response.json()) as AuthResponse).access_token;
}

async function dashboardOf(request: APIRequestContext, token: string): Promise<Dashboard> {
  const response = await request.get('/api/reports/dashboard', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Dashboard;
}

test(
  "staff see today's sales including a sale just rung up, and it is the latest order and activity",
  { tag: '@backoffice' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    const token = await tokenOf(page.request, 'staff', 'Staff123!');
    const before = await dashboardOf(page.request, token);

    const { products } = (await (
      await page.request.get('/api/products/?per_page=100&in_stock_only=true')
    ).json()) as ProductList;
    const product = products.find((candidate: Product) => candidate.quantity_in_stock >= 2)!;
    const registerId = await openDrawerOverApi(page.request);
    const response = await page.request.post('/api/purchases/', {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `dashboard-${Date.now()}` },
      data: {
        items: [{ product_id: product.id, quantity: 2 }],
        payment_method: 'card',
        channel: 'pos',
        register_id: registerId,
        customer_name: 'Dana Dashboard',
      },
    });
    expect(response.status()).toBe(201);
    const { purchase } = (await response.json()) as PurchaseResponse;
    const todaySalesCents = sumCents([
      dollarsToCents(before.metrics.today_sales),
      dollarsToCents(purchase.total_amount),
    ]);

    await page.goto('/login');
    await page.getByLabel('Username or Email', { exact: true }).fill('staff');
    await page.getByLabel('Password', { exact: true }).fill('Staff123!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
    const today = page.getByRole('region', { name: "Today's sales" });
    await expect(today.getByText(formatCents(todaySalesCents), { exact: true })).toBeVisible();
    await expect(today).toContainText(`${before.metrics.today_orders + 1} order`);
    await expect(today).toContainText(/vs\. yesterday by this time|No sales yesterday/);
    await expect(page.getByText(SALES_RULE, { exact: false })).toBeVisible();
    for (const title of ["This week's sales", 'Total products', 'Low stock alerts'])
      await expect(page.getByRole('region', { name: title })).toBeVisible();

    const latest = page.getByRole('region', { name: 'Latest orders' });
    const row = latest.getByRole('row').filter({ hasText: `#${purchase.id}` });
    await expect(row).toContainText('Dana Dashboard');
    await expect(row).toContainText('Point of sale');
    await expect(row.getByRole('link', { name: `#${purchase.id}` })).toHaveAttribute(
      'href',
      `/purchases/${purchase.id}`,
    );
    const activity = page.getByRole('region', { name: 'Recent activity' });
    await expect(activity.locator(`a[href="/purchases/${purchase.id}"]`).first()).toBeVisible();

    const links = page.getByRole('navigation', { name: 'Back office' });
    for (const [name, href] of [
      ['Inventory', '/inventory'],
      ['Sales', '/sales'],
      ['Suppliers', '/suppliers'],
      ['Reports', '/reports'],
    ] as const)
      await expect(links.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    await expectNoSeriousA11yViolations(page, 'the staff dashboard');
    expect(consoleErrors()).toEqual([]);
  },
);

test('customers are refused the dashboard figures', { tag: '@backoffice' }, async ({ request }) => {
  const token = await tokenOf(request, 'customer', 'Customer123!');
  const response = await request.get('/api/reports/dashboard', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(403);
});
