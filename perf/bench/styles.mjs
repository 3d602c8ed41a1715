// @ts-check
// Style lists benchmark (issues 30 and 35): the storefront's `GET /api/styles/` and the back
// office's `GET /api/catalogue/styles` on 20,000 styles of 10 variants each (200,000 products),
// beside the per-variant `GET /api/products/`, at 10 connections. The built API as shipped (its
// list cache on) and with PRODUCT_LIST_CACHE=off; the staff list has no cache, so it is measured
// once. Server on core 0, load generator on core 1. Writes docs/bench-styles.md. A benchmark,
// not a test: no figure fails it; a wrong answer does.
import os from 'node:os';
import mysql from 'mysql2/promise';
import { combine, runMeasured } from './inventory-measure.mjs';
import { writeStylesReport } from './styles-report.mjs';
import { seedStyles } from './styles-seed.mjs';
import * as bench from './support.mjs';

const STYLES = bench.sized(20_000);
const VARIANTS_PER_STYLE = 10;
const LOAD = bench.QUICK
  ? { connections: 10, firstWarmUpSeconds: 1, rounds: 1, warmUpSeconds: 1, seconds: 2 }
  : { connections: 10, firstWarmUpSeconds: 5, rounds: 2, warmUpSeconds: 2, seconds: 8 };

/** @typedef {{ what: string, path: string, staff: boolean }} Url */
/** @param {number} categoryId @param {string} sku @returns {Url[]} */
const urls = (categoryId, sku) => [
  { what: 'storefront, default (newest)', path: '/api/styles/', staff: false },
  {
    what: 'storefront, one category',
    path: `/api/styles/?category_id=${categoryId}`,
    staff: false,
  },
  {
    what: 'storefront, size M in stock',
    path: '/api/styles/?size=M&in_stock_only=true',
    staff: false,
  },
  { what: 'storefront, cheapest first', path: '/api/styles/?sort=price_asc', staff: false },
  { what: 'storefront, page 50', path: '/api/styles/?page=50', staff: false },
  { what: 'per-variant list, default', path: '/api/products/', staff: false },
  { what: 'back office, search', path: '/api/catalogue/styles?search=hoodie', staff: true },
  {
    what: 'back office, low stock',
    path: '/api/catalogue/styles?stock_status=low_stock',
    staff: true,
  },
  { what: 'back office, by stock', path: '/api/catalogue/styles?sort=stock', staff: true },
  // What the till sends (mf-backoffice/src/sales/catalogue/): a typed fragment after its pause
  // (use-till-styles.ts, the storefront's list by name, 100 a page) and a scan (use-scan.ts).
  {
    what: 'till, typed fragment',
    path: '/api/styles/?search=hoodie&sort=name&per_page=100',
    staff: false,
  },
  {
    what: 'till, scanned SKU',
    path: `/api/pos/lookup?${new URLSearchParams({ code: sku })}`,
    staff: true,
  },
];

/**
 * The code scanned: an active variant's SKU from the middle of the catalogue.
 * @param {string} databaseUrl
 */
async function scannedSku(databaseUrl) {
  const connection = await mysql.createConnection(databaseUrl);
  try {
    const [[row]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
      await connection.query(
        'SELECT sku FROM product WHERE is_active = 1 ORDER BY id LIMIT 1 OFFSET ?',
        [Math.floor((STYLES * VARIANTS_PER_STYLE) / 2)],
      )
    );
    if (!row) throw new Error('The seeded catalogue has no variant to scan');
    return String(row.sku);
  } finally {
    await connection.end();
  }
}

/** @typedef {{ label: string, env: Record<string, string>, staff: boolean }} Side */
/** @type {Side[]} */
const SIDES = [
  { label: 'API as shipped (list cache on)', env: {}, staff: false },
  { label: 'API with PRODUCT_LIST_CACHE=off', env: { PRODUCT_LIST_CACHE: 'off' }, staff: true },
];

/** Each URL answers 200 with a full page; resolves to each one's `total`. @param {string} base @param {string} token @param {Url[]} list */
async function checkAnswers(base, token, list) {
  /** @type {Record<string, number>} */
  const totals = {};
  for (const { path, staff } of list) {
    const headers = staff ? { authorization: `Bearer ${token}` } : undefined;
    const response = await fetch(base + path, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const body =
      /** @type {{ styles?: unknown[], products?: unknown[], variant?: unknown, total?: number }} */ (
        await response.json()
      );
    if (!body.variant && (body.styles ?? body.products ?? []).length === 0)
      throw new Error(`${path}: empty page`);
    totals[path] = body.total ?? 1;
  }
  return totals;
}

/** One API per side: a warm-up, then rounds of each URL in turn. @param {string} databaseUrl @param {Side} side @param {Url[]} all */
async function measureSide(databaseUrl, side, all) {
  const list = all.filter((url) => side.staff || !url.staff);
  const { base, child } = await bench.serve((port) =>
    bench.startApi({ port, databaseUrl, env: side.env }),
  );
  try {
    // The demo staff account holds no catalogue permission; the admin holds them all.
    const token = await bench.signIn(base, bench.ADMIN);
    const totals = await checkAnswers(base, token, list);
    const pids = [bench.databaseServerPid(), child.pid];
    /** @param {Url} url @param {{ warmUpSeconds: number, seconds: number }} window */
    const run = (url, window) =>
      runMeasured(
        {
          ...{ base, method: 'GET', path: url.path, connections: LOAD.connections, ...window },
          ...(url.staff ? { token } : {}),
        },
        pids,
      );
    console.log(`${side.label}: warming up (${LOAD.firstWarmUpSeconds} s)…`);
    await run(/** @type {Url} */ (list[0]), { warmUpSeconds: LOAD.firstWarmUpSeconds, seconds: 0 });
    /** @type {Map<string, import('./inventory-measure.mjs').Round[]>} */
    const rounds = new Map();
    /** @type {Map<string, number[]>} */
    const loads = new Map();
    for (let round = 1; round <= LOAD.rounds; round++) {
      for (const url of list) {
        console.log(`${side.label}, round ${round} of ${LOAD.rounds}: ${url.path}…`);
        loads.set(url.path, [...(loads.get(url.path) ?? []), os.loadavg()[0] ?? NaN]);
        const { warmUpSeconds, seconds } = LOAD;
        rounds.set(url.path, [
          ...(rounds.get(url.path) ?? []),
          await run(url, { warmUpSeconds, seconds }),
        ]);
      }
    }
    const results = Object.fromEntries(
      [...rounds].map(([path, tallies]) => [
        path,
        { ...combine(tallies), loadAverage: bench.median(loads.get(path) ?? []) },
      ]),
    );
    return { label: side.label, totals, results };
  } finally {
    await bench.stopProcess(child);
  }
}

export async function runStylesBench() {
  bench.buildApi();
  const database = await bench.createScratchDatabase('styles');
  try {
    console.log(`Migrating and seeding ${database.name} through the API…`);
    await bench.migrateThroughApi(database.url);
    console.log(`Adding ${STYLES} styles of ${VARIANTS_PER_STYLE} variants…`);
    const counts = await seedStyles(database.url, STYLES, VARIANTS_PER_STYLE);
    const list = urls(await bench.categoryId(database.url, 'men'), await scannedSku(database.url));
    const sides = [];
    for (const side of SIDES) sides.push(await measureSide(database.url, side, list));
    await writeStylesReport({
      counts,
      urls: list,
      sides,
      load: LOAD,
      machine: await bench.machineLine(),
    });
  } finally {
    await database.drop();
  }
}
