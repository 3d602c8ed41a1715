import type { ProductList } from '@shop/contracts';
import { MAX_CACHED_LISTS, MAX_LIST_AGE_MS, ProductListCache } from './product-list.cache';

const page = (total: number): ProductList => ({
  products: [],
  total,
  pages: 1,
  current_page: 1,
  per_page: 20,
});

describe('ProductListCache', () => {
  let cache: ProductListCache;
  let loads: number;
  const load = (total = 1) => {
    loads++;
    return Promise.resolve(page(total));
  };

  beforeEach(() => {
    cache = new ProductListCache();
    loads = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('answers a repeated query from memory, and loads once for concurrent misses', async () => {
    const answers = await Promise.all([cache.read('a', load), cache.read('a', load)]);
    expect(await cache.read('a', load)).toEqual(answers[0]);
    expect(loads).toBe(1);
  });

  it('loads again after a change, and keeps queries apart', async () => {
    await cache.read('a', () => load(1));
    await cache.read('b', () => load(2));
    await cache.changed();
    expect((await cache.read('a', () => load(3))).total).toBe(3);
    expect(loads).toBe(3);
  });

  it('loads every time once switched off', async () => {
    cache.disable();
    await cache.read('a', load);
    await cache.read('a', load);
    expect(loads).toBe(2);
  });

  it('does not keep a failed load', async () => {
    await expect(cache.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.read('a', () => load(5))).total).toBe(5);
  });

  it('reloads an answer older than the maximum age', async () => {
    jest.useFakeTimers({ now: 0 });
    await cache.read('a', () => load(1));
    jest.setSystemTime(MAX_LIST_AGE_MS);
    expect((await cache.read('a', () => load(2))).total).toBe(2);
  });

  it('forgets the least recently stored query beyond its size', async () => {
    for (let key = 0; key <= MAX_CACHED_LISTS; key++) await cache.read(`q${key}`, load);
    await cache.read(`q${MAX_CACHED_LISTS}`, load);
    expect(loads).toBe(MAX_CACHED_LISTS + 1);
    await cache.read('q0', load);
    expect(loads).toBe(MAX_CACHED_LISTS + 2);
  });
});
