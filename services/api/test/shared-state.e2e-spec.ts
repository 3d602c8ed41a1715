import { Logger } from '@nestjs/common';
import type { ProductList } from '@shop/contracts';
import { RedisAttemptStore } from '../src/auth/redis-attempt-store';
import { ProductListCache } from '../src/catalog/product-list.cache';
import { SharedState } from '../src/shared-state/shared-state';
import { startOwnRedis, type OwnServer } from './support/own-servers';

const page = (total: number): ProductList => ({
  products: [],
  total,
  pages: 1,
  current_page: 1,
  per_page: 20,
});

/**
 * The shared-state seam on a Redis of the test's own (docs/architecture.md#where-state-lives):
 * counts and catalogue versions seen by every instance, and the fall-back while Redis is away, said
 * once in the log rather than per request.
 */
describe('shared state through Redis', () => {
  let redis: OwnServer;
  let one: SharedState;
  let two: SharedState;
  const warnings: string[] = [];

  const until = async (check: () => boolean) => {
    for (let attempt = 0; attempt < 100 && !check(); attempt++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(check()).toBe(true);
  };

  beforeAll(async () => {
    redis = await startOwnRedis();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    one = new SharedState(redis.url);
    two = new SharedState(redis.url);
    await until(() => one.available && two.available);
  });
  afterAll(async () => {
    await one?.onApplicationShutdown();
    await two?.onApplicationShutdown();
    await redis?.remove();
    jest.restoreAllMocks();
  });

  it('counts failures once for all instances, in a window that expires', async () => {
    const a = new RedisAttemptStore(one);
    const b = new RedisAttemptStore(two);
    await a.increment('login:x', 60_000);
    await b.increment('login:x', 60_000);
    const third = await a.increment('login:x', 60_000);
    expect(third.count).toBe(3);
    expect(third.resetAt).toBeGreaterThan(Date.now() + 50_000);
    expect((await b.get('login:x'))?.count).toBe(3);

    await b.reset('login:x');
    expect(await a.get('login:x')).toBeUndefined();

    await a.increment('login:short', 100);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await b.get('login:short')).toBeUndefined();
  });

  it('clears every instance’s product lists when one announces a change', async () => {
    const first = new ProductListCache(one);
    const second = new ProductListCache(two);
    // Each announces a change when it meets Redis; let those land first (in order, per connection).
    await Promise.all([first.changed(), second.changed()]);
    let loads = 0;
    const load = () => Promise.resolve(page(++loads));
    await second.read('q', load);
    expect((await second.read('q', load)).total).toBe(1);
    await first.changed();
    expect((await second.read('q', load)).total).toBe(2);
  });

  it('falls back to memory while Redis is away, says so once, and shares again after', async () => {
    const store = new RedisAttemptStore(one);
    const lists = new ProductListCache(one);
    let loads = 0;
    const load = () => Promise.resolve(page(++loads));
    const before = warnings.length;
    await redis.stop();
    await until(() => !one.available);

    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await store.increment('login:away', 60_000)).count).toBe(attempt);
    expect((await store.get('login:away'))?.count).toBe(3);
    await lists.read('q', load);
    await lists.read('q', load);
    expect(loads).toBe(2); // nothing kept while versions cannot be compared
    // Once per client (this test runs two), however many requests fell back.
    const outage = warnings.slice(before);
    expect(outage).toHaveLength(2);
    expect(outage.every((warning) => warning.startsWith('Redis unavailable'))).toBe(true);

    await redis.start();
    await until(() => one.available && two.available);
    // Every cache announces a change when it meets Redis again (the earlier tests' caches on the
    // other client too); a round trip on each connection lets those land before the version is read.
    await Promise.all([one.client.ping(), two.client.ping()]);
    expect(await store.get('login:away')).toBeUndefined(); // the shared count, empty again
    await lists.read('q', load);
    await lists.read('q', load);
    expect(loads).toBe(3);
  });
});
