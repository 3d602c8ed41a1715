import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BARCODE_INVALID,
  type ProductDetail,
  type ProductList,
  type PublicStyle,
  type StaffStyle,
  type StyleCardList,
  type StyleSummaryList,
  type TillLookup,
} from '@shop/contracts';
import { placeOrder } from './purchases.fixtures';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { makePicture, uploadPicture } from './support/pictures';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

/** Valid GTINs: two EAN-13 and a UPC-A. */
const EAN_A = '4006381333931';
const EAN_B = '9780201379624';
const UPC = '036000291452';

describe.each(databaseTargets())('catalogue styles on $name', (target) => {
  let shop: TestShop;
  // Uploaded pictures go to a folder of this test's own.
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-styles-'));
  let staff: string;
  let customer: string;
  const staffCall = <T>(method: string, path: string, body?: unknown) =>
    shop.send<T>(method, path, body, staff);
  const newStyle = (overrides: Record<string, unknown> = {}) =>
    staffCall<{ style: StaffStyle }>('POST', '/catalogue/styles', {
      name: 'Zen Leggings',
      brand: 'Lotus',
      category_id: 2,
      style_code: 'zen-leggings',
      sizes: ['S', 'M', 'L'],
      colors: ['Navy', 'Black'],
      selling_price: 59.99,
      cost_price: 24.5,
      minimum_stock_level: 4,
      maximum_stock_level: 40,
      ...overrides,
    });

  beforeAll(async () => {
    shop = await startTestShop(target, { dataDir });
    await grantToStaff(shop, 'edit_catalogue', 'see_costs');
    [staff, customer] = await Promise.all([signIn(shop, DEMO.staff), signIn(shop, DEMO.customer)]);
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a style in 3 sizes and 2 colours: six variants, SKUs from the pattern, no stock', async () => {
    const response = await newStyle();
    expect(response.status).toBe(201);
    const { style } = response.body;
    expect(style).toMatchObject({ style_code: 'ZEN-LEGGINGS', is_active: true, tags: [] });
    expect(style.variants.map((v) => v.sku)).toEqual([
      'ZEN-LEGGINGS-BLK-S',
      'ZEN-LEGGINGS-BLK-M',
      'ZEN-LEGGINGS-BLK-L',
      'ZEN-LEGGINGS-NVY-S',
      'ZEN-LEGGINGS-NVY-M',
      'ZEN-LEGGINGS-NVY-L',
    ]);
    for (const variant of style.variants)
      expect(variant).toMatchObject({
        selling_price: 59.99,
        cost_price: 24.5,
        quantity_in_stock: 0,
        minimum_stock_level: 4,
        maximum_stock_level: 40,
        stock_status: 'out_of_stock',
        is_active: true,
        has_history: false,
        barcode: null,
      });

    // Each variant is a product to the old calls, with its style's name and brand.
    const products = await shop.get<ProductList>('/products/?brand=Lotus&per_page=50');
    expect(products.body.total).toBe(6);
    expect(new Set(products.body.products.map((p) => p.name))).toEqual(new Set(['Zen Leggings']));

    // And one card on the storefront's style list.
    const cards = await shop.get<StyleCardList>('/styles/?search=zen%20leggings');
    expect(cards.body.total).toBe(1);
    expect(cards.body.styles[0]).toMatchObject({
      id: style.id,
      min_price: 59.99,
      max_price: 59.99,
      colors: ['Black', 'Navy'],
      sizes_in_stock: [],
    });
  });

  it('refuses a style whose SKUs clash, naming the SKU, and creates nothing', async () => {
    const clash = await newStyle({
      style_code: 'ZEN',
      sku_pattern: '{STYLE}-LEGGINGS-{COLOR}-{SIZE}',
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ error: 'SKU ZEN-LEGGINGS-BLK-S already exists' });
    const list = await staffCall<StyleSummaryList>(
      'GET',
      '/catalogue/styles?search=zen&status=all',
    );
    expect(list.body.total).toBe(1);

    const sameCode = await newStyle({ name: 'Other' });
    expect(sameCode.status).toBe(409);
  });

  it('checks barcodes: check digit, 12 or 13 digits, unique; the till finds them', async () => {
    const list = await staffCall<StyleSummaryList>(
      'GET',
      '/catalogue/styles?search=ZEN-LEGGINGS-NVY',
    );
    const { body } = await staffCall<{ style: StaffStyle }>(
      'GET',
      `/catalogue/styles/${list.body.styles[0]!.id}`,
    );
    const [first, second] = body.style.variants;
    const setBarcode = (id: number, barcode: unknown) =>
      staffCall<{ style: StaffStyle }>('PATCH', `/catalogue/variants/${id}`, { barcode });

    const wrongDigit = await setBarcode(first!.id, '4006381333932');
    expect(wrongDigit.status).toBe(400);
    expect(wrongDigit.body).toEqual({ error: BARCODE_INVALID });
    expect((await setBarcode(first!.id, '12345')).status).toBe(400);
    expect((await setBarcode(first!.id, EAN_A)).status).toBe(200);
    expect((await setBarcode(second!.id, UPC)).status).toBe(200);
    const taken = await setBarcode(second!.id, EAN_A);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: `barcode ${EAN_A} is already on ${first!.sku}` });

    const byBarcode = await staffCall<TillLookup>('GET', `/pos/lookup?code=${EAN_A}`);
    expect(byBarcode.status).toBe(200);
    // The scan reads only its variant, yet answers it as the style editor shows it.
    const edited = await staffCall<{ style: StaffStyle }>(
      'GET',
      `/catalogue/styles/${body.style.id}`,
    );
    expect(byBarcode.body).toEqual({
      style: { id: body.style.id, name: 'Zen Leggings', brand: 'Lotus', thumb_url: null },
      variant: edited.body.style.variants.find((v) => v.id === first!.id),
    });
    expect(byBarcode.body.variant).toMatchObject({ id: first!.id, barcode: EAN_A });
    const bySku = await staffCall<TillLookup>(
      'GET',
      `/pos/lookup?code=${second!.sku.toLowerCase()}`,
    );
    expect(bySku.body.variant.id).toBe(second!.id);
    const unknown = await staffCall('GET', `/pos/lookup?code=${EAN_B}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'No variant on sale has this barcode or SKU' });
  });

  it('records every price and cost change with who, from and to, from any route', async () => {
    const list = await staffCall<StyleSummaryList>('GET', '/catalogue/styles?search=zen');
    const id = list.body.styles[0]!.id;
    const before = (await staffCall<{ style: StaffStyle }>('GET', `/catalogue/styles/${id}`)).body
      .style;
    const [a, b] = before.variants;
    expect(
      (await staffCall('PATCH', `/catalogue/variants/${a!.id}`, { selling_price: 64.99 })).status,
    ).toBe(200);
    const bulk = await staffCall('PATCH', '/catalogue/variants', {
      ids: [a!.id, b!.id],
      cost_price: 26,
      minimum_stock_level: 5,
    });
    expect(bulk.body).toEqual({ updated: 2 });
    expect((await staffCall('PUT', `/products/${b!.id}`, { selling_price: 49.99 })).status).toBe(
      200,
    );

    const after = (await staffCall<{ style: StaffStyle }>('GET', `/catalogue/styles/${id}`)).body
      .style;
    const history = after.price_history.map(({ sku, field, from, to, changed_by }) => ({
      sku,
      field,
      from,
      to,
      changed_by,
    }));
    expect(history).toEqual(
      expect.arrayContaining([
        { sku: a!.sku, field: 'selling_price', from: 59.99, to: 64.99, changed_by: 'staff' },
        { sku: a!.sku, field: 'cost_price', from: 24.5, to: 26, changed_by: 'staff' },
        { sku: b!.sku, field: 'cost_price', from: 24.5, to: 26, changed_by: 'staff' },
        { sku: b!.sku, field: 'selling_price', from: 59.99, to: 49.99, changed_by: 'staff' },
      ]),
    );
    expect(history).toHaveLength(4);
    expect(after.variants[1]).toMatchObject({ minimum_stock_level: 5, maximum_stock_level: 40 });
    const card = await shop.get<PublicStyle>(`/styles/${id}`);
    expect(card.body).toMatchObject({ style: { min_price: 49.99, max_price: 64.99 } });
  });

  it('adds a size later, deletes a variant without history, archives one with history', async () => {
    const list = await staffCall<StyleSummaryList>('GET', '/catalogue/styles?search=zen');
    const id = list.body.styles[0]!.id;
    const added = await staffCall<{ style: StaffStyle }>(
      'POST',
      `/catalogue/styles/${id}/variants`,
      {
        sizes: ['XL'],
      },
    );
    expect(added.status).toBe(201);
    const skus = added.body.style.variants.map((v) => v.sku);
    expect(skus).toEqual(expect.arrayContaining(['ZEN-LEGGINGS-BLK-XL', 'ZEN-LEGGINGS-NVY-XL']));
    expect(skus).toHaveLength(8);

    const fresh = added.body.style.variants.find((v) => v.sku === 'ZEN-LEGGINGS-BLK-XL')!;
    const deleted = await staffCall('DELETE', `/catalogue/variants/${fresh.id}`);
    expect(deleted.status).toBe(200);

    // A variant with stock moved in and a sale has history.
    const sold = added.body.style.variants.find((v) => v.sku === 'ZEN-LEGGINGS-NVY-XL')!;
    expect(
      (await staffCall('POST', `/inventory/${sold.id}/restock`, { quantity: 5 })).status,
    ).toBeLessThan(300);
    await placeOrder(shop, customer, sold.id, 1);
    const refused = await staffCall<{ error: string }>('DELETE', `/catalogue/variants/${sold.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/archive it/);
    const archived = await staffCall<{ style: StaffStyle }>(
      'PATCH',
      `/catalogue/variants/${sold.id}`,
      {
        is_active: false,
      },
    );
    expect(archived.body.style.variants.find((v) => v.id === sold.id)).toMatchObject({
      is_active: false,
      has_history: true,
    });
    expect((await shop.get(`/products/${sold.id}`)).status).toBe(404);
  });

  it('archives a style: gone from the storefront and the till, kept in purchases; restores it', async () => {
    // A demo style with sales: the product of a purchase still on sale.
    const purchases = await staffCall<{
      purchases: { id: number; items: { product_id: number }[] }[];
    }>('GET', '/purchases/?per_page=50');
    let found: { purchaseId: number; product: ProductDetail } | undefined;
    for (const { id, items } of purchases.body.purchases) {
      const detail = await shop.get<{ product: ProductDetail }>(
        `/products/${items[0]!.product_id}`,
      );
      if (detail.status === 200) found = { purchaseId: id, product: detail.body.product };
      if (found) break;
    }
    const { purchaseId, product } = found!;
    const productId = product.id;
    const lookup = await staffCall<TillLookup>('GET', `/pos/lookup?code=${product.sku}`);
    const styleId = lookup.body.style.id;

    expect((await staffCall('POST', `/catalogue/styles/${styleId}/archive`)).status).toBe(200);
    expect((await shop.get(`/styles/${styleId}`)).status).toBe(404);
    const cards = await shop.get<StyleCardList>(
      `/styles/?search=${encodeURIComponent(product.name)}&per_page=100`,
    );
    expect(cards.body.styles.map((s) => s.id)).not.toContain(styleId);
    expect((await shop.get(`/products/${productId}`)).status).toBe(404);
    const products = await shop.get<ProductList>(
      `/products/?search=${encodeURIComponent(product.sku)}`,
    );
    expect(products.body.total).toBe(0);
    expect((await staffCall('GET', `/pos/lookup?code=${product.sku}`)).status).toBe(404);
    const kept = await staffCall<{ purchase: { items: { product_id: number }[] } }>(
      'GET',
      `/purchases/${purchaseId}`,
    );
    expect(kept.body.purchase.items.map((item) => item.product_id)).toContain(productId);
    const archivedList = await staffCall<StyleSummaryList>(
      'GET',
      '/catalogue/styles?status=archived',
    );
    expect(archivedList.body.styles.map((s) => s.id)).toContain(styleId);

    expect((await staffCall('POST', `/catalogue/styles/${styleId}/restore`)).status).toBe(200);
    expect((await shop.get(`/products/${productId}`)).status).toBe(200);
    expect((await staffCall('GET', `/pos/lookup?code=${product.sku}`)).status).toBe(200);
  });

  it('copies a style edit to its variants, as the product calls show', async () => {
    const list = await staffCall<StyleSummaryList>('GET', '/catalogue/styles?search=zen');
    const id = list.body.styles[0]!.id;
    const [wide, tall] = await Promise.all([
      uploadPicture(shop, await makePicture('png', 600, 300), { token: staff }),
      uploadPicture(shop, await makePicture('jpeg', 300, 900), { token: staff }),
    ]);
    // A key that names no stored picture is refused, and nothing changes.
    const unknown = await staffCall('PATCH', `/catalogue/styles/${id}`, {
      name: 'Zen Flow Leggings',
      pictures: [{ key: 'b'.repeat(32) }],
    });
    expect(unknown.status).toBe(400);
    const patched = await staffCall<{ style: StaffStyle }>('PATCH', `/catalogue/styles/${id}`, {
      name: 'Zen Flow Leggings',
      pictures: [{ key: wide.body.key, color: 'Navy' }, { key: tall.body.key }],
    });
    expect(patched.status).toBe(200);
    expect(
      patched.body.style.pictures.map((p) => [p.key, p.color, p.width, p.height, p.urls.thumb]),
    ).toEqual([
      [wide.body.key, 'Navy', 600, 300, `/media/pictures/${wide.body.key}/thumb.webp`],
      [tall.body.key, null, 300, 900, `/media/pictures/${tall.body.key}/thumb.webp`],
    ]);
    const variant = patched.body.style.variants.find((v) => v.is_active)!;
    const product = await shop.get<{ product: ProductDetail }>(`/products/${variant.id}`);
    expect(product.body.product.name).toBe('Zen Flow Leggings');
    // The till's scan shows the style's first picture.
    const scanned = await staffCall<TillLookup>('GET', `/pos/lookup?code=${variant.sku}`);
    expect(scanned.body.style).toEqual({
      id,
      name: 'Zen Flow Leggings',
      brand: patched.body.style.brand,
      thumb_url: `/media/pictures/${wide.body.key}/thumb.webp`,
    });
    expect(scanned.body.variant).toEqual(variant);
  });
});
