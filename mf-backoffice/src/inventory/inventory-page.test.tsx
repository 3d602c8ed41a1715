import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deferred,
  makeInventoryList,
  makeInventoryRecord,
  makeUser,
  mockFetch,
} from '@shop/testing';
import type { FetchCall } from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../testing/render-backoffice';
import { InventoryPage } from './inventory-page';

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/inventory/');
const lastQuery = (calls: FetchCall[]) =>
  Object.fromEntries(listCalls(calls).at(-1)?.url.searchParams ?? []);

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

const lowTee = makeInventoryRecord({
  product: { id: 7, name: 'Aero Tee', brand: 'Pulse', size: 'L', color: 'Blue', sku: 'TEE-7' },
  quantity_in_stock: 4,
  minimum_stock_level: 10,
  maximum_stock_level: 50,
  last_restocked: null,
});
const shoe = makeInventoryRecord({
  product: { id: 8, name: 'Trail Shoe', image_url: 'https://img.example/shoe.jpg' },
  quantity_in_stock: 40,
  last_restocked: '2025-03-04T12:30:00.000Z',
});

function openInventory(path = '/inventory', body = makeInventoryList([lowTee, shoe])) {
  const calls = mockFetch([{ path: '/api/inventory/', body }]);
  signInAs(makeUser({ role: 'staff' }));
  renderScreen(<InventoryPage />, { at: path });
  return calls;
}

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

