// @ts-check
// Till search benchmark (issue 16): the point of sale's server search over a 50,000-product
// MySQL catalogue, signed in as staff, with the URLs the till sends (a scanned SKU and a typed
// name fragment, both `GET /api/products/?search=…&per_page=100`). The built API as shipped
// and with its product-list cache off (every search a cashier types is new to the cache),
// 10 connections, server on core 0, load generator on core 1. Writes docs/bench-till-search.md.
// A benchmark, not a test: no figure fails it; a wrong answer does.
import { analyseCatalogueQueries } from './catalogue-analysis.mjs';
import mysql from 'mysql2/promise';
import { BENCH_CODE_PREFIX, seedLargeCatalogue } from './catalogue-seed.mjs';
import { combine, runMeasured } from './inventory-measure.mjs';
import { writeTillSearchReport } from './till-search-report.mjs';
import * as bench from './support.mjs';

const PRODUCTS = bench.sized(50_000, 32_000);
const LOAD = bench.QUICK
  ? { connections: 10, firstWarmUpSeconds: 1, rounds: 1, warmUpSeconds: 1, seconds: 2 }
  : { connections: 10, firstWarmUpSeconds: 5, rounds: 3, warmUpSeconds: 2, seconds: 8 };
/** Part of a seeded line's name (styles-seed.mjs), as a cashier would type it. */
const FRAGMENT = 'hoodie';
/** The till's own query string: RTK Query writes `{ search, per_page: MAX_PAGE_SIZE }` so. */
const tillPath = (/** @type {string} */ search) =>
  `/api/products/?${new URLSearchParams({ search, per_page: '100' })}`;
/** @typedef {{ sku: string, fragment: string }} Paths */

/**
 * The code scanned: a seeded product's SKU from the middle of the catalogue, so the search
 * reads past many products before it finds it.
 * @param {string} databaseUrl
 */
async function scannedSku(databaseUrl) {
  const connection = await mysql.createConnection(databaseUrl);
  try {
    const [[row]] = /** @type {[import('mysql2/promise').RowDataPacket[], unknown]} */ (
      await connection.query(
        'SELECT sku FROM product WHERE sku LIKE ? AND is_active = 1 ORDER BY id LIMIT 1 OFFSET ?',
        [`${BENCH_CODE_PREFIX}%`, Math.floor(PRODUCTS / 2)],
      )
    );
    if (!row) throw new Error('The seeded catalogue has no product to scan');
    return String(row.sku);
  } finally {
    await connection.end();
  }
}

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
 * @param {string} sku
 * @param {Paths} paths
 */
async function checkAnswers(base, token, sku, paths) {
  /** @type {Record<string, number>} */
  const totals = {};
  for (const [name, path] of Object.entries(paths)) {
    const response = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const body = /** @type {{ products: Array<{ sku: string }>, total: number }} */ (
      await response.json()
    );
    const exact = body.products.filter((product) => product.sku === sku).length;
    if (name === 'sku' ? exact !== 1 : body.products.length === 0)
      throw new Error(`${path} found ${body.products.length} products (${exact} with ${sku})`);
    totals[path] = body.total;
  }
  return totals;
}

/**
 * One API per side: a warm-up, then rounds of each URL in turn (a change in the shared
 * machine's speed then falls on both URLs alike).
 * @param {string} databaseUrl
 * @param {Side} side
 * @param {string} sku
 * @param {Paths} paths
 */
async function measureSide(databaseUrl, side, sku, paths) {
  const { base, child } = await bench.serve((port) =>
    bench.startApi({ port, databaseUrl, env: side.env }),
  );
  try {
    const token = await bench.signIn(base, bench.STAFF);
    const totals = await checkAnswers(base, token, sku, paths);
    const pids = [bench.databaseServerPid(), child.pid];
    /** @param {string} path @param {Partial<import('./inventory-measure.mjs').LoadOptions>} window */
    const run = (path, window) =>
      runMeasured(
        { base, token, method: 'GET', path, connections: LOAD.connections, ...window },
        pids,
      );
    console.log(`${side.label}: warming up (${LOAD.firstWarmUpSeconds} s)…`);
    await run(paths.sku, { warmUpSeconds: LOAD.firstWarmUpSeconds, seconds: 0 });
    /** @type {Map<string, import('./inventory-measure.mjs').Round[]>} */
    const rounds = new Map();
    for (let round = 1; round <= LOAD.rounds; round++) {
      for (const path of Object.values(paths)) {
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
    const sku = await scannedSku(database.url);
    const paths = { sku: tillPath(sku), fragment: tillPath(FRAGMENT) };
    const sides = [];
    for (const side of SIDES) sides.push(await measureSide(database.url, side, sku, paths));
    console.log('Timing the statements alone…');
    const analysis = await analyseCatalogueQueries(database.url, Object.values(paths));
    await writeTillSearchReport({
      ...{ total, paths, sides, analysis, load: LOAD },
      machine: await bench.machineLine(),
    });
  } finally {
    await database.drop();
  }
}
