// @ts-check
// Reports benchmark (issue 17): about 1,000,000 order lines over 3 years in MySQL, the rollups
// summed by the owner's command, then the sales report, the profit report and the dashboard on
// the built API (one connection, signed in as the demo staff user) for 30 days, 1 year and
// 3 years, beside the plain GROUP BY over the raw rows in the same run. Writes
// docs/bench-reports.md. A benchmark: no figure fails it; a wrong answer does.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import mysql from 'mysql2/promise';
import { seedReportHistory } from './reports-seed.mjs';
import { writeReportsReport } from './reports-report.mjs';
import * as bench from './support.mjs';

const PLAN = { purchases: bench.sized(300_000), years: 3, products: 220 };
// The dashboard gets more requests than each report: its target is a p99, which 40 cannot show.
const SAMPLES = bench.QUICK
  ? { api: 5, dashboard: 20, plain: 2, warmUp: 1 }
  : { api: 40, dashboard: 400, plain: 8, warmUp: 3 };
/** The shop's zone for the whole run: the seeded days and the ranges are UTC days. */
const ZONE = { SHOP_TIME_ZONE: 'UTC' };
const COUNTED = "p.status IN ('pending', 'processing', 'completed')";
const DAY_MS = 86_400_000;

/** @param {number} days the range: that many days up to today (UTC, the bench shop's zone) */
function range(days) {
  const end = new Date();
  const start = new Date(end.getTime() - (days - 1) * DAY_MS);
  const iso = (/** @type {Date} */ d) => d.toISOString().slice(0, 10);
  return { days, start_date: iso(start), end_date: iso(end) };
}

/**
 * Milliseconds of `times` runs of `work` after `warmUp` unmeasured ones, sorted.
 * @param {() => Promise<unknown>} work
 * @param {number} times
 */
async function time(work, times, warmUp = SAMPLES.warmUp) {
  for (let i = 0; i < warmUp; i++) await work();
  const samples = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

const summary = (/** @type {number[]} */ sorted) => ({
  p50: bench.percentile(sorted, 50),
  p95: bench.percentile(sorted, 95),
  p99: bench.percentile(sorted, 99),
});

/**
 * The raw-rows statements a report without rollups runs: per day and channel, and top products.
 * @param {{ start_date: string, end_date: string }} range
 */
function plainStatements({ start_date, end_date }) {
  const where = `p.created_at >= '${start_date} 00:00:00' AND p.created_at < DATE_ADD('${end_date}', INTERVAL 1 DAY) AND ${COUNTED}`;
  return [
    'SELECT DATE(p.created_at) AS day, p.channel, COUNT(DISTINCT p.id) AS orders,' +
      ' SUM(pi.total_price_cents) AS revenue, SUM(pi.quantity * pi.unit_cost_cents) AS cost' +
      ` FROM purchase p JOIN purchase_item pi ON pi.purchase_id = p.id WHERE ${where} GROUP BY day, p.channel`,
    'SELECT pi.product_id, SUM(pi.quantity) AS quantity, SUM(pi.total_price_cents) AS revenue' +
      ` FROM purchase_item pi JOIN purchase p ON p.id = pi.purchase_id WHERE ${where}` +
      ' GROUP BY pi.product_id ORDER BY quantity DESC, revenue DESC LIMIT 10',
  ];
}

export async function runReportsBench() {
  const loadBefore = os.loadavg();
  bench.buildApi();
  const database = await bench.createScratchDatabase('reports');
  /** @type {bench.BenchChild | undefined} */
  let child;
  try {
    console.log(`Migrating and seeding ${database.name} through the API…`);
    await bench.migrateThroughApi(database.url, ZONE);
    console.log(`Loading ${PLAN.purchases} purchases over ${PLAN.years} years…`);
    let started = performance.now();
    const seeded = await seedReportHistory(database.url, PLAN);
    const loadSeconds = (performance.now() - started) / 1000;
    console.log(`${seeded.lines} order lines in ${loadSeconds.toFixed(0)} s; summing the rollups…`);
    started = performance.now();
    // The owner's command (`npm run reports -- rebuild`), through the API package's export.
    const rebuilt = execFileSync(
      process.execPath,
      [bench.apiModule.resolve('@shop/api/reports-cli'), 'rebuild'],
      {
        env: { ...process.env, DATABASE_URL: database.url, ...ZONE },
        encoding: 'utf8',
      },
    ).trim();
    const rebuildSeconds = (performance.now() - started) / 1000;
    const api = await bench.serve((port) =>
      bench.startApi({ port, databaseUrl: database.url, env: ZONE }),
    );
    child = api.child;
    const base = `${api.base}/api`;
    const token = await bench.signIn(api.base, bench.STAFF);
    const get = async (/** @type {string} */ url) => {
      const response = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json();
    };
    const connection = await mysql.createConnection({ uri: database.url, timezone: 'Z' });
    const rows = [];
    try {
      for (const days of [30, 365, 3 * 365]) {
        const r = range(days);
        const query = `start_date=${r.start_date}&end_date=${r.end_date}`;
        console.log(`Measuring ${days} days…`);
        const sales = await time(() => get(`/reports/sales?${query}`), SAMPLES.api);
        const profit = await time(() => get(`/reports/profit?${query}`), SAMPLES.api);
        const statements = plainStatements(r);
        const plain = await time(
          () => Promise.all(statements.map((sql) => connection.query(sql))),
          SAMPLES.plain,
          1,
        );
        // The answers must be the raw rows' own: total sales against the plain sum.
        const answer = /** @type {{ summary: { total_sales: number } }} */ (
          await get(`/reports/sales?${query}`)
        );
        const [[check]] = /** @type {any} */ (
          await connection.query(
            `SELECT COALESCE(SUM(p.total_amount_cents), 0) AS cents FROM purchase p WHERE p.created_at >= '${r.start_date} 00:00:00' AND p.created_at < DATE_ADD('${r.end_date}', INTERVAL 1 DAY) AND ${COUNTED}`,
          )
        );
        if (Math.round(answer.summary.total_sales * 100) !== Number(check.cents))
          throw new Error(
            `${days} days: the report says ${answer.summary.total_sales}, the rows ${check.cents} cents`,
          );
        rows.push({ days, sales: summary(sales), profit: summary(profit), plain: summary(plain) });
      }
      const dashboard = summary(await time(() => get('/reports/dashboard'), SAMPLES.dashboard));
      await writeReportsReport({
        seeded,
        rows,
        dashboard,
        rebuilt,
        rebuildSeconds,
        loadSeconds,
        samples: SAMPLES,
        loadBefore,
        machine: await bench.machineLine(),
      });
    } finally {
      await connection.end();
    }
  } finally {
    await bench.stopProcess(child);
    await database.drop();
  }
}
