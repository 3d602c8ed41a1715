// @ts-check
// Catalogue benchmark (issue 4): `GET /api/products/` on a 50,000-product MySQL catalogue,
// the built API (as shipped, and with its product-list cache off) beside a bare
// node:http + mysql2 server that runs the same SQL. Server on
// core 0, autocannon on core 1, 50 connections, 5 s warm-up, median of 3 × 10 s runs.
// Writes docs/bench-catalogue.md. A benchmark, not a test: no figure fails it.
import os from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import mysql from 'mysql2/promise';
import { seedLargeCatalogue } from './catalogue-seed.mjs';
import { analyseCatalogueQueries } from './catalogue-analysis.mjs';
import { writeCatalogueReport } from './catalogue-report.mjs';
import * as bench from './support.mjs';

const PRODUCTS = 50_000;
const LOAD = { connections: 50, warmUpSeconds: 5, runs: 3, runSeconds: 10 };

/** @typedef {import('./catalogue-report.mjs').LoadRun} LoadRun */
/** @typedef {import('./catalogue-report.mjs').Results} Results */
/** @typedef {(port: number) => import('./support.mjs').BenchChild} Start */

/** @param {number} port @param {string} databaseUrl */
function startBare(port, databaseUrl) {
  return bench.spawnNode(bench.SERVER_CORE, ['tools/bench/bare-catalogue-server.mjs'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** @param {string} url @returns {Promise<{ products: unknown[] }>} */
async function bodyOf(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return /** @type {Promise<{ products: unknown[] }>} */ (response.json());
}

/**
 * Both servers must answer every measured URL with the same JSON, or the comparison is void.
 * @param {string} api
 * @param {string} bare
 * @param {string[]} paths
 */
async function assertSameAnswers(api, bare, paths) {
  for (const path of paths) {
    const [fromApi, fromBare] = await Promise.all([bodyOf(api + path), bodyOf(bare + path)]);
    if (fromApi.products.length === 0) throw new Error(`${path} lists no products`);
    if (!isDeepStrictEqual(fromApi, fromBare)) {
      const first = JSON.stringify(fromApi).slice(0, 600);
      const second = JSON.stringify(fromBare).slice(0, 600);
      throw new Error(`The servers disagree on ${path}:\nAPI:  ${first}\nbare: ${second}`);
    }
  }
}

/**
 * autocannon in its own process on the load core; resolves to the median run by requests/s.
 * @param {string} url
 * @returns {Promise<import('./catalogue-report.mjs').Measurement>}
 */
async function measure(url) {
  // Other work on the machine shows up here, and the report says so beside the figures.
  const [loadAverage = 0] = os.loadavg();
  const child = bench.spawnNode(
    bench.LOAD_CORE,
    ['tools/bench/load.mjs', JSON.stringify({ url, ...LOAD })],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  child.stdout?.on('data', (/** @type {Buffer} */ chunk) => (stdout += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The load generator failed (${code}):\n${child.stderrText()}`);
  /** @type {LoadRun[]} */
  const runs = JSON.parse(stdout);
  const medianRate = bench.median(runs.map((run) => run.requestsPerSecond));
  const median = /** @type {LoadRun} */ (runs.find((run) => run.requestsPerSecond === medianRate));
  return { ...median, runs, loadAverage };
}

/**
 * A fresh server per URL, so a backlog left by one URL never slows the next.
 * @param {keyof Results} label
 * @param {Start} start
 * @param {string[]} paths
 * @param {Results} results
 */
async function measureServer(label, start, paths, results) {
  for (const path of paths) {
    const { base, child } = await bench.serve(start);
    try {
      console.log(
        `${label} ${path}: ${LOAD.warmUpSeconds} s warm-up, ${LOAD.runs} × ${LOAD.runSeconds} s…`,
      );
      results[label][path] = await measure(base + path);
    } finally {
      await bench.stopProcess(child);
    }
  }
}

/** @param {string} databaseUrl @returns {Promise<number>} */
async function menCategoryId(databaseUrl) {
  const connection = await mysql.createConnection(databaseUrl);
  const [[men]] = /** @type {[import('mysql2/promise').RowDataPacket[], unknown]} */ (
    await connection.query("SELECT id FROM category WHERE name = 'men'")
  );
  await connection.end();
  if (!men) throw new Error('The seeded catalogue has no category "men"');
  return men.id;
}

export async function runCatalogueBench() {
  bench.buildApi();
  const database = await bench.createScratchDatabase('catalogue');
  /** @type {import('./support.mjs').BenchChild[]} */
  const children = [];
  try {
    console.log(`Migrating and seeding ${database.name} through the API…`);
    const first = await bench.serve((port) => bench.startApi({ port, databaseUrl: database.url }));
    await bench.stopProcess(first.child);
    console.log(`Growing the catalogue to ${PRODUCTS} products…`);
    const total = await seedLargeCatalogue(database.url, PRODUCTS);
    const men = await menCategoryId(database.url);
    const paths = [
      '/api/products/',
      `/api/products/?category_id=${men}&size=M&min_price=20&max_price=80&in_stock_only=true`,
      // A sorted list (docs/product.md §7.3): one category, cheapest first.
      `/api/products/?category_id=${men}&sort=price_asc`,
    ];
    const api = await bench.serve((port) => bench.startApi({ port, databaseUrl: database.url }));
    children.push(api.child);
    const bare = await bench.serve((port) => startBare(port, database.url));
    children.push(bare.child);
    await assertSameAnswers(api.base, bare.base, paths);
    console.log('Both servers return the same JSON for the measured URLs.');
    await Promise.all(children.map(bench.stopProcess));
    /** @type {Results} */
    const results = { api: {}, uncached: {}, bare: {} };
    await measureServer(
      'api',
      (port) => bench.startApi({ port, databaseUrl: database.url }),
      paths,
      results,
    );
    // The same API made to run both statements on every request, as the first visitor
    // after each catalogue change does.
    await measureServer(
      'uncached',
      (port) =>
        bench.startApi({ port, databaseUrl: database.url, env: { PRODUCT_LIST_CACHE: 'off' } }),
      paths,
      results,
    );
    await measureServer('bare', (port) => startBare(port, database.url), paths, results);
    const analysis = await analyseCatalogueQueries(database.url, paths);
    await writeCatalogueReport({
      ...{ total, paths, results, analysis, load: LOAD },
      machine: await bench.machineLine(),
    });
  } finally {
    await Promise.all(children.map(bench.stopProcess));
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCatalogueBench().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
