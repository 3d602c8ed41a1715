import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStyleCard, makeStyleCardList, mockFetch, type FetchCall } from '@shop/testing';
import { renderStorefrontRoute } from '../../testing/render-storefront-route';

function lastProductQuery(calls: FetchCall[]): Record<string, string> {
  const call = calls.filter((c) => c.url.pathname === '/api/styles/').at(-1);
  return Object.fromEntries(call?.url.searchParams ?? []);
}

async function renderList(url: string) {
  const calls = mockFetch([
    {
      path: '/api/categories/',
      body: {
        categories: [
          { id: 1, name: 'men' },
          { id: 2, name: 'women' },
        ],
      },
    },
    { path: '/api/styles/', body: makeStyleCardList([makeStyleCard()], { total: 30, pages: 2 }) },
  ]);
  renderStorefrontRoute(url);
  await screen.findByText(/^Showing \d+ of \d+ products$/);
  return calls;
}

async function choose(label: string, option: string) {
  await userEvent.selectOptions(screen.getByLabelText(label), option);
}

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

describe('filter panel', () => {
  it('puts each chosen filter in the URL and the API query, back on page 1', async () => {
    const calls = await renderList('/products?page=2');

    await choose('Size', 'M');
    expect(window.location.search).toBe('?size=M');
    await waitFor(() => expect(lastProductQuery(calls)).toMatchObject({ size: 'M', page: '1' }));

    await choose('Category', 'Women');
    await choose('Color', 'Navy');
    await userEvent.click(screen.getByRole('checkbox', { name: 'In Stock Only' }));
    expect(window.location.search).toBe('?category=women&size=M&color=Navy&in_stock_only=true');
    await waitFor(() =>
      expect(lastProductQuery(calls)).toEqual({
        category: 'women',
        size: 'M',
        color: 'Navy',
        in_stock_only: 'true',
        page: '1',
        per_page: '20',
      }),
    );

    // Choosing "All sizes" and unticking the box take those filters out again.
    await choose('Size', 'All sizes');
    await userEvent.click(screen.getByRole('checkbox', { name: 'In Stock Only' }));
    expect(window.location.search).toBe('?category=women&color=Navy');
  });

  it('takes prices on Enter or on leaving the field', async () => {
    const calls = await renderList('/products?page=2');
    await userEvent.type(screen.getByLabelText('Min price'), '20');
    await userEvent.type(screen.getByLabelText('Max price'), '60.5{Enter}');
    expect(window.location.search).toBe('?min_price=20&max_price=60.5');
    await waitFor(() =>
      expect(lastProductQuery(calls)).toMatchObject({ min_price: '20', max_price: '60.5' }),
    );
  });

  it('searches after a pause in typing, with one history entry, keeping what was typed', async () => {
    await renderList('/products');
    const entries = window.history.length;
    const search = screen.getByLabelText('Search products');
    await userEvent.type(search, 'aero tee');
    expect(window.location.search).toBe('');

    await waitFor(() => expect(window.location.search).toBe('?search=aero+tee'));
    expect(window.history.length).toBe(entries + 1);
    expect(search).toHaveValue('aero tee');
  });

  it('Clear All empties every filter, in the URL and on screen', async () => {
    const calls = await renderList('/products?search=tee&category=men&size=L&min_price=5&page=2');
    expect(screen.getByLabelText('Search products')).toHaveValue('tee');
    expect(screen.getByLabelText('Min price')).toHaveValue(5);

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText('Search products')).toHaveValue('');
    expect(screen.getByLabelText('Min price')).toHaveValue(null);
    await waitFor(() => expect(lastProductQuery(calls)).toEqual({ page: '1', per_page: '20' }));
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  it('Back returns to the previous filters', async () => {
    await renderList('/products');
    await choose('Size', 'XL');
    expect(window.location.search).toBe('?size=XL');
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(screen.getByLabelText('Size')).toHaveDisplayValue('All sizes'));
  });

  it('has a Filters button for small screens that shows and hides the panel', async () => {
    await renderList('/products');
    // jsdom applies no media queries, so this is the wide layout: panel shown, no toggle.
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Product filters' })).toBeVisible();

    const toggle = screen.getByRole('button', { name: 'Filters', hidden: true });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).toBe(screen.getByRole('search', { name: 'Product filters' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
  });
});
