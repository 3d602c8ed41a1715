import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatDollars, SALES_RULE, type AuthResponse, type SalesReport } from '@shop/contracts';
import { expectNoSeriousA11yViolations } from './a11y';
import { watchConsole } from './console';
import { signInWithForm } from './support-session';

// The reports (issue 17) on the built site and its demo data, which has purchases over the
// last 60 days, so the last seven days have sales to draw.

const longDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function salesOf(request: APIRequestContext, search: string): Promise<SalesReport> {
  const login = await request.post('/api/auth/login', {
    data: { username: 'staff', password: 'Staff123!' },
  });
  const { access_token } = (await login.json()) as AuthResponse;
  const response = await request.get(`/api/reports/sales?${search}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SalesReport;
}

test(
  'a manager picks the last 7 days, sees the chart and totals, switches tabs and exports the sales CSV',
  { tag: '@reports' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    // The inventory and profit reports show costs: the admin's (staff need see_costs).
    await signInWithForm(page, 'admin', 'Admin123!');
    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByText(SALES_RULE, { exact: false })).toBeVisible();

    await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Last 7 days' });
    await expect(page).toHaveURL(/range=last-7-days/);
    // The fields follow the URL a render later: read them once they show seven days.
    const startField = page.getByLabel('Start date', { exact: true });
    const endField = page.getByLabel('End date', { exact: true });
    const daysShown = async () =>
      (Date.parse(await endField.inputValue()) - Date.parse(await startField.inputValue())) /
        86_400_000 +
      1;
    await expect.poll(daysShown).toBe(7);
    const start = await startField.inputValue();
    const end = await endField.inputValue();
    const report = await salesOf(page.request, `start_date=${start}&end_date=${end}`);
    expect(report.daily_sales).toHaveLength(7);
    expect(report.summary.total_orders).toBeGreaterThan(0);

    const card = (title: string) => page.getByRole('region', { name: title });
    await expect(card('Total Sales')).toContainText(formatDollars(report.summary.total_sales));
    await expect(card('Total Orders')).toContainText(String(report.summary.total_orders));
    await expect(card('Average Order Value')).toContainText(
      formatDollars(report.summary.average_order_value),
    );
    const daily = card('Daily Sales');
    await expect(daily.getByRole('application', { name: 'Daily sales' })).toBeVisible();
    await expect(daily).toContainText(`${formatDollars(report.summary.total_sales)} over 7 days`);
    await expectNoSeriousA11yViolations(page, '/reports?range=last-7-days');

    // By keyboard: the tabs and the export are buttons that take focus.
    await page.getByRole('tab', { name: 'Inventory Report' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tab=inventory/);
    await expect(card('Inventory Value')).toContainText('$');
    await expect(
      card('Low Stock Items')
        .getByText(/^(Low Stock|Out of Stock)$/)
        .first(),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Profit Report' }).click();
    await expect(card('Total Profit')).toContainText('$');
    await expect(
      card('Daily Profit').getByRole('application', { name: 'Daily profit' }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Sales Report' }).click();

    // The file's rows are the days on the screen, shown as a table.
    await card('Daily Sales').getByRole('button', { name: 'View as table' }).click();
    const download = page.waitForEvent('download');
    await card('Daily Sales').getByRole('button', { name: 'Export Sales CSV' }).focus();
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toBe(`sales-${start}-to-${end}.csv`);
    const [header, ...lines] = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
    expect(header).toBe('Date,Orders,Total sales');
    const screenRows = await card('Daily Sales')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .allInnerTexts();
    expect(lines.map((line) => line.split(','))).toHaveLength(screenRows.length);
    lines.forEach((line, index) => {
      const [date = '', orders = '', total = ''] = line.split(',');
      expect(screenRows[index]!.split('\t').map((cell) => cell.trim())).toEqual([
        longDay(date),
        orders,
        formatDollars(Number(total)),
      ]);
    });
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'a customer who opens /reports sees Access Denied, and the API refuses them',
  { tag: '@reports' },
  async ({ page }) => {
    await signInWithForm(page, 'customer', 'Customer123!');
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Access Denied', exact: true })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const headers = { Authorization: `Bearer ${token}` };
    expect((await page.request.get('/api/reports/sales', { headers })).status()).toBe(403);
    expect((await page.request.get('/api/reports/sales.csv', { headers })).status()).toBe(403);
  },
);
