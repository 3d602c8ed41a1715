import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStore, selectCartCount } from '@shop/shop-state';
import { deferred, makeProduct, mockFetch, type FetchCall } from '@shop/testing';
import { productList, renderStorefrontRoute } from '../../testing/render-storefront-route';

const categories = {
  path: '/api/categories/',
  body: {
    categories: [
      { id: 1, name: 'men' },
      { id: 2, name: 'women' },
    ],
  },
};

/** The query of the latest products request, as the API received it. */
function lastProductQuery(calls: FetchCall[]): Record<string, string> {
  const call = calls.filter((c) => c.url.pathname === '/api/products/').at(-1);
  return Object.fromEntries(call?.url.searchParams ?? []);
}

const countLine = () => screen.findByText(/^Showing \d+ of \d+ products$/);

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

describe('products list', () => {
  it('lists products with category, rating, brand, price and size, and adds to the shared cart', async () => {
    const products = [
      makeProduct({ name: 'Aero Tee', brand: 'Peak Form', size: 'L', selling_price: 29.99 }),
      makeProduct({ name: 'Flex Shorts' }),
    ];
    mockFetch([categories, { path: '/api/products/', body: productList(products, 12) }]);
    renderStorefrontRoute('/products');

    expect(await screen.findByText('Showing 2 of 12 products')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Aero Tee' }).closest('article')!;
    expect(within(card).getByText('footwear', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByText('4.5')).toBeInTheDocument();
    expect(within(card).getByText('Peak Form')).toBeInTheDocument();
    expect(within(card).getByText('Size L')).toBeInTheDocument();
    expect(within(card).getByText('$29.99')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: /Aero Tee/ })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(selectCartCount(getStore().getState())).toBe(1);
    expect(await screen.findByText('Added Aero Tee to cart')).toBeInTheDocument();
  });

  it('marks a sold-out card Out of stock and disables its Add to Cart', async () => {
    const products = [
      makeProduct({ name: 'Gone Tee', quantity_in_stock: 0 }),
      makeProduct({ name: 'Kept Tee', quantity_in_stock: 3 }),
    ];
    mockFetch([categories, { path: '/api/products/', body: productList(products) }]);
    renderStorefrontRoute('/products');
    const gone = (await screen.findByRole('link', { name: 'Gone Tee' })).closest('article')!;
    const kept = screen.getByRole('link', { name: 'Kept Tee' }).closest('article')!;

    expect(within(gone).getByText('Out of stock')).toBeInTheDocument();
    const add = within(gone).getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Gone Tee Out of stock');
    await userEvent.click(add);
    expect(selectCartCount(getStore().getState())).toBe(0);

    expect(within(kept).queryByText('Out of stock')).not.toBeInTheDocument();
    expect(within(kept).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('draws product images at a set size, loading those below the first row lazily', async () => {
    const products = Array.from({ length: 5 }, (_, index) =>
      makeProduct({ name: `Drawn Tee ${index}`, image_url: `/images/products/tee-navy.svg` }),
    );
    mockFetch([categories, { path: '/api/products/', body: productList(products) }]);
    renderStorefrontRoute('/products');
    await countLine();
    const images = screen.getAllByRole('img', { name: /^Drawn Tee/ });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    for (const image of images) {
      expect(image).toHaveAttribute('src', '/images/products/tee-navy.svg');
      expect(image).toHaveAttribute('width', '400');
      expect(image).toHaveAttribute('height', '300');
    }
  });

  it('sorts by the chosen order, in the URL and the API query, back on page 1', async () => {
    const calls = mockFetch([
      categories,
      { path: '/api/products/', body: productList([makeProduct()], 45, 3) },
    ]);
    renderStorefrontRoute('/products?size=S&page=2');
    await countLine();
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveDisplayValue('Newest');

    await userEvent.selectOptions(sort, 'Price: low to high');
    expect(window.location.search).toBe('?size=S&sort=price_asc');
    await waitFor(() =>
      expect(lastProductQuery(calls)).toEqual({
        size: 'S',
        sort: 'price_asc',
        page: '1',
        per_page: '20',
      }),
    );
    // The order stays through filters and pages; Clear All keeps it too.
    await userEvent.selectOptions(screen.getByLabelText('Color'), 'Navy');
    expect(window.location.search).toBe('?size=S&color=Navy&sort=price_asc');
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(window.location.search).toBe('?sort=price_asc');

    for (const [label, value] of [
      ['Price: high to low', 'price_desc'],
      ['Name: A to Z', 'name'],
    ]) {
      await userEvent.selectOptions(screen.getByLabelText('Sort by'), label!);
      expect(window.location.search).toBe(`?sort=${value}`);
    }
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    expect(window.location.search).toBe('');
  });

  it('reads the order from a shared link, and drops one the API does not know', async () => {
    const calls = mockFetch([categories, { path: '/api/products/', body: productList([]) }]);
    renderStorefrontRoute('/products?sort=name');
    await screen.findByText('No products found matching your criteria.');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Name: A to Z');
    expect(lastProductQuery(calls)).toMatchObject({ sort: 'name' });

    renderStorefrontRoute('/products?sort=cheapest');
    await waitFor(() => expect(lastProductQuery(calls)).toEqual({ page: '1', per_page: '20' }));
  });

  it('sends the filters of the URL to the API and drops invalid ones', async () => {
    const calls = mockFetch([categories, { path: '/api/products/', body: productList([]) }]);
    renderStorefrontRoute('/products?category=men&size=M&page=2&min_price=20&in_stock_only=true');
    await screen.findByText('No products found matching your criteria.');
    expect(lastProductQuery(calls)).toEqual({
      category: 'men',
      size: 'M',
      page: '2',
      per_page: '20',
      min_price: '20',
      in_stock_only: 'true',
    });
  });

  it('never sends values the URL got wrong', async () => {
    const calls = mockFetch([categories, { path: '/api/products/', body: productList([]) }]);
    renderStorefrontRoute(
      '/products?size=HUGE&page=abc&color=Teal&min_price=-3&max_price=lots&in_stock_only=yes&search=',
    );
    await screen.findByText('No products found matching your criteria.');
    expect(lastProductQuery(calls)).toEqual({ page: '1', per_page: '20' });
  });

  it('shows eight skeleton cards while the products load', async () => {
    const answer = deferred();
    mockFetch([
      categories,
      { path: '/api/products/', body: productList([makeProduct()]), until: answer.promise },
    ]);
    renderStorefrontRoute('/products');

    const loading = await screen.findByRole('status', { name: 'Loading products' });
    expect(loading.children).toHaveLength(8);
    act(() => answer.release());
    expect(await countLine()).toHaveTextContent('Showing 1 of 1 products');
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
  });

  it('says so when the products cannot be loaded, and Retry loads them', async () => {
    mockFetch([categories, { path: '/api/products/', status: 503, body: { error: 'down' } }]);
    renderStorefrontRoute('/products');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Products could not be loaded right now');

    mockFetch([categories, { path: '/api/products/', body: productList([makeProduct()]) }]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await countLine()).toHaveTextContent('Showing 1 of 1 products');
  });

  it('offers Clear filters when nothing matches, which goes back to the whole catalogue', async () => {
    const calls = mockFetch([categories, { path: '/api/products/', body: productList([]) }]);
    renderStorefrontRoute('/products?color=Pink&search=zzz');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('');
    await waitFor(() => expect(lastProductQuery(calls)).toEqual({ page: '1', per_page: '20' }));
  });

  it('pages with Previous, numbered pages and Next, marking the current page', async () => {
    const products = [makeProduct()];
    const calls = mockFetch([
      categories,
      { path: '/api/products/', body: productList(products, 45, 3) },
    ]);
    renderStorefrontRoute('/products?size=S');
    await countLine();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(window.location.search).toBe('?size=S&page=2');
    // Next sits at the foot of the results: the page goes back to their top, focus with it.
    const results = screen.getByRole('region', { name: 'Results' });
    expect(scrolled).toEqual([results]);
    expect(results).toHaveFocus();
    await waitFor(() => expect(lastProductQuery(calls)).toMatchObject({ size: 'S', page: '2' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(window.location.search).toBe('?size=S&page=3');
    expect(await screen.findByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('turns a page past the last one into the last page, without a history entry', async () => {
    const products = Array.from({ length: 5 }, () => makeProduct());
    const calls = mockFetch([
      categories,
      { path: '/api/products/', body: productList(products, 45, 3) },
    ]);
    renderStorefrontRoute('/products?size=S&page=9');
    const entries = window.history.length;
    await waitFor(() => expect(window.location.search).toBe('?size=S&page=3'));
    await waitFor(() => expect(lastProductQuery(calls)).toMatchObject({ size: 'S', page: '3' }));
    expect(window.history.length).toBe(entries);
  });
});
