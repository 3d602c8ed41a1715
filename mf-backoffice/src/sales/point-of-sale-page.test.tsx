import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeStaffStyle,
  makeStaffVariant,
  makeStyleCardList,
  makeStyleCardOf,
  makeStylePicture,
  mockFetch,
} from '@shop/testing';
import {
  cartLine,
  oneVariantStyle,
  openTill,
  quantityOf,
  resetTill,
  styleTile,
  tillRoutes,
  tillSearch,
} from '../testing/render-till';
import { selectTillCount, selectTillLines } from './till.slice';

// Zen Leggings: M and L in Black and Navy, no Navy L; Black L sold out.
const leggings = makeStaffStyle({
  id: 601,
  name: 'Zen Leggings',
  brand: 'Peak Form',
  pictures: [makeStylePicture('ab')],
  variants: [
    makeStaffVariant({ id: 61, sku: 'ZEN-BLK-M', size: 'M', color: 'Black', quantity_in_stock: 4 }),
    makeStaffVariant({ id: 62, sku: 'ZEN-BLK-L', size: 'L', color: 'Black', quantity_in_stock: 0 }),
    makeStaffVariant({
      id: 63,
      sku: 'ZEN-NVY-M',
      size: 'M',
      color: 'Navy',
      selling_price: 30,
      quantity_in_stock: 2,
      barcode: '4006381333931',
    }),
  ],
});
const cap = oneVariantStyle('Sun Cap', { id: 8, sku: 'SC-8', quantity_in_stock: 2 });
const boot = makeStaffStyle({
  id: 609,
  name: 'Trail Boot',
  image_url: '/images/products/boot-black.svg',
  variants: [makeStaffVariant({ id: 9, sku: 'TB-9', quantity_in_stock: 0 })],
});

const picker = () => within(screen.getByRole('dialog', { name: 'Zen Leggings · Peak Form' }));
const cell = (name: string) => picker().getByRole('button', { name: new RegExp(`^${name},`) });

