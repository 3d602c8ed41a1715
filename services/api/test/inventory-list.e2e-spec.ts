import {
  stockStatus,
  type InventoryAlertList,
  type InventoryQueryParams,
  type InventoryRecord,
  type Supplier,
} from '@shop/contracts';
import { databaseTargets } from './support/database-targets';
import type { TestShop } from './support/test-shop';
import {
  bootInventoryShop,
  createCategory,
  createProduct,
  expectLedgerConsistent,
  inventoryClient,
  setStockTo,
  type InventoryClient,
} from './inventory.fixtures';

const MINIMUM = 5;
const MAXIMUM = 20;
/** The stock states at their edges: 0, 1, the minimum and the minimum + 1. */
const STOCKS = { empty: 0, one: 1, atMinimum: MINIMUM, aboveMinimum: MINIMUM + 1 } as const;
type Shelf = keyof typeof STOCKS;

describe.each(databaseTargets())('inventory list on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let inventory: InventoryClient;
  let categoryId: number;
  let supplier: Supplier;
  const productIds = {} as Record<Shelf, number>;
  /** The test category's lines under extra filters, as [sku, status] in list order. */
  const lines = async (params: InventoryQueryParams = {}) => {
    const response = await inventory.list({ category_id: categoryId, per_page: 100, ...params });
    expect(response.status).toBe(200);
    return response.body.inventory.map((record) => record.product.sku);
  };

  beforeAll(async () => {
    ({ shop, staff } = await bootInventoryShop(target));
    inventory = inventoryClient(shop, staff);
    categoryId = (await createCategory(shop, staff, 'stockroom')).id;
    const created = await shop.send<{ supplier: Supplier }>(
      'POST',
      '/suppliers/',
      { name: 'Stockroom Supply' },
      staff,
    );
    supplier = created.body.supplier;
    for (const [shelf, stock] of Object.entries(STOCKS) as [Shelf, number][]) {
      const product = await createProduct(shop, staff, {
        name: `Shelf ${shelf}`,
        brand: shelf === 'one' ? 'RareBrand' : 'StockFit',
        sku: `SHELF-${shelf.toUpperCase()}`,
        category_id: categoryId,
        quantity_in_stock: stock,
        ...(stock > 0 && stock <= MINIMUM && { supplier_id: supplier.id }),
      });
      productIds[shelf] = product.id;
      const levels = { minimum_stock_level: MINIMUM, maximum_stock_level: MAXIMUM };
      expect((await inventory.setLevels(product.id, levels)).status).toBe(200);
    }
  });
  afterEach(() => expectLedgerConsistent(shop));
  afterAll(() => shop?.close());

  it('says the stock state at 0, 1, the minimum and the minimum + 1', async () => {
    const { body } = await inventory.list({ category_id: categoryId, sort: 'stock' });
    expect(body).toMatchObject({ total: 4, pages: 1, current_page: 1, per_page: 20 });
    expect(
      body.inventory.map((record) => [
        record.quantity_in_stock,
        record.stock_status,
        record.is_low_stock,
        record.is_out_of_stock,
        record.suggested_reorder_quantity,
      ]),
    ).toEqual([
      [0, 'out_of_stock', false, true, 20],
      [1, 'low_stock', true, false, 19],
      [5, 'low_stock', true, false, 15],
      [6, 'in_stock', false, false, 0],
    ]);
  });

  it('answers each record with its product, cost and levels', async () => {
    const { body } = await inventory.list({ category_id: categoryId, search: 'SHELF-ONE' });
    expect(body.inventory).toEqual<InventoryRecord[]>([
      {
        id: expect.any(Number) as number,
        product_id: productIds.one,
        product: {
          id: productIds.one,
          name: 'Shelf one',
          brand: 'RareBrand',
          sku: 'SHELF-ONE',
          size: 'M',
          color: 'Blue',
          image_url: null,
          selling_price: 25,
          cost_price: 10,
          category_id: categoryId,
          supplier_id: supplier.id,
        },
        quantity_in_stock: 1,
        minimum_stock_level: MINIMUM,
        maximum_stock_level: MAXIMUM,
        last_restocked: expect.any(String) as string,
        stock_status: 'low_stock',
        is_low_stock: true,
        is_out_of_stock: false,
        suggested_reorder_quantity: 19,
      },
    ]);
    const [never] = (await inventory.list({ category_id: categoryId, search: 'shelf-empty' })).body
      .inventory;
    expect(never?.last_restocked).toBeNull();
  });

  it('applies each filter alone', async () => {
    expect(await lines({ low_stock_only: 'true' })).toEqual(['SHELF-ATMINIMUM', 'SHELF-ONE']);
    expect(await lines({ out_of_stock_only: 'true' })).toEqual(['SHELF-EMPTY']);
    expect(await lines({ search: 'rarebrand' })).toEqual(['SHELF-ONE']);
    expect(await lines({ search: 'Shelf above' })).toEqual(['SHELF-ABOVEMINIMUM']);
    expect(await lines({ supplier_id: supplier.id })).toEqual(['SHELF-ATMINIMUM', 'SHELF-ONE']);
    expect(await lines()).toHaveLength(4);
  });

  it('reads both boxes ticked as both states, and ignores empty and false values', async () => {
    expect(await lines({ low_stock_only: 'true', out_of_stock_only: 'true' })).toEqual([
      'SHELF-ATMINIMUM',
      'SHELF-EMPTY',
      'SHELF-ONE',
    ]);
    const ignored = { low_stock_only: 'false', out_of_stock_only: '', search: '', supplier_id: '' };
    expect(await lines(ignored)).toHaveLength(4);
  });

  it('combines filters', async () => {
    expect(await lines({ low_stock_only: 'true', search: 'rare' })).toEqual(['SHELF-ONE']);
    expect(await lines({ out_of_stock_only: 'true', supplier_id: supplier.id })).toEqual([]);
    expect(
      await lines({ low_stock_only: 'true', out_of_stock_only: 'true', supplier_id: supplier.id }),
    ).toEqual(['SHELF-ATMINIMUM', 'SHELF-ONE']);
  });

  it('counts every state as the one definition does, across the whole shop and the alerts', async () => {
    const all: InventoryRecord[] = [];
    for (let page = 1; ; page++) {
      const { body } = await inventory.list({ per_page: 100, page });
      all.push(...body.inventory);
      if (page >= body.pages) break;
    }
    for (const record of all)
      expect(record.stock_status).toBe(
        stockStatus(record.quantity_in_stock, record.minimum_stock_level),
      );
    const count = async (params: InventoryQueryParams) => (await inventory.list(params)).body.total;
    const low = all.filter((record) => record.stock_status === 'low_stock').length;
    const out = all.filter((record) => record.stock_status === 'out_of_stock').length;
    expect(low).toBeGreaterThan(0);
    expect(out).toBeGreaterThan(0);
    expect(await count({ low_stock_only: true })).toBe(low);
    expect(await count({ out_of_stock_only: true })).toBe(out);
    const alerts = await shop.send<InventoryAlertList>(
      'GET',
      '/inventory/alerts',
      undefined,
      staff,
    );
    expect(alerts.body.alerts).toHaveLength(low + out);
  });

  it("counts the whole shop's records exactly, hidden products' left out", async () => {
    const everyRow = async () => {
      let rows = 0;
      for (let page = 1; ; page++) {
        const { body } = await inventory.list({ per_page: 100, page });
        rows += body.inventory.length;
        if (page >= body.pages) return { rows, total: body.total };
      }
    };
    const before = await everyRow();
    expect(before.total).toBe(before.rows);
    const other = (await createCategory(shop, staff, 'back room')).id;
    const extra = await createProduct(shop, staff, { sku: 'BACK-ROOM', category_id: other });
    expect(await everyRow()).toEqual({ rows: before.rows + 1, total: before.total + 1 });
    const hide = (is_active: boolean) =>
      shop.send('PATCH', `/catalogue/variants/${extra.id}`, { is_active }, staff);
    expect((await hide(false)).status).toBe(200);
    expect(await everyRow()).toEqual(before);
    expect((await hide(true)).status).toBe(200);
    expect((await inventory.list({})).body.total).toBe(before.total + 1);
  });

  it('sorts by name, stock, status and last restocked, either way', async () => {
    expect(await lines({ sort: 'name' })).toEqual([
      'SHELF-ABOVEMINIMUM',
      'SHELF-ATMINIMUM',
      'SHELF-EMPTY',
      'SHELF-ONE',
    ]);
    expect(await lines({ sort: '-name' })).toEqual([
      'SHELF-ONE',
      'SHELF-EMPTY',
      'SHELF-ATMINIMUM',
      'SHELF-ABOVEMINIMUM',
    ]);
    expect(await lines({ sort: '-stock' })).toEqual([
      'SHELF-ABOVEMINIMUM',
      'SHELF-ATMINIMUM',
      'SHELF-ONE',
      'SHELF-EMPTY',
    ]);
    // Most urgent first; two low lines then go in the order their products were added.
    expect(await lines({ sort: 'status' })).toEqual([
      'SHELF-EMPTY',
      'SHELF-ONE',
      'SHELF-ATMINIMUM',
      'SHELF-ABOVEMINIMUM',
    ]);
    expect(await lines({ sort: '-status' })).toEqual([
      'SHELF-ABOVEMINIMUM',
      'SHELF-ATMINIMUM',
      'SHELF-ONE',
      'SHELF-EMPTY',
    ]);
    // Never restocked (no opening stock) counts as the oldest.
    expect((await lines({ sort: 'last_restocked' }))[0]).toBe('SHELF-EMPTY');
    expect((await lines({ sort: '-last_restocked' })).at(-1)).toBe('SHELF-EMPTY');
  });

  it('pages, caps the page size at 100 and refuses bad values by name', async () => {
    const first = await inventory.list({ category_id: categoryId, per_page: 3 });
    const second = await inventory.list({ category_id: categoryId, per_page: 3, page: 2 });
    expect(first.body).toMatchObject({ total: 4, pages: 2, current_page: 1, per_page: 3 });
    expect(second.body.inventory.map((record) => record.product.sku)).toEqual(['SHELF-ONE']);
    expect((await inventory.list({ per_page: 1000 })).body.per_page).toBe(100);
    expect(await inventory.list({ page: 0 })).toMatchObject({
      status: 400,
      body: { error: 'page must be a positive integer' },
    });
    expect((await inventory.list({ sort: 'price' })).status).toBe(400);
    expect((await inventory.list({ low_stock_only: 'sometimes' })).status).toBe(400);
  });

  it('answers with and without the trailing slash', async () => {
    const bare = await shop.send('GET', `/inventory?category_id=${categoryId}`, undefined, staff);
    const slashed = await shop.send(
      'GET',
      `/inventory/?category_id=${categoryId}`,
      undefined,
      staff,
    );
    expect(bare).toMatchObject({ status: 200, body: slashed.body });
  });

  it('keeps the stored stock state as stock moves and levels change', async () => {
    const id = productIds.aboveMinimum;
    const states = async () => [
      await lines({ low_stock_only: 'true' }),
      await lines({ out_of_stock_only: 'true' }),
    ];
    expect(await states()).toEqual([['SHELF-ATMINIMUM', 'SHELF-ONE'], ['SHELF-EMPTY']]);
    // A higher minimum makes it low; selling out makes it out; a restock and the old levels back.
    const raised = { minimum_stock_level: MINIMUM + 1, maximum_stock_level: MAXIMUM };
    expect((await inventory.setLevels(id, raised)).status).toBe(200);
    expect(await states()).toEqual([
      ['SHELF-ABOVEMINIMUM', 'SHELF-ATMINIMUM', 'SHELF-ONE'],
      ['SHELF-EMPTY'],
    ]);
    await setStockTo(inventory, id, 0);
    expect(await states()).toEqual([
      ['SHELF-ATMINIMUM', 'SHELF-ONE'],
      ['SHELF-ABOVEMINIMUM', 'SHELF-EMPTY'],
    ]);
    expect((await inventory.restock(id, { quantity: STOCKS.aboveMinimum })).status).toBe(200);
    const levels = { minimum_stock_level: MINIMUM, maximum_stock_level: MAXIMUM };
    expect((await inventory.setLevels(id, levels)).status).toBe(200);
    expect(await states()).toEqual([['SHELF-ATMINIMUM', 'SHELF-ONE'], ['SHELF-EMPTY']]);
  });
});
