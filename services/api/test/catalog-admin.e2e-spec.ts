import type { Category, ErrorBody, Product, ProductCreateBody } from '@shop/contracts';
import { Category as CategoryEntity } from '../src/catalog/category.entity';
import { Product as ProductEntity } from '../src/catalog/product.entity';
import { InventoryRecord } from '../src/inventory/inventory-record.entity';
import { StockMovement } from '../src/inventory/stock-movement.entity';
import { PurchaseItem } from '../src/purchases/purchase-item.entity';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

type ProductAnswer = { product: Product };

describe.each(databaseTargets())('catalogue administration on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let admin: string;
  let customer: string;
  let menId: number;
  const em = () => shop.orm.em.fork();
  const newProduct = (sku: string, overrides: Partial<ProductCreateBody> = {}) => ({
    name: 'Admin Test Tee',
    brand: 'AdminFit',
    sku,
    size: 'L',
    color: 'Green',
    selling_price: 24.99,
    cost_price: 11.5,
    category_id: menId,
    ...overrides,
  });
  const create = (body: object, token = staff) =>
    shop.send<ProductAnswer & ErrorBody>('POST', '/products/', body, token);

  beforeAll(async () => {
    shop = await startTestShop(target);
    await grantToStaff(shop, 'edit_catalogue', 'see_costs');
    [staff, admin, customer] = await Promise.all([
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.customer),
    ]);
    menId = (await em().findOneOrFail(CategoryEntity, { name: 'men' })).id;
  });
  afterAll(() => shop?.close());

  it('lets only staff and admins write the catalogue', async () => {
    const body = newProduct('ADM-ACCESS');
    const category = { name: 'Access Check' };
    for (const [method, path, payload] of [
      ['POST', '/products/', body],
      ['PUT', '/products/1', { name: 'x' }],
      ['DELETE', '/products/1', undefined],
      ['POST', '/categories/', category],
      ['PUT', '/categories/1', category],
      ['DELETE', '/categories/1', undefined],
    ] as const) {
      expect((await shop.send(method, path, payload)).status).toBe(401);
      expect(await shop.send(method, path, payload, customer)).toMatchObject({
        status: 403,
        body: { error: "You don't have permission to access this resource" },
      });
    }
    expect(await em().count(ProductEntity, { sku: 'ADM-ACCESS' })).toBe(0);
    expect((await create(body, admin)).status).toBe(201);
  });

  it('creates a product with its stock, ledger and cost price', async () => {
    const created = await create(
      newProduct('adm-stock-1', { quantity_in_stock: 12, image_url: 'https://x.test/a.png' }),
    );
    expect(created.status).toBe(201);
    const { product } = created.body;
    expect(product).toMatchObject({
      sku: 'ADM-STOCK-1',
      quantity_in_stock: 12,
      selling_price: 24.99,
      cost_price: 11.5,
      description: '',
      image_url: 'https://x.test/a.png',
      category: { id: menId, name: 'men' },
    });
    const record = await em().findOneOrFail(InventoryRecord, { product: product.id });
    expect(record).toMatchObject({ quantityInStock: 12, minimumStockLevel: 10 });
    const movements = await em().find(StockMovement, { product: product.id });
    expect(movements.map((m) => [m.reason, m.quantityChange])).toEqual([['initial', 12]]);

    const listed = await shop.get<{ products: Product[] }>('/products/search?q=adm-stock-1');
    expect(listed.body.products.map((p) => p.id)).toEqual([product.id]);

    const empty = await create(newProduct('ADM-STOCK-0'));
    expect(empty.body.product.quantity_in_stock).toBe(0);
    expect(await em().count(StockMovement, { product: empty.body.product.id })).toBe(0);
  });

  it('refuses invalid bodies with a clear 400 and stores nothing', async () => {
    const cases: [object, string][] = [
      [
        newProduct('ADM-BAD-1', { selling_price: 19.999 }),
        'selling_price must have at most two decimals',
      ],
      [newProduct('ADM-BAD-2', { cost_price: -1 }), 'cost_price must be greater than 0'],
      [
        newProduct('ADM-BAD-3', { size: 'HUGE' as 'M' }),
        'size must be one of XS, S, M, L, XL, XXL',
      ],
      [newProduct('ADM-BAD-4', { name: 'x'.repeat(201) }), 'Name must be at most 200 characters'],
      [newProduct('ADM-BAD-5', { category_id: 99999 }), 'Category not found'],
      [
        newProduct('ADM-BAD-6', { image_url: 'ftp://x.test/a.png' }),
        'image_url must be an http(s) URL or a path on this site',
      ],
      [{ ...newProduct('ADM-BAD-7'), brand: undefined }, 'Brand is required'],
    ];
    for (const [body, error] of cases) {
      expect(await create(body)).toMatchObject({ status: 400, body: { error } });
    }
    expect(await em().count(ProductEntity, { sku: { $like: 'ADM-BAD-%' } })).toBe(0);
  });

  it('keeps SKUs unique, whatever their case, on create and on update', async () => {
    const first = (await create(newProduct('ADM-UNIQUE-1'))).body.product;
    const second = (await create(newProduct('ADM-UNIQUE-2'))).body.product;
    expect(await create(newProduct('adm-unique-1'))).toMatchObject({
      status: 409,
      body: { error: 'SKU already exists' },
    });
    const clash = await shop.send('PUT', `/products/${second.id}`, { sku: 'Adm-Unique-1' }, staff);
    expect(clash).toMatchObject({ status: 409, body: { error: 'SKU already exists' } });
    expect((await em().findOneOrFail(ProductEntity, second.id)).sku).toBe('ADM-UNIQUE-2');
    const same = await shop.send('PUT', `/products/${first.id}`, { sku: 'adm-unique-1' }, staff);
    expect(same.status).toBe(200);
  });

  it('updates only the fields sent', async () => {
    const { product } = (await create(newProduct('ADM-EDIT'))).body;
    const { categories } = (await shop.get<{ categories: Category[] }>('/categories/')).body;
    const women = categories.find((category) => category.name === 'women')!;
    const updated = await shop.send<ProductAnswer>(
      'PUT',
      `/products/${product.id}`,
      { selling_price: 30, category_id: women.id, description: 'Soft and light.' },
      admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.product).toEqual({
      ...product,
      selling_price: 30,
      category_id: women.id,
      category: women,
      description: 'Soft and light.',
    });
    const refused = await shop.send('PUT', `/products/${product.id}`, { cost_price: 1.001 }, staff);
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'cost_price must have at most two decimals' },
    });
    expect(await shop.send('PUT', '/products/99999', { name: 'Ghost' }, staff)).toMatchObject({
      status: 404,
      body: { error: 'Product not found' },
    });
  });

  it('deletes a never-sold product with its stock records', async () => {
    const { product } = (await create(newProduct('ADM-DELETE', { quantity_in_stock: 3 }))).body;
    const deleted = await shop.send('DELETE', `/products/${product.id}`, undefined, staff);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Product deleted' } });
    expect((await shop.get(`/products/${product.id}`)).status).toBe(404);
    expect(await em().count(ProductEntity, product.id)).toBe(0);
    expect(await em().count(InventoryRecord, { product: product.id })).toBe(0);
    expect(await em().count(StockMovement, { product: product.id })).toBe(0);
    expect((await shop.send('DELETE', `/products/${product.id}`, undefined, staff)).status).toBe(
      404,
    );
  });

  it('hides a sold product instead, keeping its purchases intact', async () => {
    const sale = await em().findOneOrFail(
      PurchaseItem,
      { product: { isActive: true } },
      { populate: ['product'] },
    );
    const { id, sku } = sale.product;
    const answer = await shop.send<{ message: string }>(
      'DELETE',
      `/products/${id}`,
      undefined,
      staff,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/hidden/);

    expect((await shop.get(`/products/${id}`)).status).toBe(404);
    // Staff too: a hidden product has left the catalogue (its purchases still show it).
    expect((await shop.send('GET', `/products/${id}`, undefined, staff)).status).toBe(404);
    const search = await shop.get<{ products: Product[] }>(`/products/search?q=${sku}`);
    expect(search.body.products).toEqual([]);
    const listed = await shop.get<{ products: Product[] }>(`/products/?search=${sku}`);
    expect(listed.body.products).toEqual([]);

    const kept = await em().findOneOrFail(PurchaseItem, sale.id, {
      populate: ['product', 'purchase'],
    });
    expect(kept.product).toMatchObject({ id, sku, isActive: false });
    expect(kept.purchase.id).toBe(sale.purchase.id);
  });
});
