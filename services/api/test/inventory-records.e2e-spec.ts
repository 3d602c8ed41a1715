import {
  LEVELS_ORDER_ERROR,
  SET_QUANTITY_ERROR,
  type InventoryRecordResponse,
} from '@shop/contracts';
import { Category } from '../src/catalog/category.entity';
import { Product } from '../src/catalog/product.entity';
import { databaseTargets } from './support/database-targets';
import type { TestShop } from './support/test-shop';
import {
  bootInventoryShop,
  createCategory,
  createProduct,
  expectLedgerConsistent,
  inventoryClient,
  stockSnapshot,
  type InventoryClient,
} from './inventory.fixtures';
import { fixtureStyle } from './support/style-fixtures';

describe.each(databaseTargets())('inventory records on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let inventory: InventoryClient;
  let categoryId: number;
  let productId: number;
  const create = (body: unknown) =>
    shop.send<InventoryRecordResponse>('POST', '/inventory/', body, staff);

  /** A product with no inventory record, as an older database may hold. */
  async function productWithoutRecord(sku: string): Promise<number> {
    const em = shop.orm.em.fork();
    const category = await em.findOneOrFail(Category, categoryId);
    const product = new Product({
      style: fixtureStyle('Recordless Cap', 'Legacy', category),
      name: 'Recordless Cap',
      brand: 'Legacy',
      sku,
      size: 'S',
      color: 'Red',
      sellingPriceCents: 1500,
      costPriceCents: 600,
      category,
    });
    await em.persist(product).flush();
    return product.id;
  }

  beforeAll(async () => {
    ({ shop, staff } = await bootInventoryShop(target));
    inventory = inventoryClient(shop, staff);
    categoryId = (await createCategory(shop, staff, 'records room')).id;
    productId = (
      await createProduct(shop, staff, {
        sku: 'REC-1',
        category_id: categoryId,
        quantity_in_stock: 9,
      })
    ).id;
  });
  afterEach(() => expectLedgerConsistent(shop));
  afterAll(() => shop?.close());

  it('reads a record by its product id, with and without the slash', async () => {
    const response = await inventory.get(productId);
    expect(response.status).toBe(200);
    expect(response.body.inventory).toMatchObject({
      product_id: productId,
      product: { id: productId, sku: 'REC-1' },
      quantity_in_stock: 9,
      minimum_stock_level: 10,
      maximum_stock_level: 80,
      stock_status: 'low_stock',
    });
    const slashed = await shop.send('GET', `/inventory/${productId}/`, undefined, staff);
    expect(slashed.body).toEqual(response.body);
  });

  it('says what is missing: a product, or its record', async () => {
    expect(await inventory.get(999_999)).toMatchObject({
      status: 404,
      body: { error: 'Product not found' },
    });
    const recordless = await productWithoutRecord('REC-NONE');
    expect(await inventory.get(recordless)).toMatchObject({
      status: 404,
      body: { error: 'Inventory record not found' },
    });
    expect((await shop.send('GET', '/inventory/abc', undefined, staff)).status).toBe(400);
  });

  it('sets the levels, either or both, keeping minimum ≤ maximum', async () => {
    const both = await inventory.setLevels(productId, {
      minimum_stock_level: 3,
      maximum_stock_level: 30,
    });
    expect(both.body.inventory).toMatchObject({
      minimum_stock_level: 3,
      maximum_stock_level: 30,
      stock_status: 'in_stock',
    });
    const minimum = await inventory.setLevels(productId, { minimum_stock_level: 30 });
    expect(minimum.body.inventory).toMatchObject({
      minimum_stock_level: 30,
      stock_status: 'low_stock',
    });
    expect(await inventory.setLevels(productId, { minimum_stock_level: 31 })).toMatchObject({
      status: 400,
      body: { error: LEVELS_ORDER_ERROR },
    });
    expect(await inventory.setLevels(productId, { maximum_stock_level: 29 })).toMatchObject({
      status: 400,
      body: { error: LEVELS_ORDER_ERROR },
    });
    expect(
      await inventory.setLevels(productId, { minimum_stock_level: 8, maximum_stock_level: 7 }),
    ).toMatchObject({ status: 400, body: { error: LEVELS_ORDER_ERROR } });
    expect((await inventory.get(productId)).body.inventory).toMatchObject({
      minimum_stock_level: 30,
      maximum_stock_level: 30,
    });
  });

  it('refuses levels that are not whole numbers from 0 to 1,000,000', async () => {
    const before = await stockSnapshot(shop, inventory, productId);
    for (const level of [-1, 2.5, '4', 1_000_001, null])
      expect(await inventory.setLevels(productId, { maximum_stock_level: level })).toMatchObject({
        status: 400,
        body: { error: 'Maximum stock level must be a whole number from 0 to 1000000' },
      });
    expect((await inventory.setLevels(productId, {})).status).toBe(400);
    expect(await stockSnapshot(shop, inventory, productId)).toEqual(before);
  });

  it('refuses a body that sets the quantity, pointing to restock and adjust', async () => {
    const before = await stockSnapshot(shop, inventory, productId);
    const answer = await inventory.setLevels(productId, {
      quantity_in_stock: 500,
      minimum_stock_level: 1,
    });
    expect(answer).toMatchObject({ status: 400, body: { error: SET_QUANTITY_ERROR } });
    expect(answer.body).toEqual({ error: expect.stringMatching(/restock or adjust/) as string });
    expect(await stockSnapshot(shop, inventory, productId)).toEqual(before);
  });

  it('creates a record for a product that has none, once', async () => {
    const id = await productWithoutRecord('REC-NEW');
    const created = await create({ product_id: id, quantity_in_stock: 4, maximum_stock_level: 50 });
    expect(created.status).toBe(201);
    expect(created.body.inventory).toMatchObject({
      product_id: id,
      quantity_in_stock: 4,
      minimum_stock_level: 10,
      maximum_stock_level: 50,
      stock_status: 'low_stock',
    });
    const history = await inventory.movements(id);
    expect(history.body.movements.map((m) => [m.reason, m.quantity_change])).toEqual([
      ['initial', 4],
    ]);
    expect(await create({ product_id: id })).toMatchObject({
      status: 409,
      body: { error: 'This product already has an inventory record' },
    });
    expect(await create({ product_id: productId })).toMatchObject({ status: 409 });
  });

  it('refuses a record for an unknown product or with levels out of order', async () => {
    expect(await create({ product_id: 999_999 })).toMatchObject({
      status: 404,
      body: { error: 'Product not found' },
    });
    const id = await productWithoutRecord('REC-BAD');
    expect(
      await create({ product_id: id, minimum_stock_level: 9, maximum_stock_level: 2 }),
    ).toMatchObject({ status: 400, body: { error: LEVELS_ORDER_ERROR } });
    expect((await create({ product_id: id, quantity_in_stock: -3 })).status).toBe(400);
    expect((await inventory.get(id)).status).toBe(404);
  });
});
