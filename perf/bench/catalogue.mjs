// @ts-check
// Catalogue benchmark (issue 4): `GET /api/products/` on a 50,000-product MySQL catalogue,
// the built API (as shipped, and with its product-list cache off) beside a bare
// node:http + mysql2 server that runs the same SQL. Server on
// core 0, autocannon on core 1, 50 connections, 5 s warm-up, median of 3 × 10 s runs.
// Writes docs/bench-catalogue.md. A benchmark, not a test: no figure fails it.
import os from 'node:os';
import mysql from 'mysql2/promise';
import { seedLargeCatalogue } from './catalogue-seed.mjs';
import { analyseCatalogueQueries } from './catalogue-analysis.mjs';
import { writeCatalogueReport } from './catalogue-report.mjs';
import * as bench from './support.mjs';

const PRODUCTS = bench.sized(50_000);
const LOAD = bench.QUICK
  ? { connections: 50, warmUpSeconds: 1, runs: 1, runSeconds: 2 }
  : { connections: 50, warmUpSeconds: 5, runs: 3, runSeconds: 10 };

/** @typedef {import('./catalogue-report.mjs').Results} Results */
/** @typedef {(port: number) => bench.BenchChild} Start */

/** @param {number} port @param {string} databaseUrl */
function startBare(port, databaseUrl) {
  return bench.spawnNode(bench.SERVER_CORE, [bench.script('bare-catalogue-server.mjs')], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/**
 * autocannon in its own process on the load core; resolves to the median run by requests/s.
 * @param {string} url
 * @returns {Promise<import('./catalogue-report.mjs').Measurement>}
 */
async function measure(url) {
  // Other work on the machine shows up here, and the report says so beside the figures.
  const [loadAverage = 0] = os.loadavg();
  /** @type {{ result: import('./catalogue-report.mjs').LoadRun[] }} */
  const { result: runs } = await bench.runJsonChild(bench.LOAD_CORE, 'load.mjs', {
    url,
    ...LOAD,
  });
  return { ...bench.medianRun(runs), runs, loadAverage };
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
  /** @type {bench.BenchChild[]} */
  const children = [];
  try {
    console.log(`Migrating and seeding ${database.name} through the API…`);
    await bench.migrateThroughApi(database.url);
    console.log(`Growing the catalogue to ${PRODUCTS} products…`);
    const total = await seedLargeCatalogue(database.url, PRODUCTS);
    const men = await menCategoryId(database.url);
    const paths = [
      '/api/products/',
      `/api/products/?category_id=${men}&size=M&min_price=20&max_price=80&in_stock_only=true`,
      // A sorted list (docs/product/api.md#catalogue): one category, cheapest first.
      `/api/products/?category_id=${men}&sort=price_asc`,
    ];
    const api = await bench.serve((port) => bench.startApi({ port, databaseUrl: database.url }));
    children.push(api.child);
    const bare = await bench.serve((port) => startBare(port, database.url));
    children.push(bare.child);
    await bench.assertSameAnswers(api, bare.base, paths, 'products');
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
