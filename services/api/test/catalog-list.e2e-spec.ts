import type { FilterQuery } from '@mikro-orm/core';
import type { CategoryList, ErrorBody, Product, ProductList } from '@shop/contracts';
import { COLORS, SIZES } from '@shop/contracts';
import { Category } from '../src/catalog/category.entity';
import { Product as ProductEntity } from '../src/catalog/product.entity';
import { openStock } from '../src/inventory/stock-ledger-records';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { fixtureStyle } from './support/style-fixtures';

const FIXTURE_BRAND = 'ListFixture';
const FIXTURES = 40;

/**
 * Products beside the demo seed: enough to pass the 100 cap, with names full of
 * LIKE wildcards and quotes, and a spread of sizes, colours, prices and stock.
 */
async function addFixtures(shop: TestShop): Promise<void> {
  const em = shop.orm.em.fork();
  const men = await em.findOneOrFail(Category, { name: 'men' });
  const products: ProductEntity[] = [];
  for (let index = 0; index < FIXTURES; index++) {
    const name = index === 0 ? "100% Cotton_Tee O'Brien" : `Fixture tee ${index}`;
    const product = new ProductEntity({
      style: fixtureStyle(name, FIXTURE_BRAND, men),
      name,
      brand: FIXTURE_BRAND,
      sku: `FIX-${String(index).padStart(3, '0')}`,
      size: SIZES[index % SIZES.length]!,
      color: COLORS[index % COLORS.length]!,
      sellingPriceCents: 1_000 + index * 250,
      costPriceCents: 500,
      category: men,
    });
    em.persist(product);
    products.push(product);
  }
  await em.flush();
  await em.transactional((tx) =>
    openStock(
      tx,
      products.map((product, index) => ({
        productId: product.id,
        minimumStockLevel: 10,
        maximumStockLevel: 80,
        movements: index % 2 === 0 ? [] : [{ change: 5, reason: 'initial', at: new Date() }],
      })),
    ),
  );
}

