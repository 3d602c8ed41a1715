import { screen } from '@testing-library/react';
import {
  makeAuditList,
  makeDashboard,
  makeDrawerSession,
  makeInventoryList,
  makeReturnList,
  makeProductList,
  makeReleasesOverview,
  makeRoleSets,
  makeStyleSummaryList,
  mockFetch,
} from '@shop/testing';
import { renderBackofficeAt, resetBackoffice, signInAs } from './testing/render-backoffice';

const EMPTY_PAGE = { total: 0, pages: 0, current_page: 1, per_page: 20 };

describe('back-office module', () => {
  afterEach(resetBackoffice);

  it.each([
    ['/inventory', 'Inventory'],
    ['/catalogue', 'Catalogue'],
    ['/catalogue/new', 'New style'],
    ['/suppliers', 'Suppliers'],
    ['/sales', 'Point of Sale'],
    ['/customer-returns', 'Returns'],
    ['/registers', 'Registers'],
    ['/registers/sessions/7', 'Z report: Front counter'],
    ['/dashboard', 'Welcome back, Morgan!'],
    ['/catalogue/import', 'Import and Export'],
    ['/catalogue/labels', 'Labels'],
    ['/audit', 'Audit Trail'],
    ['/releases', 'Releases'],
    ['/staff', 'Staff'],
    ['/staff/roles', 'Roles and permissions'],
    ['/settings/tax', 'Tax Rates'],
    ['/discount-codes', 'Discount Codes'],
  ])('renders %s as the "%s" screen', async (path, title) => {
    mockFetch([
      { path: '/api/inventory/', body: makeInventoryList([]) },
      { path: '/api/suppliers/', body: { suppliers: [] } },
      { path: '/api/catalogue/styles', body: makeStyleSummaryList([]) },
      { path: '/api/categories', body: { categories: [] } },
      { path: '/api/products/', body: makeProductList([]) },
      { path: '/api/reports/dashboard', body: makeDashboard() },
      { path: '/api/audit', body: makeAuditList([]) },
      { path: '/api/releases', body: makeReleasesOverview([]) },
      { path: '/api/staff/roles', body: { roles: makeRoleSets() } },
      { path: '/api/staff', body: { staff: [] } },
      { path: '/api/tax/rates', body: { rates: [], categories: [] } },
      { path: '/api/discount-codes', body: { codes: [] } },
      { path: '/api/returns/', body: makeReturnList([]) },
      { path: '/api/registers/sessions/7', body: { session: makeDrawerSession({ id: 7 }) } },
      { path: '/api/registers/sessions', body: { sessions: [], ...EMPTY_PAGE } },
      { path: '/api/registers', body: { registers: [] } },
    ]);
    signInAs();
    renderBackofficeAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('This screen is coming in a later release.')).not.toBeInTheDocument();
  });

  it('renders nothing on another module’s path', () => {
    const { container } = renderBackofficeAt('/products');
    expect(container).toBeEmptyDOMElement();
  });
});
