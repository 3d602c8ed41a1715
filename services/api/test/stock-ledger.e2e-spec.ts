import type { EntityManager } from '@mikro-orm/core';
import { ConflictException, NotFoundException } from '@nestjs/common';
import type { Product } from '@shop/contracts';
import { Category } from '../src/catalog/category.entity';
import { InventoryRecord } from '../src/inventory/inventory-record.entity';
import { adjustStock, receiveStock } from '../src/inventory/stock-ledger';
import { ledgerMismatches } from '../src/inventory/stock-ledger-check';
import { StockMovement } from '../src/inventory/stock-movement.entity';
import { runStockTransaction } from '../src/inventory/stock-transaction';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets, type DatabaseTarget } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { buy, cancelPurchase, productInStock, snapshot, stockOf } from './purchases.fixtures';

/**
 * The stock ledger (src/inventory/stock-ledger.ts) is the one writer of stock and its
 * movements. Whatever writes (opening stock, sales, cancellations, restocks,
 * adjustments) and whichever transaction it runs in (the hot path's or the ORM's), every
 * product's movements add up to its stock after each test.
 */
describe.each(databaseTargets())('stock ledger on $name', (target) => {
  let shop: TestShop;
  let customer: string;
  let staff: string;
  /** A product made through the API with an opening stock of 7. */
  let productId: number;
  const em = () => shop.orm.em.fork();
  const inOrmTransaction = <T>(work: (tx: EntityManager) => Promise<T>) => em().transactional(work);
  const movementsOf = async (id: number) =>
    (await em().find(StockMovement, { product: id }, { orderBy: { id: 'asc' } })).map(
      (movement) => [movement.reason, movement.quantityChange, movement.reference],
    );

  beforeAll(async () => {
    shop = await startTestShop(target);
    await grantToStaff(shop, 'adjust_stock', 'cancel_sales', 'edit_catalogue', 'see_costs');
    [customer, staff] = await Promise.all([signIn(shop, DEMO.customer), signIn(shop, DEMO.staff)]);
    const men = await em().findOneOrFail(Category, { name: 'men' });
    const created = await shop.send<{ product: Product }>(
      'POST',
      '/products/',
      {
        ...{ name: 'Ledger Tee', brand: 'LedgerFit', sku: 'LEDGER-1', size: 'M', color: 'Blue' },
        ...{ selling_price: 20, cost_price: 8, category_id: men.id, quantity_in_stock: 7 },
      },
      staff,
    );
    expect(created.status).toBe(201);
    productId = created.body.product.id;
  });
  afterEach(async () => expect(await ledgerMismatches(shop.orm.em)).toEqual([]));
  afterAll(() => shop?.close());

  it('opens stock, sells, cancels, restocks and adjusts, every movement in the ledger', async () => {
    expect(await movementsOf(productId)).toEqual([['initial', 7, null]]);
    const other = await productInStock(shop, 5, [productId]);
    const items = [
      { product_id: productId, quantity: 2 },
      { product_id: other.id, quantity: 1 },
    ];
    const [sale, tillSale] = [await buy(shop, customer, items), await buy(shop, staff, items)];
    expect([sale.status, tillSale.status]).toEqual([201, 201]);
    expect((await cancelPurchase(shop, staff, sale.body.purchase.id)).status).toBe(200);

    // A restock in the ORM's transaction, an adjustment in the hot path's: either works.
    const restocked = await inOrmTransaction((tx) =>
      receiveStock(tx, { productId, quantity: 5, reference: 'delivery 42' }),
    );
    expect(restocked).toEqual({ quantityInStock: 10 });
    const adjusted = await runStockTransaction(shop.orm.em, (sql) =>
      adjustStock(sql, { productId, change: -3, reference: 'damaged' }),
    );
    expect(adjusted).toEqual({ quantityInStock: 7 });

    expect(await stockOf(shop, productId)).toBe(7);
    const shown = await shop.get<{ product: Product }>(`/products/${productId}`);
    expect(shown.body.product.quantity_in_stock).toBe(7);
    const [saleRef, tillRef] = [sale, tillSale].map((r) => `purchase:${r.body.purchase.id}`);
    expect(await movementsOf(productId)).toEqual([
      ['initial', 7, null],
      ['sale', -2, saleRef],
      ['sale', -2, tillRef],
      ['cancellation', 2, saleRef],
      ['restock', 5, 'delivery 42'],
      ['adjustment', -3, 'damaged'],
    ]);
    const record = await em().findOneOrFail(InventoryRecord, { product: productId });
    expect(record.lastRestocked?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses an adjustment below zero with 409, changing nothing', async () => {
    const before = await snapshot(shop, [productId]);
    const stock = before.stock[0]!;
    await expect(
      inOrmTransaction((tx) => adjustStock(tx, { productId, change: -(stock + 1) })),
    ).rejects.toThrow(new ConflictException('Stock cannot go below zero'));
    expect(await snapshot(shop, [productId])).toEqual(before);
    // Down to exactly zero is allowed.
    await inOrmTransaction((tx) => adjustStock(tx, { productId, change: -stock }));
    expect(await stockOf(shop, productId)).toBe(0);
  });

  it('answers 404 for a product without an inventory record, and needs a transaction', async () => {
    const missing = { productId: 999_999, quantity: 1 };
    await expect(inOrmTransaction((tx) => receiveStock(tx, missing))).rejects.toBeInstanceOf(
      NotFoundException,
    );
    await expect(
      inOrmTransaction((tx) => adjustStock(tx, { productId: 999_999, change: 1 })),
    ).rejects.toBeInstanceOf(NotFoundException);
    await expect(receiveStock(em(), { productId, quantity: 1 })).rejects.toThrow(/transaction/);
  });
});

// Only a server runs transactions side by side; SQLite serialises every writer.
const serverTargets = databaseTargets().filter((target) => target.name === 'mysql');
for (const target of serverTargets) describeConcurrentWriters(target);

function describeConcurrentWriters(target: DatabaseTarget) {
  describe(`concurrent stock writers on ${target.name}`, () => {
    let shop: TestShop;
    beforeAll(async () => (shop = await startTestShop(target)));
    afterAll(() => shop?.close());

    it('counts every concurrent sale, restock and adjustment exactly once', async () => {
      const customer = await signIn(shop, DEMO.customer);
      const product = await productInStock(shop, 20);
      const before = await stockOf(shop, product.id);
      const productId = product.id;
      const writes = [
        ...Array.from({ length: 20 }, () =>
          runStockTransaction(shop.orm.em, (sql) => receiveStock(sql, { productId, quantity: 2 })),
        ),
        ...Array.from({ length: 10 }, () =>
          shop.orm.em.fork().transactional((tx) => adjustStock(tx, { productId, change: -1 })),
        ),
        ...Array.from({ length: 10 }, () =>
          buy(shop, customer, [{ product_id: productId, quantity: 1 }]).then((response) =>
            expect(response.status).toBe(201),
          ),
        ),
      ];
      await Promise.all(writes);
      expect(await stockOf(shop, productId)).toBe(before + 40 - 10 - 10);
      expect(await ledgerMismatches(shop.orm.em)).toEqual([]);
    }, 60_000);
  });
}
