import type { Size, StaffStyle, StyleSummaryList } from '@shop/contracts';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

/**
 * One style of the test's own brand: its sizes in black, one price, then per size a different
 * price and a restock when given. Minimum stock level 4, so 1-4 units are low.
 */
interface PlannedStyle {
  name: string;
  price: number;
  sizes: Partial<Record<Size, { price?: number; restock?: number }>>;
}

/**
 * Five styles whose list rows differ in every summed column (docs/product/catalogue.md#routes):
 *   name     min-max price   stock (per size)   worst state
 *   Alder    10.00-100.00    20 + 20 = 40       in stock
 *   Birch    50.00           2                  low
 *   Cedar    30.00           0                  out of stock
 *   Dogwood  20.00           10 + 0 = 10        out of stock (M has none)
 *   Elm      40.00           7                  in stock
 */
const PLAN: PlannedStyle[] = [
  { name: 'Alder', price: 10, sizes: { S: { restock: 20 }, M: { price: 100, restock: 20 } } },
  { name: 'Birch', price: 50, sizes: { S: { restock: 2 } } },
  { name: 'Cedar', price: 30, sizes: { S: {} } },
  { name: 'Dogwood', price: 20, sizes: { S: { restock: 10 }, M: {} } },
  { name: 'Elm', price: 40, sizes: { S: { restock: 7 } } },
];
const BRAND = 'Sortwell';

describe.each(databaseTargets())('the back office style list on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  const list = async (query: string) => {
    const answer = await shop.send<StyleSummaryList>(
      'GET',
      `/catalogue/styles?search=${BRAND}&${query}`,
      undefined,
      admin,
    );
    expect(answer.status).toBe(200);
    const { styles, ...page } = answer.body;
    return { names: styles.map((style) => style.name), page, styles };
  };

  beforeAll(async () => {
    shop = await startTestShop(target);
    admin = await signIn(shop, DEMO.admin);
    const call = async <T>(method: string, path: string, body: unknown) => {
      const answer = await shop.send<T>(method, path, body, admin);
      if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status}`);
      return answer.body;
    };
    for (const planned of PLAN) {
      const { style } = await call<{ style: StaffStyle }>('POST', '/catalogue/styles', {
        name: planned.name,
        brand: BRAND,
        category_id: 1,
        style_code: `SW-${planned.name}`,
        sizes: Object.keys(planned.sizes),
        colors: ['Black'],
        selling_price: planned.price,
        cost_price: 5,
        minimum_stock_level: 4,
        maximum_stock_level: 40,
      });
      for (const variant of style.variants) {
        const { price, restock } = planned.sizes[variant.size] ?? {};
        if (price !== undefined)
          await call('PATCH', `/catalogue/variants/${variant.id}`, { selling_price: price });
        if (restock !== undefined)
          await call('POST', `/inventory/${variant.id}/restock`, { quantity: restock });
      }
    }
  });
  afterAll(() => shop?.close());

  it.each([
    ['name', ['Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm']],
    ['newest', ['Elm', 'Dogwood', 'Cedar', 'Birch', 'Alder']],
    // By each style's lowest price, and by its highest.
    ['price_asc', ['Alder', 'Dogwood', 'Cedar', 'Elm', 'Birch']],
    ['price_desc', ['Alder', 'Birch', 'Elm', 'Cedar', 'Dogwood']],
    // By the units in stock, fewest first.
    ['stock', ['Cedar', 'Birch', 'Elm', 'Dogwood', 'Alder']],
  ])('sorts by %s', async (sort, names) => {
    const answer = await list(`sort=${sort}`);
    expect(answer.names).toEqual(names);
    expect(answer.page).toEqual({ total: 5, pages: 1, current_page: 1, per_page: 20 });
  });

  it('shows each row summed over its variants', async () => {
    const { styles } = await list('sort=name');
    expect(
      styles.map(({ name, min_price, max_price, quantity_in_stock, stock_status }) => ({
        ...{ name, min_price, max_price, quantity_in_stock, stock_status },
      })),
    ).toEqual([
      row('Alder', 10, 100, 40, 'in_stock'),
      row('Birch', 50, 50, 2, 'low_stock'),
      row('Cedar', 30, 30, 0, 'out_of_stock'),
      row('Dogwood', 20, 20, 10, 'out_of_stock'),
      row('Elm', 40, 40, 7, 'in_stock'),
    ]);
  });

  it('pages a price-sorted list: every style once, in order, with the same totals', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await list(`sort=price_asc&per_page=2&page=${page}`));
    expect(pages.map((answer) => answer.names)).toEqual([
      ['Alder', 'Dogwood'],
      ['Cedar', 'Elm'],
      ['Birch'],
    ]);
    expect(pages.map((answer) => answer.page)).toEqual(
      [1, 2, 3].map((current_page) => ({ total: 5, pages: 3, current_page, per_page: 2 })),
    );
  });

  it.each([
    ['out_of_stock', ['Cedar', 'Dogwood']],
    ['low_stock', ['Birch']],
    ['in_stock', ['Alder', 'Elm']],
  ])('filters on the worst stock state: %s', async (state, names) => {
    const answer = await list(`stock_status=${state}`);
    expect(answer.names).toEqual(names);
    expect(answer.page.total).toBe(names.length);
  });

  it('pages a stock-filtered list sorted by stock, counting only the matching styles', async () => {
    const first = await list('stock_status=out_of_stock&sort=stock&per_page=1');
    const second = await list('stock_status=out_of_stock&sort=stock&per_page=1&page=2');
    expect([first.names, second.names]).toEqual([['Cedar'], ['Dogwood']]);
    expect(second.page).toEqual({ total: 2, pages: 2, current_page: 2, per_page: 1 });
  });

  it('refuses an unknown stock state or sort with a message naming the choices', async () => {
    const badState = await shop.send(
      'GET',
      '/catalogue/styles?stock_status=some',
      undefined,
      admin,
    );
    expect(badState).toMatchObject({
      status: 400,
      body: { error: 'stock_status must be one of out_of_stock, low_stock, in_stock' },
    });
    const badSort = await shop.send('GET', '/catalogue/styles?sort=cheapest', undefined, admin);
    expect(badSort).toMatchObject({
      status: 400,
      body: { error: 'sort must be one of name, newest, price_asc, price_desc, stock' },
    });
  });
});

const row = (
  name: string,
  min_price: number,
  max_price: number,
  quantity_in_stock: number,
  stock_status: string,
) => ({ name, min_price, max_price, quantity_in_stock, stock_status });
