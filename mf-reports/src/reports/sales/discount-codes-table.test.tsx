import { screen, within } from '@testing-library/react';
import { shiftReportDate } from '@shop/contracts';
import { mockFetch } from '@shop/testing';
import { shopDay } from '@shop/ui';
import { renderReportsAt, resetReports, signInAs } from '../../testing/render-reports';
import { makeSalesReport } from '../../testing/report-fixtures';

const today = shopDay('UTC');
const last30 = { start_date: shiftReportDate(today, -29), end_date: today };

afterEach(resetReports);

describe('the sales report’s discount codes', () => {
  it('shows each code’s orders and the discount given', async () => {
    const discount_codes = [
      { code: 'SUMMER10', orders: 3, discount: 14.5 },
      { code: 'TWOOFF', orders: 1, discount: 2 },
    ];
    mockFetch([
      {
        path: '/api/reports/sales',
        body: makeSalesReport(
          last30,
          { [today]: { orders: 4, total: 150 } },
          { discount_codes, till_discounts: { sales: 2, discount: 7.5 } },
        ),
      },
    ]);
    signInAs();
    renderReportsAt('/reports');

    const section = await screen.findByRole('region', { name: 'Discount Codes' });
    expect(within(section).getByRole('row', { name: 'SUMMER10 3 $14.50' })).toBeInTheDocument();
    expect(within(section).getByRole('row', { name: 'TWOOFF 1 $2.00' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Discounts at the till: 2 sales, $7.50 off');
  });

  it('says when no order used a code', async () => {
    mockFetch([
      {
        path: '/api/reports/sales',
        body: makeSalesReport(last30, { [today]: { orders: 1, total: 20 } }),
      },
    ]);
    signInAs();
    renderReportsAt('/reports');

    const section = await screen.findByRole('region', { name: 'Discount Codes' });
    expect(section).toHaveTextContent('No orders used a discount code in this period');
    expect(section).toHaveTextContent('No discounts were given at the till in this period');
  });
});
