import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deferred,
  makeStyleSummary,
  makeStyleSummaryList,
  makeStaffUser,
  mockFetch,
  type FetchCall,
} from '@shop/testing';
import { renderScreen, resetBackoffice, signInAs } from '../testing/render-backoffice';
import { CataloguePage } from './catalogue-page';

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/catalogue/styles');
const lastQuery = (calls: FetchCall[]) =>
  Object.fromEntries(listCalls(calls).at(-1)?.url.searchParams ?? []);

const leggings = makeStyleSummary({
  id: 5,
  name: 'Zen Leggings',
  min_price: 39.99,
  max_price: 49.99,
  variant_count: 6,
  quantity_in_stock: 42,
  thumb_url: '/media/pictures/abc/thumb.webp',
});
const tee = makeStyleSummary({
  id: 6,
  name: 'Aero Tee',
  is_active: false,
  stock_status: 'low_stock',
});

function openCatalogue(
  path = '/catalogue',
  body = makeStyleSummaryList([leggings, tee]),
  user?: Parameters<typeof signInAs>[0],
) {
  const calls = mockFetch([
    { path: '/api/catalogue/styles', body },
    { path: '/api/categories', body: { categories: [{ id: 3, name: 'bottoms' }] } },
    {
      path: '/api/suppliers/',
      body: { suppliers: [{ id: 9, name: 'Lotus Mills', is_active: true }] },
    },
  ]);
  signInAs(user);
  renderScreen(<CataloguePage />, { at: path });
  return calls;
}

jest.setTimeout(20_000);

describe('the catalogue list', () => {
  afterEach(resetBackoffice);

  it('offers new styles and the import only to those who may edit the catalogue', async () => {
    openCatalogue('/catalogue', undefined, makeStaffUser());
    expect(await screen.findByRole('link', { name: 'Zen Leggings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print labels' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New style' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import / export' })).not.toBeInTheDocument();
    resetBackoffice();

    openCatalogue();
    expect(await screen.findByRole('link', { name: 'New style' })).toBeInTheDocument();
  });

  it('shows each style with its picture, price or range, variants, stock and status', async () => {
    const calls = openCatalogue();
    const row = (await screen.findByRole('link', { name: 'Zen Leggings' })).closest('tr')!;
    expect(within(row).getByText('From $39.99')).toBeInTheDocument();
    expect(within(row).getByText('6')).toBeInTheDocument();
    expect(within(row).getByText('42')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', '/media/pictures/abc/thumb.webp');
    expect(screen.getByRole('link', { name: 'Zen Leggings' })).toHaveAttribute(
      'href',
      '/catalogue/5',
    );

    const teeRow = screen.getByRole('link', { name: 'Aero Tee' }).closest('tr')!;
    expect(within(teeRow).getByText('$49.99')).toBeInTheDocument();
    expect(within(teeRow).getByText('Archived')).toBeInTheDocument();
    expect(within(teeRow).getByText('Low Stock')).toBeInTheDocument();

    expect(screen.getByText('Showing 2 of 2 styles')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'New style' })).toHaveAttribute(
      'href',
      '/catalogue/new',
    );
    expect(screen.getByRole('link', { name: 'Import / export' })).toHaveAttribute(
      'href',
      '/catalogue/import',
    );
    expect(lastQuery(calls)).toEqual({ page: '1', per_page: '20', status: 'active', sort: 'name' });
  });

  it('opens with the filters, order and page of its address', async () => {
    const calls = openCatalogue(
      '/catalogue?search=zen&category_id=3&supplier_id=9&status=all&stock_status=low_stock&sort=price_desc&page=2',
      makeStyleSummaryList([leggings], { total: 21, pages: 2, current_page: 2 }),
    );
    await screen.findByRole('link', { name: 'Zen Leggings' });
    expect(lastQuery(calls)).toEqual({
      page: '2',
      per_page: '20',
      search: 'zen',
      category_id: '3',
      supplier_id: '9',
      status: 'all',
      stock_status: 'low_stock',
      sort: 'price_desc',
    });
    expect(screen.getByRole('searchbox', { name: 'Search styles' })).toHaveValue('zen');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Stock' })).toHaveValue('low_stock');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveValue('9'),
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('3');
  });

  it('writes each filter to the address and the query, back to page 1', async () => {
    const calls = openCatalogue(
      '/catalogue?page=2',
      makeStyleSummaryList([leggings], { total: 30, pages: 2 }),
    );
    await screen.findByRole('link', { name: 'Zen Leggings' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search styles' }), '4006381333931');
    await waitFor(() => expect(lastQuery(calls).search).toBe('4006381333931'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('bottoms'),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'out_of_stock');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        page: '1',
        per_page: '20',
        search: '4006381333931',
        category_id: '3',
        status: 'archived',
        stock_status: 'out_of_stock',
        sort: 'newest',
      }),
    );
    expect(window.location.search).toBe(
      '?search=4006381333931&category_id=3&status=archived&stock_status=out_of_stock&sort=newest',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(window.location.search).toBe('?sort=newest'));
    expect(screen.getByRole('searchbox', { name: 'Search styles' })).toHaveValue('');
  });

  it('says so when no style matches', async () => {
    openCatalogue('/catalogue?search=zzz', makeStyleSummaryList([]));
    expect(await screen.findByText('No styles match these filters.')).toBeVisible();
    expect(screen.getByText('Showing 0 of 0 styles')).toBeInTheDocument();
  });

  it('shows a loading state, then the failure with a Retry that asks again', async () => {
    const answer = deferred();
    mockFetch([
      {
        path: '/api/catalogue/styles',
        status: 500,
        body: { error: 'down' },
        until: answer.promise,
      },
    ]);
    signInAs();
    renderScreen(<CataloguePage />, { at: '/catalogue' });
    expect(await screen.findByText('Loading styles')).toBeInTheDocument();
    answer.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The catalogue could not be loaded.',
    );

    mockFetch([{ path: '/api/catalogue/styles', body: makeStyleSummaryList([tee]) }]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Aero Tee' })).toBeInTheDocument();
  });
});
