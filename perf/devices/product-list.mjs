// @ts-check
// `node perf/devices/product-list.mjs [--quick]`: `GET /api/products/` read as the API reads it
// (services/api/src/catalog/product-list.query.ts: a count and a page in knex, rows mapped by
// `toProductBody`) against the ORM's way (`findAndCount` with the category and the stock
// populated, mapped by the same mapper), both through @shop/api/bench-sql on a throwaway
// MariaDB/MySQL database of 50,000 products (5,000 with --quick), no list cache. Per call:
// this process's CPU (the driver, the ORM, the mapping; not the database's) and wall time,
// the two sides in alternating blocks, medians.
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import os from 'node:os';
import { seedLargeCatalogue } from '../bench/catalogue-seed.mjs';
import * as bench from '../bench/support.mjs';
import { costPerCall } from './support.mjs';

const PRODUCTS = bench.sized(50_000);

/**
 * @typedef {(search: URLSearchParams) => Promise<unknown>} Read
 * @typedef {{ twoStatements: Read, entities: Read, close(): Promise<void> }} Reads
 */

bench.buildApi();
const database = await bench.createScratchDatabase('product_list');
try {
  console.log(`Migrating ${database.name} through the API, growing it to ${PRODUCTS} products…`);
  await bench.migrateThroughApi(database.url);
  await seedLargeCatalogue(database.url, PRODUCTS);
  const men = await bench.categoryId(database.url, 'men');
  const { productListReads } = createRequire(import.meta.url)('@shop/api/bench-sql');
  const reads = /** @type {Reads} */ (await productListReads(database.url));
  try {
    for (const query of ['', `category_id=${men}&sort=price_asc`, 'page=100']) {
      const search = new URLSearchParams(query);
      const [plain, entities] = [await reads.twoStatements(search), await reads.entities(search)];
      if (!isDeepStrictEqual(plain, entities))
        throw new Error(`The two reads answer /api/products/?${query} differently`);
      // Blocks of about two seconds of the slower side: one slow read of a page can take a
      // second or more on this catalogue, a fast one milliseconds.
      const started = performance.now();
      await reads.entities(search);
      await reads.twoStatements(search);
      const perBlock = Math.min(50, Math.max(3, Math.round(2000 / (performance.now() - started))));
      const cost = await costPerCall(
        {
          'two statements over rows': () => reads.twoStatements(search),
          'findAndCount over entities': () => reads.entities(search),
        },
        { rounds: 11, perBlock },
      );
      const load = os.loadavg()[0]?.toFixed(1);
      for (const [side, { cpuUs, wallMs }] of Object.entries(cost)) {
        console.log(
          `/api/products/?${query} ${side}: median ${(cpuUs / 1000).toFixed(2)} ms of CPU, ` +
            `${wallMs.toFixed(2)} ms wall per request (load ${load}, blocks of ${perBlock})`,
        );
      }
    }
  } finally {
    await reads.close();
  }
} finally {
  await database.drop();
}
