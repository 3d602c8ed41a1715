import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SALES_RULE, shiftReportDate } from '@shop/contracts';
import { makeUser, mockFetch, type FetchCall } from '@shop/testing';
import { shopDay } from '@shop/ui';
import { currentSearch, renderReportsAt, resetReports, signInAs } from '../testing/render-reports';
import { makeInventoryReport, makeProfitReport, makeSalesReport } from '../testing/report-fixtures';

// No GET /api/shop answers here: the shop's clock is its default, UTC.
const today = shopDay('UTC');
const last30 = { start_date: shiftReportDate(today, -29), end_date: today };
const last7 = { start_date: shiftReportDate(today, -6), end_date: today };

/** The ranges the sales report was asked for, in order. */
const salesAsked = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.url.pathname === '/api/reports/sales')
    .map((call) => Object.fromEntries(call.url.searchParams));

const card = (title: string) => screen.findByRole('region', { name: title });

afterEach(resetReports);

describe('/reports', () => {
  it('opens on the sales of the last 30 days, with the rule that decides what counts', async () => {
    const calls = mockFetch([
      {
        path: '/api/reports/sales',
        body: makeSalesReport(last30, { [today]: { orders: 2, total: 150.5 } }),
      },
    ]);
    signInAs();
    renderReportsAt('/reports');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(await card('Total Sales')).toHaveTextContent('$150.50');
    expect(await card('Total Orders')).toHaveTextContent('2');
    expect(await card('Average Order Value')).toHaveTextContent('$75.25');
    expect(screen.getByText(SALES_RULE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sales Report', selected: true })).toBeInTheDocument();
    expect(salesAsked(calls)).toEqual([last30]);
    const sales = calls.find((call) => call.url.pathname === '/api/reports/sales');
    expect(sales!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(screen.getByText(/^\$150\.50 over 30 days; the best day was/)).toBeInTheDocument();
  });

  it('offers the inventory and profit reports only to those who see costs', async () => {
    mockFetch([{ path: '/api/reports/sales', body: makeSalesReport(last30) }]);
    signInAs(makeUser({ role: 'staff' }));
    renderReportsAt('/reports?tab=profit');

    expect(await screen.findByRole('tab', { name: 'Sales Report', selected: true })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Profit Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Inventory Report' })).not.toBeInTheDocument();
  });

  it("counts the days back from the shop's today, not the browser's", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) never share a date.
    const shopToday = shopDay('Pacific/Kiritimati');
    expect(shopToday).not.toBe(shopDay('Pacific/Pago_Pago'));
    const shopLast30 = { start_date: shiftReportDate(shopToday, -29), end_date: shopToday };
    const calls = mockFetch([
      { path: '/api/shop', body: { time_zone: 'Pacific/Kiritimati' } },
      { path: '/api/reports/sales', body: makeSalesReport(shopLast30) },
    ]);
    signInAs();
    renderReportsAt('/reports');

    await card('Total Sales');
    expect(salesAsked(calls)).toEqual([shopLast30]);
    expect(screen.getByLabelText('End date')).toHaveValue(shopToday);
  });

  it('asks for the days of a preset and keeps it in the URL', async () => {
    const calls = mockFetch([{ path: '/api/reports/sales', body: makeSalesReport(last7) }]);
    signInAs();
    renderReportsAt('/reports');
    await card('Total Sales');

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() => expect(salesAsked(calls)).toContainEqual(last7));
    expect(currentSearch().get('range')).toBe('last-7-days');
    expect(screen.getByLabelText('Start date')).toHaveValue(last7.start_date);
    expect(screen.getByLabelText('End date')).toHaveValue(today);
  });

  it('takes two days picked by hand, refuses a start after the end, and compares', async () => {
    const range = { start_date: '2026-01-01', end_date: '2026-01-31' };
    const calls = mockFetch([
      {
        path: '/api/reports/sales',
        body: makeSalesReport(
          range,
          { '2026-01-05': { orders: 3, total: 300 } },
          {
            comparison: {
              compare: 'previous_period',
              start_date: '2025-12-01',
              end_date: '2025-12-31',
              summary: {
                total_sales: 200,
                total_orders: 4,
                average_order_value: 50,
                returns: 0,
                returns_count: 0,
                net_sales: 200,
              },
              total_sales_change_percent: 50,
              total_orders_change_percent: -25,
              average_order_value_change_percent: 100,
            },
          },
        ),
      },
    ]);
    signInAs();
    renderReportsAt('/reports?start=2026-01-01&end=2026-01-31');
    await card('Total Sales');
    expect(screen.getByLabelText('Period')).toHaveValue('custom');
    expect(salesAsked(calls)).toEqual([range]);

    const start = screen.getByLabelText('Start date');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-02-15');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date.',
    );
    expect(currentSearch().get('start')).toBe('2026-01-01');

    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Compare with the previous period' }),
    );
    await waitFor(() => expect(currentSearch().get('compare')).toBe('previous_period'));
    expect(salesAsked(calls).at(-1)).toEqual({ ...range, compare: 'previous_period' });
    expect(await card('Total Sales')).toHaveTextContent('Up 50% vs. previous period ($200.00)');
    expect(await card('Total Orders')).toHaveTextContent('Down 25% vs. previous period (4)');
  });

  it('asks again on Refresh, for the same days', async () => {
    const calls = mockFetch([{ path: '/api/reports/sales', body: makeSalesReport(last30) }]);
    signInAs();
    renderReportsAt('/reports');
    await card('Total Sales');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(salesAsked(calls)).toEqual([last30, last30]));
  });

  it('says when a period had no sales', async () => {
    mockFetch([{ path: '/api/reports/sales', body: makeSalesReport(last30) }]);
    signInAs();
    renderReportsAt('/reports');
    expect(await screen.findByText('No sales in this period')).toBeInTheDocument();
    expect(await card('Total Sales')).toHaveTextContent('$0.00');
  });

  it("shows the API's reason when the report fails, and Retry asks again", async () => {
    mockFetch([
      {
        path: '/api/reports/sales',
        status: 400,
        body: { error: 'The range may span at most 5 years' },
      },
    ]);
    signInAs();
    renderReportsAt('/reports');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The range may span at most 5 years',
    );

    const calls = mockFetch([{ path: '/api/reports/sales', body: makeSalesReport(last30) }]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Total Sales')).toBeInTheDocument();
    expect(salesAsked(calls)).toEqual([last30]);
  });

  it('shows the tax collected in all, by rate and by day and rate', async () => {
    const tax = {
      total_tax: 12.35,
      by_rate: [{ rate_name: 'NYC', percentage: 8.875, taxable_sales: 139.15, tax: 12.35 }],
      daily: [
        { date: today, rate_name: 'NYC', percentage: 8.875, taxable_sales: 139.15, tax: 12.35 },
      ],
    };
    mockFetch([
      {
        path: '/api/reports/sales',
        body: makeSalesReport(last30, { [today]: { orders: 2, total: 150.5 } }, { tax }),
      },
    ]);
    signInAs();
    renderReportsAt('/reports');

    const section = await screen.findByRole('region', { name: 'Tax Collected' });
    expect(section).toHaveTextContent('Total tax: $12.35');
    expect(section).toHaveTextContent('NYC (8.875%): $12.35');
    const row = within(section).getByRole('row', { name: new RegExp(`^${today} NYC`) });
    expect(row).toHaveTextContent('$139.15');
    expect(within(section).getByRole('button', { name: 'Export Tax CSV' })).toBeInTheDocument();
  });

  it('shows the daily sales as a table on request', async () => {
    mockFetch([
      {
        path: '/api/reports/sales',
        body: makeSalesReport(last7, { [today]: { orders: 1, total: 20 } }),
      },
    ]);
    signInAs();
    renderReportsAt('/reports?range=last-7-days');
    const daily = await screen.findByRole('region', { name: 'Daily Sales' });
    await userEvent.click(within(daily).getByRole('button', { name: 'View as table' }));
    expect(within(daily).getByRole('button', { name: 'View as table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A header row and one row per day, quiet days included.
    expect(within(daily).getAllByRole('row')).toHaveLength(8);
    expect(within(daily).getAllByRole('row')[7]).toHaveTextContent('$20.00');
  });

  it('keeps the tab in the URL: inventory with its badges, profit with its breakdown', async () => {
    const calls = mockFetch([
      { path: '/api/reports/inventory', body: makeInventoryReport() },
      { path: '/api/reports/profit', body: makeProfitReport(last30, [today]) },
      { path: '/api/reports/sales', body: makeSalesReport(last30) },
    ]);
    signInAs();
    renderReportsAt('/reports?tab=inventory');
    expect(await card('Inventory Value')).toHaveTextContent('$5,432.10');
    const low = screen.getByRole('region', { name: 'Low Stock Items' });
    expect(within(low).getByRole('row', { name: /Trail Sock/ })).toHaveTextContent('Out of Stock');
    expect(within(low).getByRole('row', { name: /Aero Tee/ })).toHaveTextContent('Low Stock');

    await userEvent.click(screen.getByRole('tab', { name: 'Profit Report' }));
    expect(currentSearch().get('tab')).toBe('profit');
    expect(await card('Total Profit')).toHaveTextContent('$40.00');
    expect(await card('Profit Margin')).toHaveTextContent('40.0%');
    const channels = screen.getByRole('region', { name: 'Profit by Channel' });
    expect(within(channels).getByRole('row', { name: /Point of sale/ })).toHaveTextContent('$0.00');
    expect(calls.filter((call) => call.url.pathname === '/api/reports/sales')).toEqual([]);
  });
});
