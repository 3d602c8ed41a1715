import { MikroORM } from '@mikro-orm/core';
import type { ErrorBody, ProductList } from '@shop/contracts';
import { ormConfig } from '../src/database/orm-config';
import { InventoryRecord } from '../src/inventory/inventory-record.entity';
import { ledgerMismatches } from '../src/inventory/stock-ledger-check';
import { PurchaseItem } from '../src/purchases/purchase-item.entity';
import { DEMO, signIn } from './support/accounts';
import type { DatabaseTarget } from './support/database-targets';
import { startOwnMariaDb, type OwnServer } from './support/own-servers';
import { startTestShop, type TestShop } from './support/test-shop';
import { buy } from './purchases.fixtures';

/** What the issue promises a client at most, during the outage and after it. */
const PROMISED_MS = 5_000;

/**
 * The database goes away under a light load of purchases and comes back
 * (docs/decisions/0057-a-database-outage-answers-503.md): 503s while it is away, never a hang or a
 * 500; liveness stays 200 while readiness is 503; the API heals by itself; every purchase is wholly
 * there or not at all. The MariaDB is the test's own, killed and restarted here.
 */
describe('a MySQL outage', () => {
  let server: OwnServer;
  let shop: TestShop;

  beforeAll(async () => {
    server = await startOwnMariaDb();
    const orm = await MikroORM.init(ormConfig({ dialect: 'mysql', url: `${server.url}/mysql` }));
    await orm.em.getConnection().execute('create database shop');
    await orm.close();
    const own: DatabaseTarget = {
      name: 'mysql',
      create: () =>
        Promise.resolve({
          settings: { dialect: 'mysql', url: `${server.url}/shop` },
          drop: () => Promise.resolve(),
        }),
    };
    shop = await startTestShop(own);
  });
  afterAll(async () => {
    await shop?.close();
    await server?.remove();
  });

  /** A request that must be answered within the promised time; a hang fails the test. */
  const promptly = <T>(path: string, init: RequestInit = {}) =>
    shop.request<T>(path, { ...init, signal: AbortSignal.timeout(PROMISED_MS) });

  it('answers 503 while it is down, heals by itself, and keeps every purchase whole', async () => {
    // Staff: their web orders open paid, so the customer order limits never answer instead.
    const buyerToken = await signIn(shop, DEMO.staff);
    const list = await shop.get<ProductList>('/products/?per_page=100');
    const product = list.body.products.reduce((most, p) =>
      p.quantity_in_stock > most.quantity_in_stock ? p : most,
    );
    const stockBefore = product.quantity_in_stock;
    const itemsSold = () => shop.orm.em.fork().count(PurchaseItem, { product: product.id });
    const itemsBefore = await itemsSold();

    // Light load: two buyers, one piece at a time, from before the kill until the 503s are seen.
    const answered: number[] = [];
    let buying = true;
    const buyer = async () => {
      while (buying) {
        const { status } = await buy(shop, buyerToken, [{ product_id: product.id, quantity: 1 }]);
        answered.push(status);
      }
    };
    const buyers = [buyer(), buyer()];
    while (answered.length < 10) await new Promise((resolve) => setTimeout(resolve, 10));
    await server.stop('SIGKILL');

    const down = await promptly<ErrorBody>('/products/?per_page=5');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ error: 'Service temporarily unavailable' });
    expect((await promptly('/health/live')).status).toBe(200);
    expect((await promptly('/health/ready')).status).toBe(503);
    buying = false;
    await Promise.all(buyers);
    // Each purchase was answered 201, or 503 while the database was away; never a 500.
    expect(answered).toContain(201);
    expect(answered).toContain(503);
    expect(answered.filter((status) => status !== 201 && status !== 503)).toEqual([]);

    await server.start();
    await healsWithin(PROMISED_MS, async () => (await promptly('/health/ready')).status === 200);
    expect((await promptly('/products/?per_page=5')).status).toBe(200);

    // Whatever was committed is whole: the stock went down by exactly the pieces sold,
    // and every product's movements add up to its stock.
    const newSales = (await itemsSold()) - itemsBefore;
    const record = await shop.orm.em.fork().findOneOrFail(InventoryRecord, { product: product.id });
    expect(record.quantityInStock).toBe(stockBefore - newSales);
    // A 503 may still have committed (the answer was lost, not the sale); a 201 never is lost.
    expect(answered.filter((status) => status === 201).length).toBeLessThanOrEqual(newSales);
    expect(await ledgerMismatches(shop.orm.em)).toEqual([]);
  });
});

async function healsWithin(ms: number, healed: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await healed().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not heal within ${ms} ms of the database's return`);
}
