// @ts-check
// Inventory benchmark (issue 15): `GET /api/inventory/` on 200,000 products in MySQL, page 1
// with each filter, two sorts and a search, on the built API (signed in as the demo staff
// user) beside a bare node:http + mysql2 server running the same SQL; 10 connections, the
// two sides taking turns. Then 50 concurrent restocks of one product and the stock ledger
// checked in the same run. Writes docs/bench-inventory.md. A benchmark: no figure fails it.
import os from 'node:os';
import { analyseInventoryQueries, assertSameSql } from './inventory-analysis.mjs';
import { measureList } from './inventory-measure.mjs';
import { writeInventoryReport } from './inventory-report.mjs';
import { runRestocks } from './inventory-restock.mjs';
import { seedInventory } from './inventory-seed.mjs';
import * as bench from './support.mjs';

const PRODUCTS = bench.sized(200_000);
const LOAD = {
  ...{ connections: 10, firstWarmUpSeconds: 2, rounds: bench.sized(2, 1), warmUpSeconds: 0.5 },
  ...{ seconds: bench.sized(2.5, 1), minAnswers: 6, maxSeconds: bench.sized(10, 3) },
};
const RESTOCK = { connections: 50, quantity: 5, warmUpSeconds: 1, seconds: bench.sized(5, 2) };

/**
 * The measured URLs. Sorting by status has the same plan as by stock and as slow a page
 * (the report's EXPLAIN table shows both), so only the latter is put under load: each
 * takes seconds per request, and the run must stay within a few minutes.
 * @param {{ categoryId: number, supplierId: number }} ids
 */
function listPaths({ categoryId, supplierId }) {
  return [
    '',
    'low_stock_only=true',
    'out_of_stock_only=true',
    'low_stock_only=true&out_of_stock_only=true',
    `category_id=${categoryId}`,
    `supplier_id=${supplierId}`,
    'sort=-stock',
    'search=trail',
  ].map((query) => `/api/inventory/${query ? `?${query}` : ''}`);
}

export async function runInventoryBench() {
  // The machine's load before the benchmark adds its own (the report states both).
  const loadBefore = os.loadavg();
  bench.buildApi();
  const database = await bench.createScratchDatabase('inventory');
  /** @type {bench.BenchChild[]} */
  const children = [];
  try {
    console.log(`Migrating and seeding ${database.name} through the API…`);
    await bench.migrateThroughApi(database.url);
    console.log(`Growing the stock to ${PRODUCTS} products…`);
    const seeded = await seedInventory(database.url, PRODUCTS);
    const paths = listPaths(seeded);
    const explained = [...paths, '/api/inventory/?sort=status'];
    assertSameSql(explained);
    const api = await bench.serve((port) => bench.startApi({ port, databaseUrl: database.url }));
    children.push(api.child);
    const bare = await bench.serve((port) =>
      bench.spawnNode(bench.SERVER_CORE, [bench.script('bare-inventory-server.mjs')], {
        env: { ...process.env, PORT: String(port), DATABASE_URL: database.url },
        stdio: ['ignore', 'ignore', 'pipe'],
      }),
    );
    children.push(bare.child);
    const signedIn = {
      base: api.base,
      token: await bench.signIn(api.base, bench.STAFF),
      pid: api.child.pid,
    };
    await bench.assertSameAnswers(signedIn, bare.base, explained, 'inventory');
    console.log('Both servers send the same SQL and return the same JSON for every URL.');
    const sides = { api: signedIn, bare: { base: bare.base, pid: bare.child.pid } };
    const results = await measureList(sides, paths, LOAD);
    await bench.stopProcess(bare.child);
    const restocks = await runRestocks(database.url, signedIn, RESTOCK);
    await bench.stopProcess(api.child);
    console.log('EXPLAIN and timing each statement alone…');
    const analysis = await analyseInventoryQueries(database.url, explained);
    await writeInventoryReport({
      ...{ seeded, paths, results, analysis, restocks, load: LOAD, restockLoad: RESTOCK },
      loadBefore,
      machine: await bench.machineLine(),
    });
    if (!restocks.holds) process.exitCode = 1;
  } finally {
    await Promise.all(children.map(bench.stopProcess));
    await database.drop();
  }
}