describe.each(databaseTargets())('catalogue list on $name', (target) => {
  let shop: TestShop;
  const list = (query: string) =>
    shop.get<ProductList>(`/products/?${query}`).then((response) => response.body);
  /** The same question asked of the ORM: an oracle independent of the list's SQL. */
  const visibleCount = (where: FilterQuery<ProductEntity> = {}) =>
    shop.orm.em.fork().count(ProductEntity, { isActive: true, ...(where as object) });

  beforeAll(async () => {
    shop = await startTestShop(target);
    await addFixtures(shop);
  });
  afterAll(() => shop?.close());

  it('applies each filter alone, matching what the database holds', async () => {
    const men = await shop.orm.em.fork().findOneOrFail(Category, { name: 'men' });
    const cases: [string, FilterQuery<ProductEntity>, (product: Product) => boolean][] = [
      [`category_id=${men.id}`, { category: men.id }, (p) => p.category.name === 'men'],
      ['category=MEN', { category: men.id }, (p) => p.category_id === men.id],
      ['size=XS', { size: 'XS' }, (p) => p.size === 'XS'],
      ['color=Navy', { color: 'Navy' }, (p) => p.color === 'Navy'],
      [`brand=${FIXTURE_BRAND}`, { brand: FIXTURE_BRAND }, (p) => p.brand === FIXTURE_BRAND],
      ['min_price=50', { sellingPriceCents: { $gte: 5000 } }, (p) => p.selling_price >= 50],
      ['max_price=25.5', { sellingPriceCents: { $lte: 2550 } }, (p) => p.selling_price <= 25.5],
      [
        'in_stock_only=true',
        { inventory: { quantityInStock: { $gt: 0 } } },
        (p) => p.quantity_in_stock > 0,
      ],
    ];
    for (const [query, where, matches] of cases) {
      const page = await list(`${query}&per_page=100`);
      const expected = await visibleCount(where);
      expect([query, page.total]).toEqual([query, expected]);
      expect(expected).toBeGreaterThan(0);
      expect(page.products.length).toBe(Math.min(expected, 100));
      expect(page.products.every(matches)).toBe(true);
    }
  });

  it('combines filters with AND, as the benchmark query does', async () => {
    const men = await shop.orm.em.fork().findOneOrFail(Category, { name: 'men' });
    const query = `category_id=${men.id}&size=M&min_price=20&max_price=80&in_stock_only=true`;
    const page = await list(`${query}&per_page=100`);
    const expected = await visibleCount({
      category: men.id,
      size: 'M',
      sellingPriceCents: { $gte: 2000, $lte: 8000 },
      inventory: { quantityInStock: { $gt: 0 } },
    });
    expect(expected).toBeGreaterThan(0);
    expect(page.total).toBe(expected);
    for (const product of page.products) {
      expect(product).toMatchObject({ category_id: men.id, size: 'M' });
      expect(product.selling_price).toBeGreaterThanOrEqual(20);
      expect(product.selling_price).toBeLessThanOrEqual(80);
      expect(product.quantity_in_stock).toBeGreaterThan(0);
    }
    const narrowed = await list(`${query}&brand=${FIXTURE_BRAND}&search=fixture&color=Red`);
    expect(narrowed.total).toBe(
      await visibleCount({
        category: men.id,
        size: 'M',
        color: 'Red',
        brand: FIXTURE_BRAND,
        sellingPriceCents: { $gte: 2000, $lte: 8000 },
        inventory: { quantityInStock: { $gt: 0 } },
      }),
    );
  });

  it('orders newest first with id breaking ties, the same across pages', async () => {
    const all = await list('per_page=100');
    const next = await list('per_page=100&page=2');
    const rows = [...all.products, ...next.products];
    const sorted = [...rows].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
    );
    expect(rows.map((p) => p.id)).toEqual(sorted.map((p) => p.id));
    expect(new Set(rows.map((p) => p.id)).size).toBe(all.total);
  });

  it('sorts by price either way and by name, id breaking ties, the same across pages', async () => {
    const byPrice = (a: Product, b: Product) => a.selling_price - b.selling_price || a.id - b.id;
    const byName = (a: Product, b: Product) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const orders: [string, (a: Product, b: Product) => number][] = [
      ['price_asc', byPrice],
      ['price_desc', (a, b) => byPrice(b, a)],
      // Names compared as the database's collation does for these plain ASCII names.
      ['name', (a, b) => byName(a, b) || a.id - b.id],
    ];
    const total = await visibleCount();
    for (const [sort, compare] of orders) {
      const first = await list(`sort=${sort}&per_page=100`);
      const second = await list(`sort=${sort}&per_page=100&page=2`);
      const rows = [...first.products, ...second.products];
      expect([sort, first.total, new Set(rows.map((p) => p.id)).size]).toEqual([
        sort,
        total,
        total,
      ]);
      expect([sort, rows.map((p) => p.id)]).toEqual([
        sort,
        [...rows].sort(compare).map((p) => p.id),
      ]);
    }
  });

  it('sorts within the filters, each order cached apart', async () => {
    const query = `brand=${FIXTURE_BRAND}&per_page=5`;
    const cheapest = await list(`${query}&sort=price_asc`);
    const dearest = await list(`${query}&sort=price_desc`);
    const newest = await list(query);
    // The fixtures cost 10.00, 12.50, … 107.50 in the order they were made.
    expect(cheapest.products.map((p) => p.selling_price)).toEqual([10, 12.5, 15, 17.5, 20]);
    expect(dearest.products.map((p) => p.selling_price)).toEqual([107.5, 105, 102.5, 100, 97.5]);
    expect(await list(`${query}&sort=newest`)).toEqual(newest);
    for (const answer of [cheapest, dearest, newest]) expect(answer.total).toBe(FIXTURES);
  });

  it('reports created_at as stored', async () => {
    const [first] = (await list('per_page=1')).products as [Product];
    const stored = await shop.orm.em.fork().findOneOrFail(ProductEntity, first.id);
    expect(first.created_at).toBe(stored.createdAt.toISOString());
  });

  it('handles the pagination edges', async () => {
    const total = await visibleCount();
    const single = await list('per_page=1');
    expect(single).toMatchObject({ total, pages: total, current_page: 1, per_page: 1 });
    expect(single.products).toHaveLength(1);

    const lastPage = Math.ceil(total / 20);
    const last = await list(`page=${lastPage}`);
    expect(last.products).toHaveLength(total - (lastPage - 1) * 20);

    const beyond = await list(`page=${lastPage + 5}`);
    expect(beyond).toEqual({
      products: [],
      total,
      pages: lastPage,
      current_page: lastPage + 5,
      per_page: 20,
    });

    expect(total).toBeGreaterThan(100);
    const capped = await list('per_page=1000');
    expect(capped.per_page).toBe(100);
    expect(capped.products).toHaveLength(100);
    expect(capped.pages).toBe(Math.ceil(total / 100));
  });

  it('answers bad query values with a 400 that names the field', async () => {
    const cases: [string, string][] = [
      ['page=-1', 'page must be a positive integer'],
      ['page=0', 'page must be a positive integer'],
      ['per_page=abc', 'per_page must be a positive integer'],
      ['min_price=x', 'min_price must be a number of 0 or more'],
      ['max_price=-5', 'max_price must be a number of 0 or more'],
      ['size=HUGE', 'size must be one of XS, S, M, L, XL, XXL'],
      ['color=Beige', `color must be one of ${COLORS.join(', ')}`],
      ['in_stock_only=maybe', 'in_stock_only must be true or false'],
      ['category_id=men', 'category_id must be a positive integer'],
      ['sort=cheapest', 'sort must be one of newest, price_asc, price_desc, name'],
      ['sort=PRICE_ASC', 'sort must be one of newest, price_asc, price_desc, name'],
    ];
    for (const [query, error] of cases) {
      const response = await shop.get<ErrorBody>(`/products/?${query}`);
      expect([query, response.status, response.body]).toEqual([query, 400, { error }]);
    }
  });

  it('takes %, _ and quotes in a search literally, and SQL as plain text', async () => {
    const names = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}&per_page=100`)).products.map((p) => p.name);
    expect(await names('%')).toEqual(["100% Cotton_Tee O'Brien"]);
    expect(await names('0%_c')).toEqual([]);
    // A fragment is found where it begins a word (docs/decisions/0120-the-search-finds-words-by-their-start.md).
    expect(await names('cotton_t')).toEqual(["100% Cotton_Tee O'Brien"]);
    expect(await names('cottonxt')).toEqual([]);
    expect(await names("o'brien")).toEqual(["100% Cotton_Tee O'Brien"]);
    expect(await names("' OR 1=1 --")).toEqual([]);
    expect(await names('fix-00')).toHaveLength(10);
  });

  it('finds up to 20 products through /products/search, in list order', async () => {
    const found = await shop.get<{ products: Product[] }>('/products/search?q=TEE');
    expect(found.status).toBe(200);
    expect(Object.keys(found.body)).toEqual(['products']);
    expect(found.body.products).toHaveLength(20);
    const listed = await list('search=tee&per_page=20');
    expect(found.body.products).toEqual(listed.products);

    const exact = await shop.get<{ products: Product[] }>('/products/search?q=fix-001');
    expect(exact.body.products.map((p) => p.sku)).toEqual(['FIX-001']);

    for (const query of ['', '?q=', '?q=%20%20']) {
      expect(await shop.get(`/products/search${query}`)).toMatchObject({
        status: 400,
        body: { error: 'q (the search text) is required' },
      });
    }
  });

  it('shows one category, or 404', async () => {
    const { categories } = (await shop.get<CategoryList>('/categories/')).body;
    const [first] = categories as [CategoryList['categories'][number]];
    expect(await shop.get(`/categories/${first.id}`)).toMatchObject({
      status: 200,
      body: { category: first },
    });
    expect(await shop.get('/categories/99999')).toMatchObject({
      status: 404,
      body: { error: 'Category not found' },
    });
  });
});
