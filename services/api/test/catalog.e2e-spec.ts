import type { CategoryList, Product, ProductDetail, ProductList } from '@shop/contracts';
import { Product as ProductEntity } from '../src/catalog/product.entity';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

// Exactly these, so a new entity column never slips into the storefront unnoticed.
const PUBLIC_PRODUCT_FIELDS = [
  'brand',
  'category',
  'category_id',
  'color',
  'created_at',
  'description',
  'id',
  'image_url',
  'name',
  'quantity_in_stock',
  'selling_price',
  'size',
  'sku',
];

describe.each(databaseTargets())('catalogue on $name', (target) => {
  let shop: TestShop;
  const products = (query = '') =>
    shop.get<ProductList>(`/products/${query}`).then((response) => response.body);

  beforeAll(async () => {
    shop = await startTestShop(target);
  });
  afterAll(() => shop?.close());

  it('lists the four home-page categories by name, with and without the trailing slash', async () => {
    for (const path of ['/categories', '/categories/']) {
      const { status, body } = await shop.get<CategoryList>(path);
      expect(status).toBe(200);
      expect(body.categories.map((category) => category.name)).toEqual([
        'accessories',
        'footwear',
        'men',
        'women',
      ]);
    }
  });

  it('answers /products and /products/ alike', async () => {
    const [bare, slashed] = await Promise.all([
      shop.get<ProductList>('/products'),
      shop.get<ProductList>('/products/'),
    ]);
    expect(bare.status).toBe(200);
    expect(bare.body).toEqual(slashed.body);
  });

  it('pages the visible products, newest first, 20 to a page by default', async () => {
    const visible = await shop.orm.em.fork().count(ProductEntity, { isActive: true });
    const first = await products();
    expect(first).toMatchObject({
      total: visible,
      pages: Math.ceil(visible / 20),
      current_page: 1,
      per_page: 20,
    });
    expect(first.products).toHaveLength(20);
    const created = first.products.map((product) => product.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const second = await products('?page=2&per_page=20');
    expect(second.current_page).toBe(2);
    const firstIds = new Set(first.products.map((product) => product.id));
    expect(second.products.some((product) => firstIds.has(product.id))).toBe(false);

    const beyond = await products(`?page=${first.pages + 1}`);
    expect(beyond.products).toEqual([]);
  });

  it('shows each product with its category and stock, in dollars', async () => {
    const [product] = (await products('?per_page=1')).products as [Product];
    expect(Object.keys(product).sort()).toEqual(PUBLIC_PRODUCT_FIELDS);
    expect(Object.keys(product.category).sort()).toEqual(['id', 'name']);
    expect(product.category_id).toBe(product.category.id);
    expect(typeof product.quantity_in_stock).toBe('number');
    expect(new Date(product.created_at).toISOString()).toBe(product.created_at);
    expect(Math.round(product.selling_price * 100)).toBe(product.selling_price * 100);
  });

  it('filters by category id or name, size, colour, brand and price', async () => {
    const { categories } = (await shop.get<CategoryList>('/categories')).body;
    const men = categories.find((category) => category.name === 'men')!;
    const byId = await products(`?category_id=${men.id}&per_page=100`);
    const byName = await products('?category=men&per_page=100');
    expect(byId.total).toBeGreaterThan(0);
    expect(byName).toEqual(byId);
    expect(byId.products.every((product) => product.category.name === 'men')).toBe(true);

    const sized = await products('?size=M&color=Black&per_page=100');
    expect(
      sized.products.every((product) => product.size === 'M' && product.color === 'Black'),
    ).toBe(true);

    const branded = await products('?brand=IronCore&per_page=100');
    expect(branded.total).toBeGreaterThan(0);
    expect(branded.products.every((product) => product.brand === 'IronCore')).toBe(true);

    const priced = await products('?min_price=30&max_price=60&per_page=100');
    expect(priced.total).toBeGreaterThan(0);
    expect(
      priced.products.every(
        (product) => product.selling_price >= 30 && product.selling_price <= 60,
      ),
    ).toBe(true);
  });

  it('hides sold-out products only when asked to', async () => {
    const all = await products('?per_page=100');
    const inStock = await products('?per_page=100&in_stock_only=true');
    expect(all.products.some((product) => product.quantity_in_stock === 0)).toBe(true);
    expect(inStock.products.every((product) => product.quantity_in_stock > 0)).toBe(true);
    expect(inStock.total).toBe(
      all.products.filter((product) => product.quantity_in_stock > 0).length,
    );
  });

  it('searches name, brand and SKU without regard to case, taking % literally', async () => {
    const byName = await products('?search=LEGGINGS');
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.products.every((product) => /leggings/i.test(product.name))).toBe(true);
    expect((await products('?search=ironcore')).total).toBe(
      (await products('?brand=IronCore')).total,
    );
    expect(
      (await products('?search=ftw-crs')).products.every((product) =>
        product.sku.startsWith('FTW-CRS'),
      ),
    ).toBe(true);
    expect((await products('?search=%25')).total).toBe(0);
    expect((await products(`?search=${encodeURIComponent("' or 1=1 --")}`)).total).toBe(0);
  });

  it('shows one product, and 404 or 400 for a missing or malformed id', async () => {
    const [listed] = (await products('?per_page=1')).products as [Product];
    const found = await shop.get<{ product: ProductDetail }>(`/products/${listed.id}`);
    expect(found.status).toBe(200);
    // The list's fields, and the variants of its style (catalog-variants.e2e-spec.ts).
    const { variants, ...product } = found.body.product;
    expect(product).toEqual(listed);
    expect(variants).toContainEqual({
      id: listed.id,
      size: listed.size,
      color: listed.color,
      in_stock: listed.quantity_in_stock > 0,
    });

    expect(await shop.get('/products/999999')).toMatchObject({
      status: 404,
      body: { error: 'Product not found' },
    });
    expect((await shop.get('/products/abc')).status).toBe(400);
  });

  it('keeps hidden products out of the list and the detail', async () => {
    const hidden = await shop.orm.em.fork().findOneOrFail(ProductEntity, { isActive: false });
    expect((await shop.get(`/products/${hidden.id}`)).status).toBe(404);
    expect(
      (await products(`?search=${hidden.sku}`)).products.map((product) => product.id),
    ).not.toContain(hidden.id);
  });

  it('never shows a cost price or a password hash in a public response', async () => {
    const [listed] = (await products('?per_page=1')).products as [Product];
    const bodies = await Promise.all(
      [
        '/products/?per_page=100',
        '/products/?per_page=100&page=2',
        `/products/${listed.id}`,
        '/categories/',
      ].map((path) => fetch(`${shop.baseUrl}${path}`).then((response) => response.text())),
    );
    for (const body of bodies) expect(body).not.toMatch(/cost|password|argon2/i);
  });
});
