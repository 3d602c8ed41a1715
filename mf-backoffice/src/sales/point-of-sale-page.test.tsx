import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct, makeProductList, mockFetch } from '@shop/testing';
import { cartLine, openTill, quantityOf, resetTill, tillSearch } from '../testing/render-till';
import { selectTillCount } from './till.slice';

const tee = makeProduct({
  id: 7,
  name: 'Aero Tee',
  sku: 'AT-7-M',
  selling_price: 25,
  quantity_in_stock: 5,
});
const cap = makeProduct({
  id: 8,
  name: 'Sun Cap',
  sku: 'SC-8',
  selling_price: 19.99,
  quantity_in_stock: 2,
});
const boot = makeProduct({ id: 9, name: 'Trail Boot', sku: 'TB-9', quantity_in_stock: 0 });
const tile = (name: string) =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name, { exact: true }))!;

describe('the point of sale: finding and ringing up products', () => {
  afterEach(resetTill);

  it('loads 100 products, focuses the search, shows stock and keeps out-of-stock tiles from the cart', async () => {
    const { calls } = await openTill([tee, cap, boot]);

    expect(screen.getByRole('heading', { level: 1, name: 'Point of Sale' })).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('per_page')).toBe('100');
    await waitFor(() => expect(tillSearch()).toHaveFocus());
    expect(within(tile('Aero Tee')).getByText('5 in stock')).toBeInTheDocument();
    expect(within(tile('Trail Boot')).getByText('Out of stock')).toBeInTheDocument();
    expect(within(tile('Trail Boot')).getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    expect(
      screen.getByText('The cart is empty. Scan a code or add a product.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('filters by name, brand or SKU, ignoring case, and adds a tile with Add to Cart', async () => {
    await openTill([tee, cap, boot]);
    await userEvent.type(tillSearch(), 'sc-');
    expect(
      within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem'),
    ).toHaveLength(1);

    await userEvent.click(within(tile('Sun Cap')).getByRole('button', { name: /Add to Cart/ }));
    expect(quantityOf('Sun Cap')).toHaveValue(1);
    expect(screen.getByText('Added Sun Cap (1 in cart).')).toBeInTheDocument();
    expect(within(tile('Sun Cap')).getByText('2 in stock, 1 in cart')).toBeInTheDocument();
  });

  it('adds an exact SKU on Enter at once, one more on a second scan, and says when a code is unknown', async () => {
    const { store } = await openTill([tee, cap]);

    await userEvent.type(tillSearch(), 'at-7-m{Enter}');
    expect(quantityOf('Aero Tee')).toHaveValue(1);
    expect(tillSearch()).toHaveValue('');
    await userEvent.type(tillSearch(), 'AT-7-M{Enter}');
    expect(quantityOf('Aero Tee')).toHaveValue(2);
    expect(screen.getByText('Added Aero Tee (2 in cart).')).toBeInTheDocument();

    await userEvent.type(tillSearch(), 'ZZ-404{Enter}');
    expect(await screen.findByText('No product has the code “ZZ-404”.')).toBeInTheDocument();
    expect(tillSearch()).toHaveFocus();
    expect(selectTillCount(store.getState())).toBe(2);
  });

  it('does not add the only tile left by a name search when Enter is pressed', async () => {
    const { store } = await openTill([tee, cap]);
    await userEvent.type(tillSearch(), 'aero{Enter}');
    expect(await screen.findByText(/No product has the code “aero”/)).toBeInTheDocument();
    expect(selectTillCount(store.getState())).toBe(0);
  });

  it('never puts more in the cart than there is in stock', async () => {
    const { store } = await openTill([tee, cap]);
    for (let scan = 0; scan < 3; scan += 1) await userEvent.type(tillSearch(), 'SC-8{Enter}');

    expect(quantityOf('Sun Cap')).toHaveValue(2);
    expect(screen.getByText('All 2 of Sun Cap in stock are in the cart.')).toBeInTheDocument();
    expect(within(tile('Sun Cap')).getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    expect(
      within(cartLine('Sun Cap')).getByRole('button', { name: 'One more Sun Cap' }),
    ).toBeDisabled();
    expect(selectTillCount(store.getState())).toBe(2);
  });

  it('asks the server, after a pause, when the first 100 are not the whole catalogue; a scan too', async () => {
    const far = makeProduct({
      id: 4321,
      name: 'Zephyr Jacket',
      sku: 'ZJ-4321',
      quantity_in_stock: 3,
    });
    await openTill([tee, cap], { list: { total: 5000, pages: 50 } });
    const asked = mockFetch([{ path: '/api/products/', body: makeProductList([far]) }]);

    await userEvent.type(tillSearch(), 'zephyr');
    expect(await screen.findByText('Zephyr Jacket')).toBeInTheDocument();
    expect(screen.queryByText('Aero Tee')).not.toBeInTheDocument();

    await userEvent.clear(tillSearch());
    await userEvent.type(tillSearch(), 'zj-4321{Enter}');
    await waitFor(() => expect(quantityOf('Zephyr Jacket')).toHaveValue(1));
    const searches = asked.map((call) => call.url.searchParams.get('search'));
    expect(searches).toContain('zephyr');
    expect(searches).toContain('zj-4321');
    expect(searches).not.toContain('z');
  });

  it('keeps the till in its own storage entry, apart from the shopper’s cart', async () => {
    await openTill([tee, cap]);
    await userEvent.type(tillSearch(), 'AT-7-M{Enter}');

    const saved = JSON.parse(localStorage.getItem('pos_cart') ?? 'null') as {
      lines: { id: number; quantity: number }[];
    };
    expect(saved.lines.map(({ id, quantity }) => [id, quantity])).toEqual([[7, 1]]);
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
