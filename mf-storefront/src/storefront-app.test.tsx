import { screen, waitFor } from '@testing-library/react';
import { makeProduct, makeStyleCardList, mockFetch } from '@shop/testing';
import { INFO_PAGES } from './info-pages/info-pages';
import { productList, renderStorefrontRoute } from './testing/render-storefront-route';

// antd screens on two shared cores: a lazy page can take seconds to arrive.
jest.setTimeout(20_000);

describe('storefront module', () => {
  const product = makeProduct({ id: 7, name: 'Aero Tee' });
  beforeEach(() =>
    mockFetch([
      { path: '/api/categories/', body: { categories: [] } },
      { path: '/api/products/7', body: { product } },
      { path: '/api/products/', body: productList([product]) },
      { path: '/api/styles/', body: makeStyleCardList([]) },
    ]),
  );

  it.each([
    ['/', 'Gear Up. Train Hard. Go Further.'],
    ['/products', 'Products'],
    ['/products/7', 'Aero Tee'],
    ['/cart', 'Shopping Cart'],
    [INFO_PAGES[0]!.path, INFO_PAGES[0]!.title],
  ])('loads the page for %s, titled "%s"', async (path, title) => {
    renderStorefrontRoute(path);
    // The page's chunk loads after the router's, and an antd page's takes seconds here.
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('names the browser tab after the product once its page has loaded it', async () => {
    renderStorefrontRoute('/products/7');
    await waitFor(() => expect(document.title).toBe('Aero Tee · FitShop'));
  });
});
