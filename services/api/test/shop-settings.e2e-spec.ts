import {
  dollarsToCents,
  type ErrorBody,
  type ImportReport,
  type InventoryRecordResponse,
  type ShopBody,
  type ShopSettings,
  type StaffStyle,
  type StyleSummaryList,
} from '@shop/contracts';
import { salesRollupDifferences } from '../src/reports/sales-rollups-check';
import { atTill, openTill } from './drawer.fixtures';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { buy, productInStock } from './purchases.fixtures';
import {
  changeSettings,
  putSettings,
  readSettings,
  rebuildSettled,
} from './shop-settings.fixtures';

describe.each(databaseTargets())('store settings on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  let staff: string;
  let customer: string;
  let demo: ShopSettings;

  beforeAll(async () => {
    shop = await startTestShop(target, { shopTimeZone: 'America/New_York' });
    [admin, staff, customer] = await Promise.all([
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.customer),
    ]);
    demo = (await readSettings(shop, admin)).body.settings;
  });
  afterAll(() => shop?.close());

  it('are the demo shop’s at first, for the admin alone', async () => {
    expect(demo).toMatchObject({
      name: 'FitShop',
      time_zone: 'America/New_York',
      returns_window_days: 30,
      stock_minimum_default: 10,
      stock_maximum_default: 80,
      shipping_flat_fee: 0,
      shipping_free_over: null,
      show_sample_rating: true,
      show_list_price: true,
    });
    expect((await readSettings(shop)).status).toBe(401);
    expect((await readSettings(shop, customer)).status).toBe(403);
    expect((await readSettings(shop, staff)).status).toBe(403);
    expect((await putSettings(shop, staff, demo)).status).toBe(403);
  });

  it('change as the admin saves them, and GET /shop shows the public part at once', async () => {
    const answer = await changeSettings(shop, admin, {
      name: 'FitShop Brooklyn',
      phone: '(718) 555-0148',
      returns_window_days: 14,
      show_list_price: false,
    });
    expect(answer.settings).toMatchObject({ name: 'FitShop Brooklyn', returns_window_days: 14 });
    expect((await readSettings(shop, admin)).body.settings).toEqual(answer.settings);
    expect((await shop.get<ShopBody>('/shop')).body).toMatchObject({
      name: 'FitShop Brooklyn',
      phone: '(718) 555-0148',
      returns_window_days: 14,
      storefront: { show_sample_rating: true, show_list_price: false },
    });
  });

  it.each([
    ['an unknown time zone', { time_zone: 'Mars/Olympus_Mons' }, /IANA time zone/],
    ['a 5,000-character name', { name: 'x'.repeat(5_000) }, /at most 100 characters/],
    ['a negative fee', { shipping_flat_fee: -5 }, /Flat shipping fee must be 0 or more/],
    ['a negative free-over', { shipping_free_over: -1 }, /Free shipping amount must be 0/],
    ['a negative window', { returns_window_days: -1 }, /Returns window must be at least 0/],
    ['an unknown field', { tax_rate: 8 }, /Unknown field: tax_rate/],
  ])('refuse %s with a 400, and nothing changes', async (_case, change, message) => {
    const before = (await readSettings(shop, admin)).body.settings;
    const response = await putSettings(shop, admin, { ...before, ...change });
    expect(response.status).toBe(400);
    expect((response.body as unknown as ErrorBody).error).toMatch(message);
    expect((await readSettings(shop, admin)).body.settings).toEqual(before);
  });

  it('give a new inventory record without levels the default levels', async () => {
    await changeSettings(shop, admin, { stock_minimum_default: 4, stock_maximum_default: 40 });
    const created = await shop.send<{ product: { id: number } }>(
      'POST',
      '/products/',
      {
        name: 'Settings Test Tee',
        brand: 'FitShop',
        sku: 'SET-TEE-1',
        size: 'M',
        color: 'Black',
        selling_price: 20,
        cost_price: 8,
        category_id: 1,
      },
      admin,
    );
    expect(created.status).toBe(201);
    const record = await shop.send<InventoryRecordResponse>(
      'GET',
      `/inventory/${created.body.product.id}`,
      undefined,
      staff,
    );
    expect(record.body.inventory).toMatchObject({
      minimum_stock_level: 4,
      maximum_stock_level: 40,
    });
  });

  it('give a new style and an imported variant without levels the default levels', async () => {
    await changeSettings(shop, admin, { stock_minimum_default: 4, stock_maximum_default: 40 });
    const style = await shop.send<{ style: StaffStyle }>(
      'POST',
      '/catalogue/styles',
      {
        name: 'Settings Test Shorts',
        brand: 'FitShop',
        category_id: 1,
        style_code: 'SET-SHORTS',
        sizes: ['M'],
        colors: ['Black'],
        selling_price: 30,
        cost_price: 12,
      },
      admin,
    );
    expect(style.status).toBe(201);
    expect(style.body.style.variants).toEqual([
      expect.objectContaining({ minimum_stock_level: 4, maximum_stock_level: 40 }),
    ]);

    const csv =
      'style_code,name,brand,category,sku,size,color,selling_price,cost_price\r\n' +
      'SET-IMP,Settings Import Tee,FitShop,men,SET-IMP-BLK-M,M,Black,19.99,7.50\r\n';
    const imported = await shop.request<ImportReport>('/catalogue/import', {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${admin}` },
      body: csv,
    });
    expect(imported.body).toMatchObject({ applied: true, variants_created: 1 });
    const list = await shop.send<StyleSummaryList>(
      'GET',
      '/catalogue/styles?search=settings%20import',
      undefined,
      admin,
    );
    const importedStyle = await shop.send<{ style: StaffStyle }>(
      'GET',
      `/catalogue/styles/${list.body.styles[0]!.id}`,
      undefined,
      admin,
    );
    expect(importedStyle.body.style.variants).toEqual([
      expect.objectContaining({ minimum_stock_level: 4, maximum_stock_level: 40 }),
    ]);
  });

  it('charge a web order the shipping rule, never a till sale', async () => {
    await changeSettings(shop, admin, { shipping_flat_fee: 4.95, shipping_free_over: 10_000 });
    const product = await productInStock(shop, 5);
    const price = Number(product.sellingPriceCents);
    const web = await buy(shop, customer, [{ product_id: product.id, quantity: 1 }]);
    expect(web.status).toBe(201);
    expect(web.body.purchase.shipping_amount).toBe(4.95);
    expect(dollarsToCents(web.body.purchase.total_amount)).toBe(price + 495);
    const till = await buy(
      shop,
      staff,
      [{ product_id: product.id, quantity: 1 }],
      atTill(await openTill(shop)),
    );
    expect(till.status).toBe(201);
    expect(till.body.purchase.shipping_amount).toBe(0);
    expect(Math.round(till.body.purchase.total_amount * 100)).toBe(price);

    await changeSettings(shop, admin, { shipping_free_over: 1 });
    const free = await buy(shop, customer, [{ product_id: product.id, quantity: 1 }]);
    expect(free.body.purchase.shipping_amount).toBe(0);
    await changeSettings(shop, admin, { shipping_flat_fee: 0, shipping_free_over: null });
  });

  it('rebuild the rollups in a new time zone in the background, equal to the purchases', async () => {
    expect(await salesRollupDifferences(shop.orm.em, 'America/New_York')).toEqual([]);
    const answer = await changeSettings(shop, admin, { time_zone: 'Pacific/Auckland' });
    expect(answer.settings.time_zone).toBe('Pacific/Auckland');
    expect(answer.rollup_rebuild.state).toBe('running');
    // The shop keeps answering meanwhile, on the new clock.
    expect((await shop.get<ShopBody>('/shop')).body.time_zone).toBe('Pacific/Auckland');
    const settled = await rebuildSettled(shop, admin);
    expect(settled.rollup_rebuild.total).toBeGreaterThan(0);
    expect(settled.rollup_rebuild.done).toBe(settled.rollup_rebuild.total);
    expect(await salesRollupDifferences(shop.orm.em, 'Pacific/Auckland')).toEqual([]);
    // A sale after the change lands on the new zone's day.
    const product = await productInStock(shop, 5);
    expect((await buy(shop, customer, [{ product_id: product.id, quantity: 1 }])).status).toBe(201);
    expect(await salesRollupDifferences(shop.orm.em, 'Pacific/Auckland')).toEqual([]);
  });
});
