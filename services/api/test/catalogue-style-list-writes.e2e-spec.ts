import type { StaffStyle, StyleSummaryList } from '@shop/contracts';
import { cancelPurchase, placeOrder } from './purchases.fixtures';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

const BRAND = 'Freshlist';

/**
 * What a manager sees in the style list right after each kind of write: its stock state filter,
 * its stock and price orders read each style's kept summary
 * (docs/decisions/0119-the-style-list-summary-on-the-style.md), which must move with the write.
 *   Maple   S and M, 10 units each, $30, minimum 4
 *   Linden  S, 6 units, $25, minimum 4
 * Each test starts where the one before left off.
 */
describe.each(databaseTargets())('the style list after each write on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  let customer: string;
  const variantOf: Record<string, number> = {};

  const call = async <T>(method: string, path: string, body?: unknown) => {
    const answer = await shop.send<T>(method, path, body, admin);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status}`);
    return answer.body;
  };
  const names = async (query: string) => {
    const list = await call<StyleSummaryList>('GET', `/catalogue/styles?search=${BRAND}&${query}`);
    expect(list.total).toBe(list.styles.length);
    return list.styles.map((style) => style.name);
  };
  const row = async (name: string) => {
    const list = await call<StyleSummaryList>('GET', `/catalogue/styles?search=${BRAND}`);
    const { quantity_in_stock, stock_status, min_price, max_price } = list.styles.find(
      (style) => style.name === name,
    )!;
    return { quantity_in_stock, stock_status, min_price, max_price };
  };

  beforeAll(async () => {
    shop = await startTestShop(target);
    admin = await signIn(shop, DEMO.admin);
    customer = await signIn(shop, DEMO.customer);
    for (const [name, sizes, price] of [
      ['Maple', ['S', 'M'], 30],
      ['Linden', ['S'], 25],
    ] as const) {
      const { style } = await call<{ style: StaffStyle }>('POST', '/catalogue/styles', {
        ...{ name, brand: BRAND, category_id: 1, style_code: `FL-${name}`, sizes },
        ...{ colors: ['Black'], selling_price: price, cost_price: 5 },
        ...{ minimum_stock_level: 4, maximum_stock_level: 40 },
      });
      for (const variant of style.variants) {
        variantOf[`${name} ${variant.size}`] = variant.id;
        const quantity = name === 'Maple' ? 10 : 6;
        await call('POST', `/inventory/${variant.id}/restock`, { quantity });
      }
    }
  });
  afterAll(() => shop?.close());

  it('shows a sale at once: the style sold into low stock is listed as low, its stock lower', async () => {
    expect(await names('sort=stock')).toEqual(['Linden', 'Maple']);
    await placeOrder(shop, customer, variantOf['Maple S']!, 7);
    expect(await names('stock_status=low_stock')).toEqual(['Maple']);
    expect(await names('stock_status=in_stock')).toEqual(['Linden']);
    expect(await row('Maple')).toMatchObject({ quantity_in_stock: 13, stock_status: 'low_stock' });
  });

  it('puts a cancelled sale back in the list as it was', async () => {
    const sale = await placeOrder(shop, customer, variantOf['Maple M']!, 10);
    expect(await names('stock_status=out_of_stock')).toEqual(['Maple']);
    expect(await names('sort=stock')).toEqual(['Maple', 'Linden']);
    expect((await cancelPurchase(shop, customer, sale.id)).status).toBe(200);
    expect(await names('stock_status=out_of_stock')).toEqual([]);
    expect(await names('sort=stock')).toEqual(['Linden', 'Maple']);
  });

  it('shows a restock at once: the style back in stock, its stock higher', async () => {
    await call('POST', `/inventory/${variantOf['Linden S']}/restock`, { quantity: 20 });
    await call('POST', `/inventory/${variantOf['Maple S']}/restock`, { quantity: 2 });
    expect(await names('stock_status=low_stock')).toEqual([]);
    expect(await names('sort=stock')).toEqual(['Maple', 'Linden']);
    expect(await row('Maple')).toMatchObject({ quantity_in_stock: 15, stock_status: 'in_stock' });
  });

  it('leaves an archived variant out of its style’s state, stock and prices', async () => {
    await call('PATCH', `/catalogue/variants/${variantOf['Maple M']}`, { selling_price: 50 });
    await placeOrder(shop, customer, variantOf['Maple M']!, 10);
    expect(await names('stock_status=out_of_stock')).toEqual(['Maple']);
    await call('PATCH', `/catalogue/variants/${variantOf['Maple M']}`, { is_active: false });
    expect(await names('stock_status=out_of_stock')).toEqual([]);
    expect(await names('stock_status=in_stock')).toEqual(['Linden', 'Maple']);
    expect(await names('sort=price_desc')).toEqual(['Maple', 'Linden']);
    expect(await row('Maple')).toEqual({
      ...{ quantity_in_stock: 5, stock_status: 'in_stock', min_price: 30, max_price: 30 },
    });
  });

  it('shows a price change at once in both price orders', async () => {
    await call('PATCH', `/catalogue/variants/${variantOf['Maple S']}`, { selling_price: 20 });
    expect(await names('sort=price_asc')).toEqual(['Maple', 'Linden']);
    expect(await names('sort=price_desc')).toEqual(['Linden', 'Maple']);
  });

  it('shows a new minimum at once: the style becomes low without a unit moving', async () => {
    await call('PUT', `/inventory/${variantOf['Linden S']}`, { minimum_stock_level: 30 });
    expect(await names('stock_status=low_stock')).toEqual(['Linden']);
  });

  it('keeps every style’s summary equal to its variants’ sums, the demo shop’s included', async () => {
    const active = 'p.style_id = s.id and p.is_archived = 0';
    const drifted = (await shop.orm.em
      .getConnection()
      .execute(
        'select s.id from style s where s.stock_quantity <> (select coalesce(sum(i.quantity_in_stock), 0)' +
          ` from product p join inventory_record i on i.product_id = p.id where ${active})` +
          ` or s.active_variants <> (select count(*) from product p where ${active})` +
          ' or s.low_variants <> (select count(*) from product p join inventory_record i' +
          ` on i.product_id = p.id where ${active} and i.stock_state = 1)` +
          ' or s.out_variants <> (select count(*) from product p left join inventory_record i' +
          ` on i.product_id = p.id where ${active} and coalesce(i.stock_state, 0) = 0)` +
          ` or s.min_price_cents <> coalesce((select min(p.selling_price_cents) from product p where ${active}),` +
          ' (select min(p.selling_price_cents) from product p where p.style_id = s.id), 0)' +
          ` or s.max_price_cents <> coalesce((select max(p.selling_price_cents) from product p where ${active}),` +
          ' (select max(p.selling_price_cents) from product p where p.style_id = s.id), 0)',
      )) as { id: number }[];
    expect(drifted).toEqual([]);
  });
});
