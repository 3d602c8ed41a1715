import { screen } from '@testing-library/react';
import { mockFetch } from '@shop/testing';
import { renderReportsAt, resetReports, signInAs } from './testing/render-reports';

afterEach(resetReports);

describe('reports module', () => {
  it('frames /reports as "Reports" with its three tabs', async () => {
    mockFetch([]);
    signInAs();
    renderReportsAt('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    for (const tab of ['Sales Report', 'Inventory Report', 'Profit Report'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
  });

  it("renders nothing on another module's path", () => {
    renderReportsAt('/products');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
