import type { InventoryRecord as InventoryBody, ProductList } from '@shop/contracts';
import { Product } from '../src/catalog/product.entity';
import type { DatabaseSettings } from '../src/database/database-settings';
import { InventoryRecord } from '../src/inventory/inventory-record.entity';
import { ledgerMismatches } from '../src/inventory/stock-ledger-check';
import { DEMO, grantToStaff, signIn } from './support/accounts';
import {
  databaseTargets,
  type DatabaseTarget,
  type ScratchDatabase,
} from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { buy } from './purchases.fixtures';

const mysql = databaseTargets().find((target) => target.name === 'mysql')!;

/** A target that opens `settings` and leaves dropping to the test. */
const opening = (settings: DatabaseSettings): DatabaseTarget => ({
  name: 'mysql',
  create: () => Promise.resolve({ settings, drop: () => Promise.resolve() }),
});

/**
 * With a read replica configured, the stock path still reads only the primary
 * (docs/scaling.md): the "replica" here is a copy of the shop whose stock is all gone and
 * whose prices are all one cent, so any read of it would show in the answers.
 */
describe('a configured read replica', () => {
  let primary: ScratchDatabase;
  let replica: ScratchDatabase;
  let shop: TestShop;

  beforeAll(async () => {
    [primary, replica] = await Promise.all([mysql.create(), mysql.create()]);
    const copy = await startTestShop(opening(replica.settings));
    const em = copy.orm.em.fork();
    await em.nativeUpdate(InventoryRecord, {}, { quantityInStock: 0 });
    await em.nativeUpdate(Product, {}, { sellingPriceCents: 1 });
    await copy.close();
    if (primary.settings.dialect !== 'mysql' || replica.settings.dialect !== 'mysql')
      throw new Error('MySQL only');
    shop = await startTestShop(
      opening({ ...primary.settings, replicaUrls: [replica.settings.url] }),
    );
    await grantToStaff(shop, 'adjust_stock');
  });
  afterAll(async () => {
    await shop?.close();
    await primary?.drop();
    await replica?.drop();
  });

  it('is there for reads that ask for it', async () => {
    const record = await shop.orm.em
      .fork()
      .findOneOrFail(InventoryRecord, { quantityInStock: { $gte: 0 } }, { connectionType: 'read' });
    expect(record.quantityInStock).toBe(0);
  });

  it('is never read by the catalogue, the checkout or the inventory', async () => {
    const staff = await signIn(shop, DEMO.staff);
    const list = await shop.get<ProductList>('/products/?per_page=100');
    const product = list.body.products.find((p) => p.quantity_in_stock >= 5)!;
    expect(product.selling_price).toBeGreaterThan(0.01);

    const sale = await buy(shop, staff, [{ product_id: product.id, quantity: 2 }]);
    expect(sale.status).toBe(201);
    expect(sale.body.purchase.total_amount).toBeGreaterThan(0.02);

    const restocked = await shop.send<{ inventory: InventoryBody }>(
      'POST',
      `/inventory/${product.id}/restock`,
      { quantity: 5 },
      staff,
    );
    expect(restocked.body.inventory.quantity_in_stock).toBe(product.quantity_in_stock + 3);
    const adjusted = await shop.send<{ inventory: InventoryBody }>(
      'POST',
      `/inventory/${product.id}/adjust`,
      { quantity_change: -1, reason: 'damaged' },
      staff,
    );
    expect(adjusted.body.inventory.quantity_in_stock).toBe(product.quantity_in_stock + 2);
    const read = await shop.send<{ inventory: InventoryBody }>(
      'GET',
      `/inventory/${product.id}`,
      undefined,
      staff,
    );
    expect(read.body.inventory.quantity_in_stock).toBe(product.quantity_in_stock + 2);
    const listed = await shop.get<ProductList>('/products/?per_page=100');
    expect(listed.body.products.find((p) => p.id === product.id)?.quantity_in_stock).toBe(
      product.quantity_in_stock + 2,
    );
    expect(await ledgerMismatches(shop.orm.em)).toEqual([]);
  });
});
