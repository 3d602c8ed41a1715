// @ts-check
// Orders desk benchmark (issue 35): a million purchases in MySQL, then the back office's purchases
// list (`GET /api/purchases/`, staff) newest first, a deep page, searched by order number, by a
// customer's surname and by a SKU, and each filter the desk offers; and a customer's own first
// page (`GET /api/purchases/` as the demo customer, who has many) at 10 connections on the built
// API. The seeded database `shop_bench_orders` is kept between runs and reused when it holds the
// planned counts (a new migration is applied as the API starts on it); drop it to seed afresh.
// Server on core 0, load generator on core 1. Writes docs/bench-orders.md. A benchmark, not a
// test: no figure fails it; a wrong answer (an error, an empty page) does.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { combine, runMeasured } from './inventory-measure.mjs';
import { writeOrdersReport } from './orders-report.mjs';
import { orderCounts, seedOrders } from './orders-seed.mjs';
import * as bench from './support.mjs';

/** @type {import('./orders-seed.mjs').OrdersPlan} */
const PLAN = {
  purchases: bench.sized(1_000_000),
  customers: bench.sized(20_000),
  ownPurchases: bench.sized(2_000),
  products: bench.sized(2_000, 400),
  years: 3,
};
const DATABASE = bench.QUICK ? 'shop_bench_orders_quick' : 'shop_bench_orders';
const LOAD = bench.QUICK
  ? { connections: 10, firstWarmUpSeconds: 1, rounds: 1, warmUpSeconds: 1, seconds: 2 }
  : { connections: 10, firstWarmUpSeconds: 5, rounds: 2, warmUpSeconds: 2, seconds: 6 };
/** A URL slower than the window still gets this many answers, for up to maxSeconds. */
const SLOW = { minAnswers: 10, maxSeconds: 30 };

/** @typedef {{ what: string, path: string, as: 'staff' | 'customer', target: number }} Url */

/** The URLs, with real values from the seeded data. @param {string} databaseUrl @returns {Promise<Url[]>} */
async function urls(databaseUrl) {
  const connection = await mysql.createConnection({ uri: databaseUrl });
  try {
    const [[row]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
      await connection.query(
        "SELECT (SELECT FLOOR(AVG(id)) FROM purchase) AS middle, (SELECT sku FROM product WHERE sku LIKE 'BENCH-%' ORDER BY id LIMIT 1 OFFSET 7) AS sku," +
          " (SELECT id FROM user WHERE username = 'staff') AS cashier",
      )
    );
    const desk = (/** @type {string} */ what, /** @type {string} */ query) => ({
      what,
      path: `/api/purchases/${query}`,
      as: /** @type {const} */ ('staff'),
      target: 100,
    });
    const day = (/** @type {number} */ daysAgo) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    return [
      desk('desk, newest first', ''),
      desk('desk, page 500', '?page=500'),
      desk('search: order number', `?search=%23${row?.middle}`),
      desk('search: customer surname', '?search=Moreau'),
      desk('search: customer first and last name', '?search=ava%20moreau'),
      desk('search: whole SKU', `?search=${encodeURIComponent(String(row?.sku))}`),
      desk('status: pending', '?status=pending'),
      desk('payment: paid', '?payment_status=paid'),
      desk('channel: point of sale', '?channel=pos'),
      desk('cashier', `?cashier_id=${row?.cashier}`),
      desk('from–to: 30 days', `?from=${day(30)}&to=${day(0)}`),
      desk('status and 30 days', `?status=processing&from=${day(30)}&to=${day(0)}`),
      { what: "a customer's own, first page", path: '/api/purchases/', as: 'customer', target: 20 },
    ];
  } finally {
    await connection.end();
  }
}

