import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pictureUrl } from '@shop/contracts';
import {
  deferred,
  makeStyleCard,
  makeStyleCardList,
  makeStylePicture,
  mockFetch,
  type FetchCall,
} from '@shop/testing';
import { renderStorefrontRoute } from '../../testing/render-storefront-route';

const categories = {
  path: '/api/categories/',
  body: {
    categories: [
      { id: 1, name: 'men' },
      { id: 2, name: 'women' },
    ],
  },
};

/** The query of the latest styles request, as the API received it. */
function lastProductQuery(calls: FetchCall[]): Record<string, string> {
  const call = calls.filter((c) => c.url.pathname === '/api/styles/').at(-1);
  return Object.fromEntries(call?.url.searchParams ?? []);
}

/** A style's card, by its name. */
const cardOf = (name: string) => screen.getByRole('link', { name }).closest('article')!;

const countLine = () => screen.findByText(/^Showing \d+ of \d+ products$/);

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

describe('products list', () => {
  it('lists one card per style with category, rating, brand, price and the sizes in stock', async () => {
    const tee = makeStyleCard({
      name: 'Aero Tee',
      brand: 'Peak Form',
      min_price: 29.99,
      max_price: 29.99,
      sizes_in_stock: ['S', 'M', 'L'],
      default_variant_id: 71,
    });
    const shorts = makeStyleCard({ name: 'Flex Shorts', min_price: 24.99, max_price: 34.99 });
    mockFetch([
      categories,
      { path: '/api/styles/', body: makeStyleCardList([tee, shorts], { total: 12 }) },
    ]);
    renderStorefrontRoute('/products');

    expect(await screen.findByText('Showing 2 of 12 products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const card = cardOf('Aero Tee');
    expect(within(card).getByText('footwear', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByText('4.5')).toBeInTheDocument();
    expect(within(card).getByText('Peak Form')).toBeInTheDocument();
    expect(within(card).getByText('In stock: S, M, L')).toBeInTheDocument();
    expect(within(card).getByText('$29.99')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Aero Tee' })).toHaveAttribute(
      'href',
      '/products/71',
    );
    expect(within(cardOf('Flex Shorts')).getByText('From $24.99')).toBeInTheDocument();
    // A size is chosen on the detail page, so the card has no Add to Cart.
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it("a swatch shows that colour's picture and opens that colour's variant, by keyboard too", async () => {
    const style = makeStyleCard({
      name: 'Zen Leggings',
      colors: ['Black', 'Navy', 'Pink'],
      pictures: [makeStylePicture('aa'), makeStylePicture('bb', 'Navy')],
      default_variant_id: 10,
      color_variant_ids: { Black: 10, Navy: 20, Pink: 30 },
    });
    mockFetch([categories, { path: '/api/styles/', body: makeStyleCardList([style]) }]);
    renderStorefrontRoute('/products');
    await countLine();
    const card = within(cardOf('Zen Leggings'));
    const image = () => card.getByRole('img', { name: /^Zen Leggings/ });
    const link = () => card.getByRole('link', { name: 'Zen Leggings' });
    expect(image()).toHaveAttribute('src', pictureUrl('aa'.padEnd(32, '0'), 'card'));
    expect(link()).toHaveAttribute('href', '/products/10');

    const swatches = within(card.getByRole('group', { name: 'Colours of Zen Leggings' }));
    expect(
      swatches.getAllByRole('button').map((swatch) => swatch.getAttribute('aria-label')),
    ).toEqual(['Black', 'Navy', 'Pink']);
    await userEvent.click(swatches.getByRole('button', { name: 'Navy' }));
    expect(swatches.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
    expect(image()).toHaveAccessibleName('Zen Leggings, Navy');
    expect(image()).toHaveAttribute('src', pictureUrl('bb'.padEnd(32, '0'), 'card'));
    expect(link()).toHaveAttribute('href', '/products/20');

    // Pink has no picture of its own: the style's first. Tab and Space, like any button.
    swatches.getByRole('button', { name: 'Navy' }).focus();
    await userEvent.tab();
    expect(swatches.getByRole('button', { name: 'Pink' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(image()).toHaveAttribute('src', pictureUrl('aa'.padEnd(32, '0'), 'card'));
    expect(link()).toHaveAttribute('href', '/products/30');
  });

  it('marks a style with no size in stock Out of stock', async () => {
    const styles = [
      makeStyleCard({ name: 'Gone Tee', sizes_in_stock: [] }),
      makeStyleCard({ name: 'Kept Tee', sizes_in_stock: ['M'] }),
    ];
    mockFetch([categories, { path: '/api/styles/', body: makeStyleCardList(styles) }]);
    renderStorefrontRoute('/products');
    await countLine();

    expect(within(cardOf('Gone Tee')).getByText('Out of stock')).toBeInTheDocument();
    expect(within(cardOf('Gone Tee')).queryByText(/^In stock/)).not.toBeInTheDocument();
    expect(within(cardOf('Kept Tee')).queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it('draws pictures at a set size with their card and large files, loading those below the first row lazily', async () => {
    const styles = [
      ...Array.from({ length: 4 }, (_, index) =>
        makeStyleCard({ name: `Shot Tee ${index}`, pictures: [makeStylePicture(`c${index}`)] }),
      ),
      makeStyleCard({ name: 'Drawn Tee', image_url: '/images/products/tee-navy.svg' }),
      makeStyleCard({ name: 'Bare Tee' }),
    ];
    mockFetch([categories, { path: '/api/styles/', body: makeStyleCardList(styles) }]);
    renderStorefrontRoute('/products');
    await countLine();
    const images = screen.getAllByRole('img', { name: /Tee/ });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      null,
    ]);
    const key = 'c0'.padEnd(32, '0');
    expect(images[0]).toHaveAttribute(
      'srcset',
      `${pictureUrl(key, 'card')} 480w, ${pictureUrl(key, 'large')} 1200w`,
    );
    for (const image of images.slice(0, 5)) {
      expect(image).toHaveAttribute('width', '400');
      expect(image).toHaveAttribute('height', '300');
    }
    expect(images[4]).toHaveAttribute('src', '/images/products/tee-navy.svg');
    expect(images[5]).toHaveAccessibleName('Bare Tee (no image)');
  });

  it('sorts by the chosen order, in the URL and the API query, back on page 1', async () => {
    const calls = mockFetch([
      categories,
      { path: '/api/styles/', body: makeStyleCardList([makeStyleCard()], { total: 45, pages: 3 }) },
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
    const calls = mockFetch([categories, { path: '/api/styles/', body: makeStyleCardList([]) }]);
    renderStorefrontRoute('/products?sort=name');
    await screen.findByText('No products found matching your criteria.');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Name: A to Z');
    expect(lastProductQuery(calls)).toMatchObject({ sort: 'name' });

    renderStorefrontRoute('/products?sort=cheapest');
    await waitFor(() => expect(lastProductQuery(calls)).toEqual({ page: '1', per_page: '20' }));
  });

  it('sends the filters of the URL to the API and drops invalid ones', async () => {
    const calls = mockFetch([categories, { path: '/api/styles/', body: makeStyleCardList([]) }]);
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
    const calls = mockFetch([categories, { path: '/api/styles/', body: makeStyleCardList([]) }]);
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
      { path: '/api/styles/', body: makeStyleCardList([makeStyleCard()]), until: answer.promise },
    ]);
    renderStorefrontRoute('/products');

    const loading = await screen.findByRole('status', { name: 'Loading products' });
    expect(loading.children).toHaveLength(8);
    act(() => answer.release());
    expect(await countLine()).toHaveTextContent('Showing 1 of 1 products');
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
  });

  it('says so when the products cannot be loaded, and Retry loads them', async () => {
    mockFetch([categories, { path: '/api/styles/', status: 503, body: { error: 'down' } }]);
    renderStorefrontRoute('/products');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Products could not be loaded right now');

    mockFetch([categories, { path: '/api/styles/', body: makeStyleCardList([makeStyleCard()]) }]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await countLine()).toHaveTextContent('Showing 1 of 1 products');
  });

  it('offers Clear filters when nothing matches, which goes back to the whole catalogue', async () => {
    const calls = mockFetch([categories, { path: '/api/styles/', body: makeStyleCardList([]) }]);
    renderStorefrontRoute('/products?color=Pink&search=zzz');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('');
    await waitFor(() => expect(lastProductQuery(calls)).toEqual({ page: '1', per_page: '20' }));
  });

  it('pages with Previous, numbered pages and Next, marking the current page', async () => {
    const styles = [makeStyleCard()];
    const calls = mockFetch([
      categories,
      { path: '/api/styles/', body: makeStyleCardList(styles, { total: 45, pages: 3 }) },
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
    const styles = Array.from({ length: 5 }, () => makeStyleCard());
    const calls = mockFetch([
      categories,
      { path: '/api/styles/', body: makeStyleCardList(styles, { total: 45, pages: 3 }) },
    ]);
    renderStorefrontRoute('/products?size=S&page=9');
    const entries = window.history.length;
    await waitFor(() => expect(window.location.search).toBe('?size=S&page=3'));
    await waitFor(() => expect(lastProductQuery(calls)).toMatchObject({ size: 'S', page: '3' }));
    expect(window.history.length).toBe(entries);
  });
});
