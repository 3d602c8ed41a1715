import { screen, within } from '@testing-library/react';
import { shiftReportDate, type SalesReport } from '@shop/contracts';
import { mockFetch } from '@shop/testing';
import { shopDay } from '@shop/ui';
import { renderReportsAt, resetReports, signInAs } from '../../testing/render-reports';
import { makeSalesReport } from '../../testing/report-fixtures';

const today = shopDay('UTC');
const last30 = { start_date: shiftReportDate(today, -29), end_date: today };

afterEach(resetReports);

function openSalesReport(report: SalesReport) {
  mockFetch([{ path: '/api/reports/sales', body: report }]);
  signInAs();
  renderReportsAt('/reports');
}

describe('the sales report’s returns', () => {
  it('shows net sales beside gross, and the returns by reason and product', async () => {
    const sold = makeSalesReport(last30, { [today]: { orders: 4, total: 150 } });
    openSalesReport({
      ...sold,
      summary: { ...sold.summary, returns: 32.5, returns_count: 2, net_sales: 117.5 },
      returns: {
        ...sold.returns,
        total: 32.5,
        count: 2,
        quantity: 3,
        tax: 2.6,
        by_reason: [
          { reason: 'wrong_size', quantity: 2, amount: 20 },
          { reason: 'cancellation', quantity: 1, amount: 12.5 },
        ],
        by_product: [
          { product_id: 7, name: 'Aero Tee', sku: 'AERO-TEE-M', quantity: 2, amount: 20 },
          { product_id: 9, name: 'Sun Cap', sku: 'SC-9', quantity: 1, amount: 12.5 },
        ],
      },
    });

    expect(await screen.findByRole('region', { name: 'Total Sales' })).toHaveTextContent('$150.00');
    const net = screen.getByRole('region', { name: 'Net Sales' });
    expect(net).toHaveTextContent('$117.50');
    expect(net).toHaveTextContent(
      'Total Sales less $32.50 of returns (2), counted on the day of their refund',
    );
    const section = screen.getByRole('region', { name: 'Returns' });
    expect(section).toHaveTextContent(
      '2 returns of 3 units took back $32.50 before tax ($2.60 tax given back)',
    );
    const rows = within(section).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ReasonUnitsAmount',
      'Wrong size2$20.00',
      'Cancelled before shipping1$12.50',
      'ProductSKUUnitsAmount',
      'Aero TeeAERO-TEE-M2$20.00',
      'Sun CapSC-91$12.50',
    ]);
  });

  it('says when the period had no returns, and still lists returns of a period without sales', async () => {
    openSalesReport(makeSalesReport(last30));
    const section = await screen.findByRole('region', { name: 'Returns' });
    expect(section).toHaveTextContent('No returns in this period');
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Net Sales' })).toHaveTextContent(
      'Total Sales less returns: none in this period',
    );
  });
});
