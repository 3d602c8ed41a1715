import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shiftReportDate } from '@shop/contracts';
import { shopDay } from '@shop/ui';
import { mockFetch } from '@shop/testing';
import { renderReportsAt, resetReports, signInAs } from '../testing/render-reports';
import { makeProfitReport, makeSalesReport } from '../testing/report-fixtures';

// No GET /api/shop answers here: the shop's clock is its default, UTC.
const today = shopDay('UTC');
const last7 = { start_date: shiftReportDate(today, -6), end_date: today };
const csv = `Date,Orders,Total sales\n${today},1,20.00\n`;

/** Catches what the page hands the browser to save: the file's name and its text. */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:report-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

/** The text of a saved file (jsdom's Blob has no `text()`). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

afterEach(() => {
  jest.restoreAllMocks();
  resetReports();
});

describe('the report exports', () => {
  it("download the sales CSV of the range shown, with the staff member's token", async () => {
    const saved = catchDownloads();
    const calls = mockFetch([
      { path: '/api/reports/sales.csv', body: csv },
      {
        path: '/api/reports/sales',
        body: makeSalesReport(last7, { [today]: { orders: 1, total: 20 } }),
      },
    ]);
    signInAs();
    renderReportsAt('/reports?range=last-7-days');
    const daily = await screen.findByRole('region', { name: 'Daily Sales' });
    await userEvent.click(within(daily).getByRole('button', { name: 'Export Sales CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`sales-${last7.start_date}-to-${today}.csv`);
    expect(await textOf(saved[0]!.blob)).toBe(csv);
    const asked = calls.find((call) => call.url.pathname === '/api/reports/sales.csv')!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ ...last7, table: 'daily_sales' });
    expect(asked.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('say why an export failed, beside its button', async () => {
    const saved = catchDownloads();
    mockFetch([
      { path: '/api/reports/profit.csv', status: 500, body: { error: 'Database unavailable' } },
      { path: '/api/reports/profit', body: makeProfitReport(last7, [today]) },
    ]);
    signInAs();
    renderReportsAt('/reports?tab=profit&range=last-7-days');
    const categories = await screen.findByRole('region', { name: 'Profit by Category' });
    await userEvent.click(
      within(categories).getByRole('button', { name: 'Export Categories CSV' }),
    );

    expect(await within(categories).findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(saved).toEqual([]);
  });
});
