import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PurchaseCashier } from '@shop/contracts';
import {
  makePurchase,
  makePurchaseList,
  makeUser,
  mockFetch,
  type FetchCall,
  type MockRoute,
} from '@shop/testing';
import { renderAccountAt, resetAccount, signInAs } from '../../testing/render-account';

const sam: PurchaseCashier = { id: 2, username: 'staff', first_name: 'Sam', last_name: 'Rivera' };
const alex: PurchaseCashier = { id: 1, username: 'admin', first_name: 'Alex', last_name: 'Morgan' };

const webOrder = makePurchase({ id: 31, payment_method: 'cash' });
const tillSale = makePurchase({
  id: 32,
  channel: 'pos',
  cashier: sam,
  customer_name: 'Jo Walker',
  status: 'completed',
  payment_status: 'paid',
});
const walkIn = makePurchase({ id: 33, channel: 'pos', cashier: alex, customer_name: null });

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/purchases/');
const lastQuery = (calls: FetchCall[]) =>
  Object.fromEntries(listCalls(calls).at(-1)?.url.searchParams ?? []);
const row = (order: string) => screen.getByRole('row', { name: new RegExp(`^${order} `) });

function openDesk(at = '/purchases', routes: MockRoute[] = []) {
  const calls = mockFetch([
    ...routes,
    { path: '/api/purchases/cashiers', body: { cashiers: [alex, sam] } },
    { path: '/api/purchases/', body: makePurchaseList([walkIn, tillSale, webOrder]) },
  ]);
  signInAs(makeUser({ role: 'staff' }));
  renderAccountAt(at);
  return calls;
}

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(30_000);

describe('the orders desk', () => {
  afterEach(resetAccount);

  it('shows each purchase’s channel, its customer and the cashier who rang up a till sale', async () => {
    openDesk();
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
    await screen.findByRole('row', { name: /^#32 / });
    for (const header of ['Order', 'Date', 'Channel', 'Customer', 'Cashier', 'Total', 'Status'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();

    const cells = (order: string) =>
      within(row(order))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('#32').slice(2, 5)).toEqual(['Point of sale', 'Jo Walker', 'Sam Rivera']);
    expect(cells('#33').slice(2, 5)).toEqual(['Point of sale', 'Walk-in', 'Alex Morgan']);
    expect(cells('#31').slice(2, 5)).toEqual(['Web', 'Casey Runner', '—']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 purchases');
    expect(screen.getByRole('link', { name: 'New Sale' })).toHaveAttribute('href', '/sales');
  });

  it('keeps the search and every filter in the address and asks the API with them', async () => {
    const calls = openDesk();
    await screen.findByRole('row', { name: /^#32 / });
    const filters = within(screen.getByRole('search', { name: 'Purchase filters' }));

    await userEvent.type(filters.getByRole('searchbox', { name: 'Search' }), ' jo walker ');
    await waitFor(() => expect(lastQuery(calls).search).toBe('jo walker'));
    await userEvent.selectOptions(filters.getByRole('combobox', { name: 'Status' }), 'Completed');
    await userEvent.selectOptions(filters.getByRole('combobox', { name: 'Payment' }), 'Paid');
    await userEvent.selectOptions(
      filters.getByRole('combobox', { name: 'Channel' }),
      'Point of sale',
    );
    await userEvent.selectOptions(filters.getByRole('combobox', { name: 'Cashier' }), 'Sam Rivera');
    fireEvent.change(filters.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(filters.getByLabelText('To'), { target: { value: '2025-03-04' } });

    const asked = {
      search: 'jo walker',
      status: 'completed',
      payment_status: 'paid',
      channel: 'pos',
      cashier_id: '2',
      from: '2025-03-01',
      to: '2025-03-04',
    };
    await waitFor(() => expect(lastQuery(calls)).toEqual({ ...asked, page: '1', per_page: '20' }));
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual(asked);

    await userEvent.click(filters.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(filters.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(filters.getByRole('combobox', { name: 'Cashier' })).toHaveDisplayValue('Any');
    expect(filters.getByLabelText('From')).toHaveValue('');
  });

  it('opens a shared link with its filters set, and asks for them', async () => {
    const calls = openDesk('/purchases?channel=pos&cashier_id=1&from=2025-03-01&search=S00000033');
    await screen.findByRole('row', { name: /^#33 / });
    const filters = within(screen.getByRole('search', { name: 'Purchase filters' }));
    expect(filters.getByRole('searchbox', { name: 'Search' })).toHaveValue('S00000033');
    expect(filters.getByRole('combobox', { name: 'Channel' })).toHaveDisplayValue('Point of sale');
    await waitFor(() =>
      expect(filters.getByRole('combobox', { name: 'Cashier' })).toHaveDisplayValue('Alex Morgan'),
    );
    expect(filters.getByLabelText('From')).toHaveValue('2025-03-01');
    expect(lastQuery(calls)).toEqual({
      page: '1',
      per_page: '20',
      search: 'S00000033',
      channel: 'pos',
      cashier_id: '1',
      from: '2025-03-01',
    });
  });

  it('says what the API refused, with Retry', async () => {
    openDesk('/purchases?from=2025-03-05&to=2025-03-01', [
      { path: '/api/purchases/', status: 400, body: { error: 'from must be on or before to' } },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('from must be on or before to');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('exports what the filters match as CSV, whatever the page', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:purchases');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = openDesk('/purchases?channel=pos&search=jo&page=2', [
      { path: '/api/purchases/export.csv', body: 'Order,Date\n' },
    ]);
    await screen.findByRole('row', { name: /^#32 / });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls.find((call) => call.url.pathname === '/api/purchases/export.csv');
    expect(Object.fromEntries(exported?.url.searchParams ?? [])).toEqual({
      channel: 'pos',
      search: 'jo',
    });
    expect(exported?.headers.get('Authorization')).toBe('Bearer token-1');
    click.mockRestore();
  });

  it('leaves a customer’s own list as it was: no search, filters or export', async () => {
    const calls = mockFetch([
      { path: '/api/purchases/', body: makePurchaseList([makePurchase({ id: 12 })]) },
    ]);
    signInAs(makeUser({ role: 'customer' }));
    renderAccountAt('/purchases');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Purchases' })).toBeVisible();
    await screen.findByRole('row', { name: /^#12 / });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Cashier' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).not.toContain('/api/purchases/cashiers');
    expect(listCalls(calls)[0]?.url.search).toBe('?page=1&per_page=20');
  });
});