describe('the inventory screen', () => {
  afterEach(resetBackoffice);

  it('lists each record with its product, levels, status and last restock', async () => {
    const calls = openInventory();
    const tee = await screen.findByRole('row', { name: /Aero Tee/ });

    expect(within(tee).getByText('Pulse - L - Blue')).toBeInTheDocument();
    expect(within(tee).getByText('TEE-7')).toBeInTheDocument();
    const cells = within(tee)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['4', '10', '50', 'Never']));
    expect(within(tee).getByText('Low Stock')).toBeInTheDocument();
    expect(within(tee).getByText('Reorder 46')).toBeInTheDocument();

    const trail = row('Trail Shoe');
    expect(within(trail).getByText('In Stock')).toBeInTheDocument();
    expect(within(trail).getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(within(trail).queryByText(/Reorder/)).not.toBeInTheDocument();
    expect(trail.querySelector('img')).toHaveAttribute('src', 'https://img.example/shoe.jpg');

    for (const header of ['Product', 'SKU', 'Current Stock', 'Min Level', 'Max Level', 'Status']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(screen.getByText('Showing 2 of 2 items')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('navigation', { name: 'Inventory pages' })).not.toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ page: '1', per_page: '20', sort: 'name' });
    expect(listCalls(calls)[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends the filters as the query and keeps them in the address', async () => {
    const calls = openInventory();
    await screen.findByRole('row', { name: /Aero Tee/ });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search inventory' }), ' tee ');
    await waitFor(() => expect(lastQuery(calls).search).toBe('tee'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Low Stock Only' }));
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        page: '1',
        per_page: '20',
        sort: 'name',
        search: 'tee',
        low_stock_only: 'true',
      }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Out of Stock Only' }));
    await waitFor(() => expect(lastQuery(calls).out_of_stock_only).toBe('true'));
    expect(window.location.search).toBe('?search=tee&low_stock_only=true&out_of_stock_only=true');

    // The unfiltered list is still cached from the first visit, so no new request.
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search inventory' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Low Stock Only' })).not.toBeChecked();
  });

  it('opens with the filters, order and page of its address', async () => {
    const calls = openInventory(
      '/inventory?search=shoe&out_of_stock_only=true&sort=-stock&page=2',
      makeInventoryList([shoe], { total: 41, pages: 3, current_page: 2 }),
    );
    expect(await screen.findByRole('row', { name: /Trail Shoe/ })).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({
      page: '2',
      per_page: '20',
      search: 'shoe',
      out_of_stock_only: 'true',
      sort: '-stock',
    });
    expect(screen.getByRole('searchbox', { name: 'Search inventory' })).toHaveValue('shoe');
    expect(screen.getByRole('checkbox', { name: 'Out of Stock Only' })).toBeChecked();
    expect(screen.getByRole('columnheader', { name: /Current Stock/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByText('Showing 1 of 41 items')).toBeInTheDocument();
  });

  it('pages with Previous, numbers and Next, the page in the address', async () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const calls = openInventory('/inventory', makeInventoryList([lowTee], { total: 45, pages: 3 }));
    const pages = await screen.findByRole('navigation', { name: 'Inventory pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery(calls).page).toBe('3'));
    expect(window.location.search).toBe('?page=3');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Low Stock Only' }));
    await waitFor(() => expect(lastQuery(calls).page).toBe('1'));
    expect(window.location.search).toBe('?low_stock_only=true');
  });

  it('sorts by a column header, ascending then descending, by keyboard too', async () => {
    const calls = openInventory();
    await screen.findByRole('row', { name: /Aero Tee/ });
    await userEvent.click(screen.getByRole('columnheader', { name: /Current Stock/ }));
    await waitFor(() => expect(lastQuery(calls).sort).toBe('stock'));
    const header = screen.getByRole('columnheader', { name: /Current Stock/ });
    expect(header).toHaveAttribute('tabindex', '0');
    // antd reads the legacy keyCode, which browsers set and user-event does not.
    fireEvent.keyDown(header, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery(calls).sort).toBe('-stock'));
    expect(window.location.search).toBe('?sort=-stock');
  });

  it('says "No inventory items found." when nothing matches', async () => {
    openInventory('/inventory?search=zzz', makeInventoryList([]));
    expect(await screen.findByText('No inventory items found.')).toBeVisible();
    expect(screen.getByText('Showing 0 of 0 items')).toBeInTheDocument();
  });

  it('shows a loading state, then the failure with a Retry that asks again', async () => {
    // The failure is held back until the loading state has been seen.
    const answer = deferred();
    const failed = mockFetch([
      { path: '/api/inventory/', status: 500, body: { error: 'down' }, until: answer.promise },
    ]);
    signInAs(makeUser({ role: 'staff' }));
    renderScreen(<InventoryPage />, { at: '/inventory' });
    expect(await screen.findByText('Loading inventory')).toBeInTheDocument();
    answer.release();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The inventory could not be loaded.',
    );
    const retried = mockFetch([{ path: '/api/inventory/', body: makeInventoryList([shoe]) }]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Trail Shoe/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listCalls(failed)).toHaveLength(1);
    expect(listCalls(retried)).toHaveLength(1);
  });

  it('exports the filtered rows as CSV with the staff token', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:inventory';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const csv = 'SKU,Name\nTEE-7,Aero Tee\n';
    const calls = mockFetch([
      { path: '/api/inventory/export.csv', body: csv },
      { path: '/api/inventory/', body: makeInventoryList([lowTee]) },
    ]);
    signInAs(makeUser({ role: 'staff' }));
    renderScreen(<InventoryPage />, { at: '/inventory?low_stock_only=true&sort=-status&page=2' });
    await screen.findByRole('row', { name: /Aero Tee/ });

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls.find((call) => call.url.pathname === '/api/inventory/export.csv');
    expect(Object.fromEntries(exported?.url.searchParams ?? [])).toEqual({
      low_stock_only: 'true',
      sort: '-status',
    });
    expect(exported?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    click.mockRestore();
  });

  it('says so when the export fails', async () => {
    mockFetch([
      { path: '/api/inventory/export.csv', status: 500, body: { error: 'Export failed' } },
      { path: '/api/inventory/', body: makeInventoryList([lowTee]) },
    ]);
    signInAs(makeUser({ role: 'staff' }));
    renderScreen(<InventoryPage />, { at: '/inventory' });
    await screen.findByRole('row', { name: /Aero Tee/ });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export failed');
  });
});
