import type { Product, ProductList } from '@shop/contracts';
import { LOGIN_LIMITS } from '../src/auth/login-throttle';
import { SharedState } from '../src/shared-state/shared-state';
import { DEMO, grantToStaff, signIn } from './support/accounts';
import {
  databaseTargets,
  type DatabaseTarget,
  type ScratchDatabase,
} from './support/database-targets';
import { startOwnRedis, type OwnServer } from './support/own-servers';
import { startTestShop, type TestShop } from './support/test-shop';

const mysql = databaseTargets().find((target) => target.name === 'mysql')!;

/**
 * Two API instances on one MySQL database and one Redis (docs/architecture.md#where-state-lives),
 * as behind a load balancer. The Redis is the test's own, so it can be stopped mid-test.
 */
describe('two API instances sharing MySQL and Redis', () => {
  let database: ScratchDatabase;
  let redis: OwnServer;
  let a: TestShop;
  let b: TestShop;

  /** The first list page, read twice on `shop` so the second read may come from its cache. */
  async function listed(shop: TestShop, id: number): Promise<Product | undefined> {
    let products: Product[] = [];
    for (let read = 0; read < 2; read++) {
      const response = await shop.send<ProductList>('GET', '/products/?per_page=100');
      expect(response.status).toBe(200);
      products = response.body.products;
    }
    return products.find((product) => product.id === id);
  }

  /** A failed sign-in of `username` from `address` (the tests trust X-Forwarded-For). */
  const failLogin = (shop: TestShop, username: string, address: string) =>
    shop.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username, password: 'not-the-password' }),
    });

  /** Fails sign-ins, taking the instances in turn, until one answers 429; returns how many were refused with 401 first. */
  async function failuresUntilLocked(shops: TestShop[], username: string, address: string) {
    for (let attempt = 0; attempt < 500; attempt++) {
      const { status } = await failLogin(shops[attempt % shops.length]!, username, address);
      if (status === 429) return attempt;
      expect(status).toBe(401);
    }
    throw new Error('never locked');
  }

  beforeAll(async () => {
    [database, redis] = await Promise.all([mysql.create(), startOwnRedis()]);
    // Both instances open the same database; only the scratch database's owner drops it.
    const same: DatabaseTarget = {
      name: 'mysql',
      create: () => Promise.resolve({ settings: database.settings, drop: () => Promise.resolve() }),
    };
    const options = { redisUrl: redis.url, trustProxy: true };
    a = await startTestShop(same, options);
    b = await startTestShop(same, options);
    await grantToStaff(a, 'edit_catalogue');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    await redis?.remove();
  });

  it('shows a price changed through A on the next list from B', async () => {
    const staff = await signIn(a, DEMO.staff);
    const product = (await a.send<ProductList>('GET', '/products/?per_page=100')).body.products[0]!;
    expect((await listed(b, product.id))?.selling_price).toBe(product.selling_price);

    const price = product.selling_price + 1.25;
    const changed = await a.send('PUT', `/products/${product.id}`, { selling_price: price }, staff);
    expect(changed.status).toBe(200);
    expect((await listed(b, product.id))?.selling_price).toBe(price);
    expect((await listed(a, product.id))?.selling_price).toBe(price);
  });

  it('locks an account after as many failures spread over A and B as on A alone', async () => {
    // Each run from its own address, so the per-address count of one cannot help the other.
    const alone = await failuresUntilLocked([a], DEMO.staff.username, '203.0.113.1');
    const spread = await failuresUntilLocked([a, b], DEMO.customer.username, '203.0.113.2');
    expect(alone).toBeGreaterThan(0);
    expect(alone).toBeLessThanOrEqual(
      Math.max(...Object.values(LOGIN_LIMITS).map((limit) => limit.max)),
    );
    expect(spread).toBe(alone);
    // Locked on both: the count lives in Redis, not in the instance that took it.
    expect((await failLogin(a, DEMO.customer.username, '203.0.113.2')).status).toBe(429);
    expect((await failLogin(b, DEMO.customer.username, '203.0.113.2')).status).toBe(429);
  });

  it('keeps both answering while Redis is down, and shares again once it is back', async () => {
    await redis.stop();
    for (const shop of [a, b]) {
      expect((await shop.send<ProductList>('GET', '/products/?per_page=5')).status).toBe(200);
      expect((await failLogin(shop, DEMO.admin.username, '203.0.113.3')).status).toBe(401);
      expect(await signIn(shop, DEMO.admin)).toEqual(expect.any(String));
    }
    // Changed through A while B cannot hear of it: B loads every list while Redis is away.
    const staff = await signIn(a, DEMO.staff);
    const product = (await a.send<ProductList>('GET', '/products/?per_page=100')).body.products[1]!;
    const price = product.selling_price + 2.5;
    expect(
      (await a.send('PUT', `/products/${product.id}`, { selling_price: price }, staff)).status,
    ).toBe(200);
    expect((await listed(b, product.id))?.selling_price).toBe(price);

    await redis.start();
    await waitFor(() => [a, b].every((shop) => shop.app.get(SharedState).available));
    expect((await listed(a, product.id))?.selling_price).toBe(price); // kept by A again
    const again = price + 1;
    expect(
      (await b.send('PUT', `/products/${product.id}`, { selling_price: again }, staff)).status,
    ).toBe(200);
    expect((await listed(a, product.id))?.selling_price).toBe(again);
  });
});

/** Polls `check` until it holds, for up to 10 s (the client reconnects within a second). */
async function waitFor(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('condition not met within 10 s');
}
