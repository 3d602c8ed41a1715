import {
  NOTE_REQUIRED_ERROR,
  RESTOCK_QUANTITY_ERROR,
  type Product,
  type ProductList,
  type Supplier,
} from '@shop/contracts';
import { PurchaseItem } from '../src/purchases/purchase-item.entity';
import { databaseTargets } from './support/database-targets';
import type { TestShop } from './support/test-shop';
import { buy, cancelPurchase } from './purchases.fixtures';
import {
  bootInventoryShop,
  createCategory,
  createProduct,
  expectLedgerConsistent,
  inventoryClient,
  setStockTo,
  stockSnapshot,
  type InventoryClient,
} from './inventory.fixtures';

describe.each(databaseTargets())('restock, adjust and stock history on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let customer: string;
  let inventory: InventoryClient;
  let categoryId: number;
  let product: Product;
  const unchangedBy = async <T extends { status: number }>(
    change: () => Promise<T>,
    status = 400,
  ) => {
    const before = await stockSnapshot(shop, inventory, product.id);
    const response = await change();
    expect(response.status).toBe(status);
    expect(await stockSnapshot(shop, inventory, product.id)).toEqual(before);
    return response;
  };

  beforeAll(async () => {
    ({ shop, staff, customer } = await bootInventoryShop(target));
    inventory = inventoryClient(shop, staff);
    categoryId = (await createCategory(shop, staff, 'stock moves')).id;
    product = await createProduct(shop, staff, {
      sku: 'MOVE-1',
      category_id: categoryId,
      quantity_in_stock: 10,
      cost_price: 5,
    });
  });
  afterEach(() => expectLedgerConsistent(shop));
  afterAll(() => shop?.close());

  it('adds exactly the quantity restocked, dates it, and records who and why', async () => {
    const answer = await inventory.restock(product.id, { quantity: 15, note: 'Spring order' });
    expect(answer.status).toBe(200);
    expect(answer.body.inventory.quantity_in_stock).toBe(25);
    expect(Date.now() - Date.parse(answer.body.inventory.last_restocked!)).toBeLessThan(60_000);
    const [latest] = (await inventory.movements(product.id)).body.movements;
    expect(latest).toMatchObject({
      reason: 'restock',
      quantity_change: 15,
      stock_after: 25,
      note: 'Spring order',
      actor: { username: 'staff' },
    });
  });

  it.each([
    ['0', { quantity: 0 }],
    ['-1', { quantity: -1 }],
    ['1.5', { quantity: 1.5 }],
    ['"5"', { quantity: '5' }],
    ['10^9', { quantity: 1e9 }],
    ['missing', {}],
  ])('refuses the restock quantity %s and changes nothing', async (_name, body) => {
    const response = await unchangedBy(() => inventory.restock(product.id, body));
    expect(response).toMatchObject({ body: { error: RESTOCK_QUANTITY_ERROR } });
  });

  it('refuses extra fields, a body that is no object and an unknown supplier', async () => {
    const extra = await unchangedBy(() =>
      inventory.restock(product.id, { quantity: 5, quantity_in_stock: 900 }),
    );
    expect(extra.body).toEqual({ error: 'Unknown field: quantity_in_stock' });
    await unchangedBy(() => inventory.restock(product.id, [5]));
    await unchangedBy(() =>
      shop.request(`/inventory/${product.id}/restock`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff}` },
      }),
    );
    const supplier = await unchangedBy(() =>
      inventory.restock(product.id, { quantity: 5, supplier_id: 999_999 }),
    );
    expect(supplier.body).toEqual({ error: 'Supplier not found' });
    expect((await inventory.restock(999_999, { quantity: 5 })).status).toBe(404);
  });

  it('averages the cost price over the stock on hand and the goods received', async () => {
    await setStockTo(inventory, product.id, 10); // 10 on hand at 5.00
    const { body } = await shop.send<{ supplier: Supplier }>(
      'POST',
      '/suppliers/',
      { name: 'Cost Average Co' },
      staff,
    );
    const answer = await inventory.restock(product.id, {
      quantity: 30,
      unit_cost: 7,
      supplier_id: body.supplier.id,
    });
    expect(answer.body.inventory.product.cost_price).toBe(6.5); // (10 × 5 + 30 × 7) / 40
    const [latest] = (await inventory.movements(product.id)).body.movements;
    expect(latest).toMatchObject({ reason: 'restock', supplier_id: body.supplier.id });
    const staffView = await shop.send<{ product: Product }>(
      'GET',
      `/products/${product.id}`,
      undefined,
      staff,
    );
    expect(staffView.body.product.cost_price).toBe(6.5);
    // A later sale records the averaged cost.
    const sale = await buy(shop, customer, [{ product_id: product.id, quantity: 1 }]);
    const item = await shop.orm.em
      .fork()
      .findOneOrFail(PurchaseItem, { purchase: sale.body.purchase.id });
    expect(item.unitCostCents).toBe(650);
  });

  it('shows a restock in the product list at once', async () => {
    const before = await shop.get<ProductList>('/products/?search=MOVE-1');
    await inventory.restock(product.id, { quantity: 2 });
    const after = await shop.get<ProductList>('/products/?search=MOVE-1');
    expect(after.body.products[0]!.quantity_in_stock).toBe(
      before.body.products[0]!.quantity_in_stock + 2,
    );
  });

  it('adjusts by a signed quantity with a reason, down to zero but never below', async () => {
    await setStockTo(inventory, product.id, 6);
    const damaged = await inventory.adjust(product.id, { quantity_change: -2, reason: 'damaged' });
    expect(damaged.body.inventory.quantity_in_stock).toBe(4);
    const found = await inventory.adjust(product.id, {
      quantity_change: 3,
      reason: 'other',
      note: 'Back room box',
    });
    expect(found.body.inventory.quantity_in_stock).toBe(7);
    const below = await unchangedBy(
      () => inventory.adjust(product.id, { quantity_change: -8, reason: 'lost' }),
      409,
    );
    expect(below.body).toEqual({ error: 'Stock cannot go below zero' });
    const empty = await inventory.adjust(product.id, { quantity_change: -7, reason: 'lost' });
    expect(empty.body.inventory).toMatchObject({
      quantity_in_stock: 0,
      stock_status: 'out_of_stock',
    });
    const history = (await inventory.movements(product.id)).body.movements.slice(0, 3);
    expect(
      history.map((m) => [m.adjustment_reason, m.quantity_change, m.stock_after, m.note]),
    ).toEqual([
      ['lost', -7, 0, null],
      ['other', 3, 7, 'Back room box'],
      ['damaged', -2, 4, null],
    ]);
  });

  it.each([
    ['0', { quantity_change: 0, reason: 'lost' }],
    ['1.5', { quantity_change: 1.5, reason: 'lost' }],
    ['"5"', { quantity_change: '5', reason: 'found' }],
    ['10^9', { quantity_change: 1e9, reason: 'found' }],
    ['no reason', { quantity_change: 1 }],
    ['an unknown reason', { quantity_change: 1, reason: 'gift' }],
    ['other without a note', { quantity_change: 1, reason: 'other', note: '  ' }],
    ['extra fields', { quantity_change: 1, reason: 'found', quantity_in_stock: 3 }],
    ['missing', {}],
  ])('refuses an adjustment with %s and changes nothing', async (_name, body) => {
    await unchangedBy(() => inventory.adjust(product.id, body));
  });

  it('names the note rule for other', async () => {
    const response = await inventory.adjust(product.id, { quantity_change: 1, reason: 'other' });
    expect(response.body).toEqual({ error: NOTE_REQUIRED_ERROR });
  });

  it('keeps the history newest first, in pages, with who, why and the purchase', async () => {
    await setStockTo(inventory, product.id, 5);
    const sale = await buy(shop, customer, [{ product_id: product.id, quantity: 2 }]);
    expect(sale.status).toBe(201);
    expect((await cancelPurchase(shop, staff, sale.body.purchase.id)).status).toBe(200);
    const { body } = await inventory.movements(product.id, '?per_page=2');
    expect(body).toMatchObject({ product_id: product.id, current_page: 1, per_page: 2 });
    expect(body.movements.map((m) => [m.reason, m.quantity_change, m.stock_after])).toEqual([
      ['cancellation', 2, 5],
      ['sale', -2, 3],
    ]);
    expect(body.movements.map((m) => [m.purchase_id, m.actor?.username])).toEqual([
      [sale.body.purchase.id, 'staff'],
      [sale.body.purchase.id, 'customer'],
    ]);
    const all = (await inventory.movements(product.id, '?per_page=100')).body;
    expect(all.total).toBe(body.total);
    const times = all.movements.map((m) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // Each line's stock after is the one below it plus its own change; the oldest is the opening.
    all.movements.forEach((movement, index) => {
      const older = all.movements[index + 1];
      expect(movement.stock_after).toBe((older?.stock_after ?? 0) + movement.quantity_change);
    });
    const page2 = (await inventory.movements(product.id, '?per_page=2&page=2')).body.movements;
    expect(page2[0]).toEqual(all.movements[2]);
    expect(await inventory.movements(999_999)).toMatchObject({ status: 404 });
  });
});