/** The kept database, migrated; seeded unless it already holds the plan. */
async function preparedDatabase() {
  const admin = await mysql.createConnection(bench.MYSQL_SERVER);
  await admin.query(`CREATE DATABASE IF NOT EXISTS \`${DATABASE}\` CHARACTER SET utf8mb4`);
  await admin.end();
  const url = `${bench.MYSQL_SERVER}/${DATABASE}`;
  console.log(`Migrating ${DATABASE} through the API…`);
  await bench.migrateThroughApi(url);
  let counts = await orderCounts(url);
  let seedSeconds = null;
  if (counts.purchases < PLAN.purchases || counts.customers < PLAN.customers) {
    if (counts.purchases > 200) {
      console.log(`${DATABASE} holds ${counts.purchases} purchases, not the plan: seeding afresh…`);
      const connection = await mysql.createConnection(bench.MYSQL_SERVER);
      await connection.query(`DROP DATABASE \`${DATABASE}\``);
      await connection.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4`);
      await connection.end();
      await bench.migrateThroughApi(url);
    }
    console.log(`Loading ${PLAN.purchases.toLocaleString('en-US')} purchases…`);
    const started = performance.now();
    await seedOrders(url, PLAN);
    seedSeconds = (performance.now() - started) / 1000;
    counts = await orderCounts(url);
  } else console.log(`${DATABASE} already holds ${counts.purchases} purchases: reused.`);
  return { url, counts, seedSeconds };
}

export async function runOrdersBench() {
  bench.buildApi();
  const { url: databaseUrl, counts, seedSeconds } = await preparedDatabase();
  const list = await urls(databaseUrl);
  const { base, child } = await bench.serve((port) => bench.startApi({ port, databaseUrl }));
  try {
    const tokens = {
      staff: await bench.signIn(base, bench.STAFF),
      customer: await bench.signIn(base, bench.CUSTOMER),
    };
    /** @type {Record<string, number>} */
    const totals = {};
    for (const { path, as } of list) {
      const response = await fetch(base + path, {
        headers: { authorization: `Bearer ${tokens[as]}` },
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const body = /** @type {{ purchases: unknown[], total: number }} */ (await response.json());
      if (body.purchases.length === 0) throw new Error(`${path}: empty page`);
      totals[`${as} ${path}`] = body.total;
    }
    const pids = [bench.databaseServerPid(), child.pid];
    /** @param {Url} url @param {{ warmUpSeconds: number, seconds: number }} window */
    const run = (url, window) =>
      runMeasured(
        {
          ...{ base, method: 'GET', path: url.path, token: tokens[url.as] },
          ...{ connections: LOAD.connections, ...SLOW, ...window },
        },
        pids,
      );
    console.log(`Warming up (${LOAD.firstWarmUpSeconds} s)…`);
    await run(/** @type {Url} */ (list[0]), { warmUpSeconds: LOAD.firstWarmUpSeconds, seconds: 0 });
    /** @type {Map<string, import('./inventory-measure.mjs').Round[]>} */
    const rounds = new Map();
    /** @type {Map<string, number[]>} */
    const loads = new Map();
    for (let round = 1; round <= LOAD.rounds; round++)
      for (const url of list) {
        const key = `${url.as} ${url.path}`;
        console.log(`Round ${round} of ${LOAD.rounds}: ${url.what}…`);
        loads.set(key, [...(loads.get(key) ?? []), os.loadavg()[0] ?? NaN]);
        const { warmUpSeconds, seconds } = LOAD;
        rounds.set(key, [...(rounds.get(key) ?? []), await run(url, { warmUpSeconds, seconds })]);
      }
    const results = Object.fromEntries(
      [...rounds].map(([key, tallies]) => [
        key,
        { ...combine(tallies), loadAverage: bench.median(loads.get(key) ?? []) },
      ]),
    );
    const figures = {
      counts,
      seedSeconds,
      database: DATABASE,
      urls: list,
      totals,
      results,
      load: LOAD,
      machine: await bench.machineLine(),
    };
    // The raw figures first, so a report that fails to render loses nothing.
    writeFileSync(
      path.join(os.tmpdir(), `bench-orders-${Date.now()}.json`),
      JSON.stringify(figures),
    );
    await writeOrdersReport(figures);
  } finally {
    await bench.stopProcess(child);
  }
}
