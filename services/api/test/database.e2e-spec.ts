import { SIZES, COLORS, STOCK_STATUSES, stockStatus } from '@shop/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { Product } from '../src/catalog/product.entity';
import { ENTITIES } from '../src/database/entities';
import { prepareDatabase } from '../src/database/prepare-database';
import { InventoryRecord } from '../src/inventory/inventory-record.entity';
import { ledgerMismatches } from '../src/inventory/stock-ledger-check';
import { StockMovement } from '../src/inventory/stock-movement.entity';
import { Purchase } from '../src/purchases/purchase.entity';
import { salesRollupDifferences } from '../src/reports/sales-rollups-check';
import { SaleReturn } from '../src/returns/sale-return.entity';
import { Supplier } from '../src/suppliers/supplier.entity';
import { verifyPassword } from '../src/users/password';
import { User } from '../src/users/user.entity';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

// Every table the seeder fills, so a second seeding that touches any of them shows up.
const TABLES = ENTITIES;
const DAY_MS = 86_400_000;

async function countRows(em: EntityManager): Promise<number[]> {
  return Promise.all(TABLES.map((entity) => em.count(entity)));
}

describe.each(databaseTargets())('database on $name', (target) => {
  let shop: TestShop;
  const em = () => shop.orm.em.fork();

  beforeAll(async () => {
    shop = await startTestShop(target);
  });
  afterAll(() => shop?.close());

  it('has a schema that matches the entities once migrated', async () => {
    expect(await shop.orm.getMigrator().checkMigrationNeeded()).toBe(false);
    expect(await shop.orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });

  it('seeds only an empty database: a second run changes nothing', async () => {
    const before = await countRows(em());
    await prepareDatabase(shop.orm, 'UTC');
    expect(await countRows(em())).toEqual(before);
  });

  it('keeps a stock ledger that adds up to every product’s stock', async () => {
    expect(await em().count(InventoryRecord)).toBe(await em().count(Product));
    expect(await em().count(StockMovement)).toBeGreaterThan(await em().count(Product));
    expect(await ledgerMismatches(shop.orm.em)).toEqual([]);
  });

  it('stores each record’s stock state as the one definition says, after the demo’s sales, returns and restocks', async () => {
    const records = await em().find(InventoryRecord, {});
    const states = new Set(records.map((record) => record.stockState));
    expect(states).toEqual(new Set([0, 1, 2]));
    for (const { quantityInStock, minimumStockLevel, stockState } of records)
      expect(STOCK_STATUSES[stockState!]).toBe(stockStatus(quantityInStock, minimumStockLevel));
  });

  it('refuses, in the database itself, to take stock below zero', async () => {
    const record = await em().findOneOrFail(InventoryRecord, { quantityInStock: { $gt: 0 } });
    await expect(
      em().nativeUpdate(InventoryRecord, { id: record.id }, { quantityInStock: -1 }),
    ).rejects.toThrow();
    expect((await em().findOneOrFail(InventoryRecord, record.id)).quantityInStock).toBe(
      record.quantityInStock,
    );
  });

  it('seeds the demo shop the home page and reports expect', async () => {
    const products = await em().findAll(Product, { populate: ['category'] });
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((product) => product.size))).toEqual(new Set(SIZES));
    expect(new Set(products.map((product) => product.color))).toEqual(new Set(COLORS));
    expect(new Set(products.map((product) => product.category.getEntity().name))).toEqual(
      new Set(['men', 'women', 'accessories', 'footwear']),
    );
    expect(products.every((product) => product.costPriceCents < product.sellingPriceCents)).toBe(
      true,
    );

    const states = (await em().findAll(InventoryRecord)).map((r) =>
      stockStatus(r.quantityInStock, r.minimumStockLevel),
    );
    expect(states).toEqual(expect.arrayContaining(['out_of_stock', 'low_stock', 'in_stock']));
    expect(states.filter((state) => state === 'in_stock').length).toBeGreaterThan(
      states.length / 2,
    );
    expect(await em().count(Supplier)).toBeGreaterThanOrEqual(5);

    const purchases = await em().findAll(Purchase, { populate: ['items'] });
    const oldest = Math.min(...purchases.map((purchase) => purchase.createdAt.getTime()));
    expect(Date.now() - oldest).toBeLessThanOrEqual(61 * DAY_MS);
    expect(new Set(purchases.map((purchase) => purchase.status)).size).toBe(4);
    for (const purchase of purchases) {
      const sum = purchase.items
        .getItems()
        .reduce((total, item) => total + item.totalPriceCents, 0);
      expect(purchase.totalAmountCents).toBe(sum);
    }
  });

  it('seeds a few demo returns, within what was sold and counted in the rollups', async () => {
    const returns = await em().find(
      SaleReturn,
      {},
      { populate: ['lines', 'lines.purchaseItem', 'refunds', 'purchase'] },
    );
    expect(returns.length).toBeGreaterThanOrEqual(4);
    expect(new Set(returns.map((r) => r.status))).toEqual(
      new Set(['refunded', 'requested', 'rejected']),
    );
    for (const saleReturn of returns) {
      for (const line of saleReturn.lines)
        expect(line.quantity).toBeLessThanOrEqual(line.purchaseItem.quantity);
      const owed = saleReturn.lines
        .getItems()
        .reduce((sum, l) => sum + l.totalCents + l.taxCents, 0);
      const given = saleReturn.refunds.getItems().reduce((sum, r) => sum + r.amountCents, 0);
      expect(given).toBe(saleReturn.status === 'refunded' ? owed : 0);
      if (saleReturn.status === 'refunded')
        expect(saleReturn.purchase.paymentStatus).toMatch(/refunded$/);
    }
    expect(await salesRollupDifferences(shop.orm.em, 'UTC')).toEqual([]);
  });

  it('seeds the three demo accounts with argon2id hashes of their passwords', async () => {
    const accounts = { admin: 'Admin123!', staff: 'Staff123!', customer: 'Customer123!' } as const;
    for (const [username, password] of Object.entries(accounts)) {
      const user = await em().findOneOrFail(
        User,
        { normalizedUsername: username },
        { populate: ['passwordHash'] },
      );
      expect(user.role).toBe(username);
      expect(await verifyPassword(user.passwordHash, password)).toBe(true);
    }
    expect(await em().count(User, { role: 'customer' })).toBeGreaterThan(1);
  });
});
