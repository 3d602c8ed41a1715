// @ts-check
// Till search benchmark (issue 16): the point of sale's server search over a 50,000-product
// MySQL catalogue, signed in as staff, with the URLs the till sends (a scanned SKU and a typed
// name fragment, both `GET /api/products/?search=…&per_page=100`). The built API as shipped
// and with its product-list cache off (every search a cashier types is new to the cache),
// 10 connections, server on core 0, load generator on core 1. Writes docs/bench-till-search.md.
// A benchmark, not a test: no figure fails it; a wrong answer does.
import { analyseCatalogueQueries } from './catalogue-analysis.mjs';
import { seedLargeCatalogue } from './catalogue-seed.mjs';
import { combine, runMeasured } from './inventory-measure.mjs';
import { writeTillSearchReport } from './till-search-report.mjs';
import * as bench from './support.mjs';

// --quick keeps enough products for SKU below.
const PRODUCTS = bench.sized(50_000, 32_000);
const LOAD = bench.QUICK
  ? { connections: 10, firstWarmUpSeconds: 1, rounds: 1, warmUpSeconds: 1, seconds: 2 }
  : { connections: 10, firstWarmUpSeconds: 5, rounds: 3, warmUpSeconds: 2, seconds: 8 };
/** A seeded product's code (catalogue-seed.mjs names them BENCH-<id>), and part of a line's name. */
const SKU = 'BENCH-0031337';
const FRAGMENT = 'jogger';
/** The till's own query string: RTK Query writes `{ search, per_page: MAX_PAGE_SIZE }` so. */
const tillPath = (/** @type {string} */ search) =>
  `/api/products/?${new URLSearchParams({ search, per_page: '100' })}`;
const PATHS = { sku: tillPath(SKU), fragment: tillPath(FRAGMENT) };

/** @typedef {{ label: string, env: Record<string, string> }} Side */
/** @type {Side[]} */
const SIDES = [
  { label: 'API as shipped (product-list cache on)', env: {} },
  { label: 'API with PRODUCT_LIST_CACHE=off', env: { PRODUCT_LIST_CACHE: 'off' } },
];

/**
 * What the till would show: the scan finds exactly its product, the fragment a page of them.
 * @param {string} base
 * @param {string} token
 */
async function checkAnswers(base, token) {
  /** @type {Record<string, number>} */
  const totals = {};
  for (const [name, path] of Object.entries(PATHS)) {
    const response = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const body = /** @type {{ products: Array<{ sku: string }>, total: number }} */ (
      await response.json()
    );
    const exact = body.products.filter((product) => product.sku === SKU).length;
    if (name === 'sku' ? exact !== 1 : body.products.length === 0)
      throw new Error(`${path} found ${body.products.length} products (${exact} with ${SKU})`);
    totals[path] = body.total;
  }
  return totals;
}

/**
 * One API per side: a warm-up, then rounds of each URL in turn (a change in the shared
 * machine's speed then falls on both URLs alike).
 * @param {string} databaseUrl
 * @param {Side} side
 */
async function measureSide(databaseUrl, side) {
  const { base, child } = await bench.serve((port) =>
    bench.startApi({ port, databaseUrl, env: side.env }),
  );
  try {
    const token = await bench.signIn(base, bench.STAFF);
    const totals = await checkAnswers(base, token);
    const pids = [bench.databaseServerPid(), child.pid];
    /** @param {string} path @param {Partial<import('./inventory-measure.mjs').LoadOptions>} window */
    const run = (path, window) =>
      runMeasured(
        { base, token, method: 'GET', path, connections: LOAD.connections, ...window },
        pids,
      );
    console.log(`${side.label}: warming up (${LOAD.firstWarmUpSeconds} s)…`);
    await run(PATHS.sku, { warmUpSeconds: LOAD.firstWarmUpSeconds, seconds: 0 });
    /** @type {Map<string, import('./inventory-measure.mjs').Round[]>} */
    const rounds = new Map();
    for (let round = 1; round <= LOAD.rounds; round++) {
      for (const path of Object.values(PATHS)) {
        console.log(`${side.label}, round ${round} of ${LOAD.rounds}: ${path}…`);
        const { warmUpSeconds, seconds } = LOAD;
        rounds.set(path, [
          ...(rounds.get(path) ?? []),
          await run(path, { warmUpSeconds, seconds }),
        ]);
      }
    }
    const results = Object.fromEntries(
      [...rounds].map(([path, tallies]) => [path, combine(tallies)]),
    );
    return { label: side.label, totals, results };
  } finally {
    await bench.stopProcess(child);
  }
}

export async function runTillSearchBench() {
  bench.buildApi();
  const database = await bench.createScratchDatabase('till');
  try {
    console.log(`Migrating and seeding ${database.name} through the API…`);
    await bench.migrateThroughApi(database.url);
    console.log(`Growing the catalogue to ${PRODUCTS} products…`);
    const total = await seedLargeCatalogue(database.url, PRODUCTS);
    const sides = [];
    for (const side of SIDES) sides.push(await measureSide(database.url, side));
    console.log('Timing the statements alone…');
    const analysis = await analyseCatalogueQueries(database.url, Object.values(PATHS));
    await writeTillSearchReport({
      ...{ total, paths: PATHS, sides, analysis, load: LOAD },
      machine: await bench.machineLine(),
    });
  } finally {
    await database.drop();
  }
}