describe('the point of sale: finding and ringing up styles', () => {
  afterEach(resetTill);

  it('loads 100 styles by name, focuses the search, shows pictures, prices and sizes in stock', async () => {
    const { calls } = await openTill([leggings, cap, boot]);

    expect(screen.getByRole('heading', { level: 1, name: 'Point of Sale' })).toBeInTheDocument();
    // The till asks for its register's drawer first, then, with a session open, the styles.
    const paths = calls.map((call) => call.url.pathname);
    expect(paths.indexOf('/api/registers')).toBeLessThan(paths.indexOf('/api/styles/'));
    const styles = calls.find((call) => call.url.pathname === '/api/styles/');
    expect(Object.fromEntries(styles!.url.searchParams)).toEqual({
      sort: 'name',
      per_page: '100',
    });
    await waitFor(() => expect(tillSearch()).toHaveFocus());
    const tile = within(styleTile('Zen Leggings'));
    expect(tile.getByText('From $25.00')).toBeInTheDocument();
    expect(tile.getByText('M')).toBeInTheDocument();
    expect(styleTile('Zen Leggings').querySelector('img')).toHaveAttribute(
      'src',
      leggings.pictures[0]!.urls.thumb,
    );
    expect(styleTile('Trail Boot').querySelector('img')).toHaveAttribute(
      'src',
      '/images/products/boot-black.svg',
    );
    expect(within(styleTile('Trail Boot')).getByText('Out of stock')).toBeInTheDocument();
    expect(styleTile('Trail Boot')).toBeDisabled();
    expect(
      screen.getByText('The cart is empty. Scan a code or add a product.'),
    ).toBeInTheDocument();
  });

  it('a tile opens a size-by-colour picker with the stock in each cell; choosing one adds that variant', async () => {
    const { store } = await openTill([leggings, cap, boot]);
    await userEvent.type(tillSearch(), 'peak');
    expect(
      within(screen.getByRole('list', { name: 'Styles' })).getAllByRole('listitem'),
    ).toHaveLength(1);

    await userEvent.click(styleTile('Zen Leggings'));
    const grid = await picker().findByRole('table', { name: 'Sizes and colours of Zen Leggings' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Black', 'Navy']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['M', 'L']);
    expect(cell('M Black')).toHaveTextContent('4');
    expect(cell('M Navy')).toHaveAccessibleName('M Navy, 2 in stock');
    expect(cell('L Black')).toBeDisabled();
    expect(cell('L Navy')).toHaveAccessibleName('L Navy, not available');
    expect(cell('L Navy')).toBeDisabled();

    await userEvent.click(cell('M Navy'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Added Zen Leggings (1 in cart).')).toBeInTheDocument();
    expect(selectTillLines(store.getState())).toMatchObject([
      { id: 63, sku: 'ZEN-NVY-M', size: 'M', color: 'Navy', selling_price: 30, quantity: 1 },
    ]);
    expect(
      within(cartLine('Zen Leggings')).getByText(/Size M · Navy · ZEN-NVY-M/),
    ).toBeInTheDocument();
    await waitFor(() => expect(tillSearch()).toHaveFocus());
  });

  it('the picker is worked by keyboard: the arrows skip cells that cannot be chosen, Enter adds, Escape closes', async () => {
    const { store } = await openTill([leggings, cap]);
    styleTile('Zen Leggings').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cell('M Black')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(cell('M Black')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(cell('M Navy')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectTillCount(store.getState())).toBe(0);
    await waitFor(() => expect(tillSearch()).toHaveFocus());

    await userEvent.click(styleTile('Zen Leggings'));
    await waitFor(() => expect(cell('M Black')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(quantityOf('Zen Leggings')).toHaveValue(1));
    expect(selectTillLines(store.getState()).map((line) => line.id)).toEqual([63]);
  });

  it('a scanned barcode or SKU adds that exact variant, one more on a second scan; an unknown code is said so', async () => {
    const { store, calls } = await openTill([leggings, cap]);

    await userEvent.type(tillSearch(), '4006381333931{Enter}');
    await waitFor(() => expect(quantityOf('Zen Leggings')).toHaveValue(1));
    expect(tillSearch()).toHaveValue('');
    expect(selectTillLines(store.getState())[0]).toMatchObject({ id: 63, color: 'Navy' });
    await userEvent.type(tillSearch(), 'SC-8{Enter}');
    await waitFor(() => expect(quantityOf('Sun Cap')).toHaveValue(1));
    await userEvent.type(tillSearch(), 'SC-8{Enter}');
    expect(await screen.findByText('Added Sun Cap (2 in cart).')).toBeInTheDocument();
    const lookups = calls.filter((call) => call.url.pathname === '/api/pos/lookup');
    expect(lookups.map((call) => call.url.searchParams.get('code'))).toContain('4006381333931');

    await userEvent.type(tillSearch(), 'ZZ-404{Enter}');
    expect(await screen.findByText('No product has the code “ZZ-404”.')).toBeInTheDocument();
    expect(tillSearch()).toHaveFocus();
    expect(selectTillCount(store.getState())).toBe(3);
  });

  it('does not open or add the only tile left by a name search when Enter is pressed', async () => {
    const { store } = await openTill([leggings, cap]);
    await userEvent.type(tillSearch(), 'zen{Enter}');
    expect(await screen.findByText(/No product has the code “zen”/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectTillCount(store.getState())).toBe(0);
  });

  it('a scan adds the item while the focus is on a tile, and its Enter does not open the tile', async () => {
    const { store } = await openTill([leggings, cap]);
    styleTile('Sun Cap').focus();

    // userEvent keys without a delay, as fast as a scanner.
    await userEvent.keyboard('4006381333931{Enter}');
    await waitFor(() => expect(quantityOf('Zen Leggings')).toHaveValue(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectTillLines(store.getState()).map((line) => line.id)).toEqual([63]);
  });

  it('never puts more in the cart than there is in stock', async () => {
    const { store } = await openTill([leggings, cap]);
    for (let scan = 0; scan < 2; scan += 1) {
      await userEvent.type(tillSearch(), 'SC-8{Enter}');
      await waitFor(() => expect(quantityOf('Sun Cap')).toHaveValue(scan + 1));
    }
    await userEvent.type(tillSearch(), 'SC-8{Enter}');
    expect(
      await screen.findByText('All 2 of Sun Cap in stock are in the cart.'),
    ).toBeInTheDocument();
    expect(
      within(cartLine('Sun Cap')).getByRole('button', { name: 'One more Sun Cap' }),
    ).toBeDisabled();
    expect(selectTillCount(store.getState())).toBe(2);
  });

  it('asks the server, after a pause, when the first 100 are not the whole catalogue', async () => {
    const far = oneVariantStyle('Zephyr Jacket', {
      id: 4321,
      sku: 'ZJ-4321',
      quantity_in_stock: 3,
    });
    await openTill([leggings, cap], { list: { total: 5000, pages: 50 } });
    const asked = mockFetch([
      ...tillRoutes([far]),
      { path: '/api/styles/', body: makeStyleCardList([makeStyleCardOf(far)]) },
    ]);

    await userEvent.type(tillSearch(), 'zephyr');
    expect(await screen.findByText('Zephyr Jacket')).toBeInTheDocument();
    expect(screen.queryByText('Zen Leggings')).not.toBeInTheDocument();
    const searches = asked.map((call) => call.url.searchParams.get('search'));
    expect(searches).toContain('zephyr');
    expect(searches).not.toContain('z');
  });

  it('keeps the till in its own storage entry, apart from the shopper’s cart', async () => {
    await openTill([leggings, cap]);
    await userEvent.type(tillSearch(), 'ZEN-BLK-M{Enter}');
    await waitFor(() => expect(quantityOf('Zen Leggings')).toHaveValue(1));

    const saved = JSON.parse(localStorage.getItem('pos_cart') ?? 'null') as {
      lines: { id: number; quantity: number }[];
    };
    expect(saved.lines.map(({ id, quantity }) => [id, quantity])).toEqual([[61, 1]]);
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
