import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@shop/contracts';
import { addToCart, getStore, selectCartCount, selectCartItems, signedIn } from '@shop/shop-state';
import { makeProduct, makeShopBody, makeUser, mockFetch } from '@shop/testing';
import { renderStorefrontRoute } from '../../testing/render-storefront-route';
import { WISHLIST_KEY } from './use-wishlist';

// antd screens on two shared cores: a few clicks can take seconds.
jest.setTimeout(20_000);

function answerWith(product: Product) {
  return mockFetch([{ path: `/api/products/${product.id}`, body: { product } }]);
}

async function openDetail(product: Product) {
  renderStorefrontRoute(`/products/${product.id}`);
  return screen.findByRole('heading', { level: 1, name: product.name });
}

const specRow = (label: string) => screen.queryByRole('row', { name: new RegExp(`^${label} `) });

describe('product detail', () => {
  it('shows the product with its breadcrumb, list price, Save 20% and specifications', async () => {
    const product = makeProduct({
      name: 'Aero Tee',
      brand: 'Peak Form',
      sku: 'PF-TEE-M',
      description: '',
      selling_price: 19.99,
      size: 'M',
      color: 'Navy',
      category: { id: 1, name: 'men' },
      cost_price: 8,
    });
    answerWith(product);
    await openDetail(product);

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/products', '/products?category=men']);
    expect(within(trail).getByText('Aero Tee')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('4.5 (128 reviews)')).toBeInTheDocument();
    expect(screen.getAllByText('$19.99').length).toBeGreaterThan(0);
    // 19.99 × 1.2 = 23.988, shown as the cents the shared formula rounds to.
    expect(screen.getByText('$23.99').closest('s')).toBeInTheDocument();
    expect(screen.getByText('Save 20%')).toBeInTheDocument();
    expect(screen.getByText('No description available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'XL, not available' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pink, not available' })).toBeDisabled();
    // No store settings answer yet: free shipping and 30 days, as the product describes.
    for (const note of ['Free shipping', '30-day returns', '2-year warranty']) {
      expect(screen.getByText(note)).toBeInTheDocument();
    }
    expect(specRow('SKU')).toHaveTextContent('PF-TEE-M');
    expect(specRow('Color')).toHaveTextContent('Navy');
    // A shopper never sees costs, even if an answer carried one.
    expect(specRow('Cost price')).not.toBeInTheDocument();
    expect(specRow('Profit margin')).not.toBeInTheDocument();
  });

  it('follows the store settings: no sample rating or list price when off, their shipping and returns', async () => {
    const product = makeProduct({ name: 'Quiet Tee', selling_price: 19.99 });
    mockFetch([
      { path: `/api/products/${product.id}`, body: { product } },
      {
        path: '/api/shop',
        body: makeShopBody({
          show_sample_rating: false,
          show_list_price: false,
          shipping_flat_fee: 4.95,
          shipping_free_over: 50,
          returns_window_days: 14,
        }),
      },
    ]);
    await openDetail(product);
    expect(await screen.findByText('Free shipping over $50.00')).toBeInTheDocument();
    expect(screen.getByText('14-day returns')).toBeInTheDocument();
    expect(screen.queryByText(/reviews\)/)).not.toBeInTheDocument();
    expect(screen.queryByText('Save 20%')).not.toBeInTheDocument();
    expect(screen.queryByText('$23.99')).not.toBeInTheDocument();
  });

  it('offers the sizes and colours of its style; choosing one opens that variant, and Back returns', async () => {
    const style = { name: 'Aero Tee', brand: 'Peak Form', category: { id: 1, name: 'men' } };
    const navyM = makeProduct({ ...style, id: 501, sku: 'AERO-NVY-M', size: 'M', color: 'Navy' });
    const navyL = makeProduct({
      ...style,
      id: 602,
      sku: 'AERO-NVY-L',
      size: 'L',
      color: 'Navy',
      selling_price: 24.99,
      quantity_in_stock: 4,
    });
    const redM = makeProduct({ ...style, id: 703, sku: 'AERO-RED-M', size: 'M', color: 'Red' });
    const variants = [
      { id: 501, size: 'M', color: 'Navy', in_stock: true },
      { id: 602, size: 'L', color: 'Navy', in_stock: true },
      { id: 703, size: 'M', color: 'Red', in_stock: false },
    ] as const;
    mockFetch(
      [navyM, navyL, { ...redM, quantity_in_stock: 0 }].map((product) => ({
        path: `/api/products/${product.id}`,
        body: { product: { ...product, variants } },
      })),
    );
    await openDetail(navyM);

    const sizes = screen.getByRole('group', { name: /^Size/ });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((button) => [
          button.getAttribute('aria-label'),
          (button as HTMLButtonElement).disabled,
        ]),
    ).toEqual([
      ['XS, not available', true],
      ['S, not available', true],
      ['M', false],
      ['L', false],
      ['XL, not available', true],
      ['XXL, not available', true],
    ]);
    expect(screen.getByRole('button', { name: 'Red, out of stock' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Black, not available' })).toBeDisabled();

    await userEvent.click(within(sizes).getByRole('button', { name: 'L' }));
    expect(window.location.pathname).toBe('/products/602');
    expect(await screen.findByRole('row', { name: /^SKU AERO-NVY-L/ })).toBeInTheDocument();
    // The page stays while the variant loads, so the chosen size keeps focus.
    expect(screen.getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'L' })).toHaveFocus();
    expect(screen.getAllByText('$24.99').length).toBeGreaterThan(0);
    expect(screen.getByText('4 in stock')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Red, out of stock' }));
    expect(window.location.pathname).toBe('/products/703');
    expect(await screen.findByRole('row', { name: /^SKU AERO-RED-M/ })).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

    act(() => window.history.back());
    expect(await screen.findByRole('row', { name: /^SKU AERO-NVY-L/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/products/602');
  });

  it('puts only the product itself in the cart, not the other variants of its style', async () => {
    const product = makeProduct({ id: 804 });
    mockFetch([
      {
        path: '/api/products/804',
        body: {
          product: {
            ...product,
            variants: [{ id: 804, size: 'M', color: 'Black', in_stock: true }],
          },
        },
      },
    ]);
    await openDetail(product);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(selectCartItems(getStore().getState())[0]).not.toHaveProperty('variants');
  });

  it('shows cost and margin once staff sign in, fetching again with their token', async () => {
    const product = makeProduct({ selling_price: 80 });
    answerWith(product);
    await openDetail(product);
    expect(specRow('Cost price')).not.toBeInTheDocument();

    const calls = answerWith({ ...product, cost_price: 47.5 });
    act(() => {
      getStore().dispatch(signedIn({ token: 'staff-token', user: makeUser({ role: 'staff' }) }));
    });
    expect(await screen.findByRole('row', { name: /^Cost price/ })).toHaveTextContent('$47.50');
    expect(specRow('Profit margin')).toHaveTextContent('40.6%');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
  });

  it('steps the quantity from 1 up to the stock and adds that many to the cart', async () => {
    const product = makeProduct({ name: 'Grip Socks', quantity_in_stock: 2 });
    answerWith(product);
    await openDetail(product);
    const quantity = screen.getByLabelText('Quantity');
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });

    expect(quantity).toHaveValue(1);
    expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    expect(quantity).toHaveValue(2);
    expect(increase).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(selectCartCount(getStore().getState())).toBe(2);
    expect(await screen.findByText('Added 2 × Grip Socks to cart')).toBeInTheDocument();
  });

  it('counts what the cart already holds against the stock', async () => {
    const product = makeProduct({ name: 'Grip Socks', quantity_in_stock: 3 });
    answerWith(product);
    await openDetail(product);
    act(() => {
      getStore().dispatch(addToCart({ product, quantity: 2 }));
    });

    expect(screen.getByText('3 in stock, 2 in your cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(selectCartCount(getStore().getState())).toBe(3);
    expect(screen.getByText('3 in stock, all in your cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });

  it('never lets a typed quantity go below 1', async () => {
    const product = makeProduct({ quantity_in_stock: 10 });
    answerWith(product);
    await openDetail(product);
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.tab();
    expect(quantity).toHaveValue(1);
  });

  it('says Out of stock and disables buying when none are left', async () => {
    const product = makeProduct({ quantity_in_stock: 0 });
    answerWith(product);
    await openDetail(product);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });

  it('Buy Now puts the product in the cart and goes to the cart', async () => {
    const product = makeProduct();
    answerWith(product);
    await openDetail(product);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(selectCartItems(getStore().getState()).map((item) => item.id)).toEqual([product.id]);
    expect(window.location.pathname).toBe('/cart');
  });

  it('keeps the wishlist heart in local storage across visits', async () => {
    const product = makeProduct();
    answerWith(product);
    const { unmount } = renderStorefrontRoute(`/products/${product.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_KEY)!)).toEqual([product.id]);
    unmount();

    await openDetail(product);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_KEY)!)).toEqual([]);
  });

  it('shows Product Not Found with a way back when the API has no such product', async () => {
    mockFetch([{ path: '/api/products/', status: 404, body: { error: 'Product not found' } }]);
    renderStorefrontRoute('/products/999999');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('offers Retry when the product cannot be loaded', async () => {
    const product = makeProduct();
    mockFetch([{ path: '/api/products/', status: 500, body: { error: 'Internal error' } }]);
    renderStorefrontRoute(`/products/${product.id}`);
    const alert = await screen.findByRole('alert');
    answerWith(product);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: product.name }),
    ).toBeInTheDocument();
  });
});
