// @ts-check
// Scaling figures (issue 20, docs/scaling.md): what one API core answers with the shared
// state of several instances switched on, and what the MySQL primary sustains. On one
// fresh database (demo seed grown to 200 products, 100 stocked as for the checkout bench):
// `GET /api/products/` with the cache in memory, with REDIS_URL, with REDIS_URL and no
// per-request log line, and with the cache off; then `POST /api/purchases/` with REDIS_URL,
// and the bare checkout transaction straight on mysql2 (the database's own ceiling), each
// with the CPU the API and the database server spent per answer. Server on core 0, load on
// core 1, as the other benches. Short runs: a shared machine. Writes docs/bench-scaling.md.
import os from 'node:os';
import { seedLargeCatalogue } from './catalogue-seed.mjs';
import { prepareStock } from './checkout-stock.mjs';
import * as bench from './support.mjs';

/** The shared Redis of our machines, on a database index of its own for the bench. */
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const LIST_LOAD = bench.QUICK
  ? { connections: 50, warmUpSeconds: 1, runs: 1, runSeconds: 2 }
  : { connections: 50, warmUpSeconds: 3, runs: 3, runSeconds: 5 };
const BUY_LOAD = { buyers: 50, warmUpSeconds: bench.sized(4, 1), seconds: bench.sized(8, 2) };

/** @type {{ label: string, env: Record<string, string> }[]} */
const LIST_VARIANTS = [
  { label: 'cache in memory (one instance, no REDIS_URL)', env: {} },
  { label: 'cache with REDIS_URL (one Redis GET per list)', env: { REDIS_URL } },
  {
    label: 'REDIS_URL, LOG_LEVEL=warn (no line per request)',
    env: { REDIS_URL, LOG_LEVEL: 'warn' },
  },
  { label: 'cache off (every list runs its two statements)', env: { PRODUCT_LIST_CACHE: 'off' } },
];

/** @param {string} databaseUrl @param {Record<string, string>} env */
const startApi = (databaseUrl, env) => (/** @type {number} */ port) =>
  bench.startApi({ port, databaseUrl, env });

/** @param {string} databaseUrl */
async function measureLists(databaseUrl) {
  const rows = [];
  for (const { label, env } of LIST_VARIANTS) {
    const { base, child } = await bench.serve(startApi(databaseUrl, env));
    try {
      console.log(`List, ${label}…`);
      const [loadAverage = 0] = os.loadavg();
      const { result, cpuMs } = await bench.runJsonChild(
        bench.LOAD_CORE,
        'load.mjs',
        { url: `${base}/api/products/`, ...LIST_LOAD },
        [child.pid, bench.databaseServerPid()],
      );
      /** @type {{ requestsPerSecond: number, p50: number, p99: number, failures: number }[]} */
      const runs = result;
      const median = bench.medianRun(runs);
      const answers =
        runs.reduce((total, run) => total + run.requestsPerSecond, 0) * LIST_LOAD.runSeconds;
      rows.push({
        label,
        rate: median.requestsPerSecond,
        p99: median.p99,
        failures: runs.reduce((t, r) => t + r.failures, 0),
        runs: runs.map((r) => Math.round(r.requestsPerSecond)),
        loadAverage,
        apiCpuMs: (cpuMs[0] ?? NaN) / answers,
        answers,
      });
    } finally {
      await bench.stopProcess(child);
    }
  }
  return rows;
}

/** @param {string} databaseUrl @param {number[]} productIds */
async function measureCheckout(databaseUrl, productIds) {
  const { base, child } = await bench.serve(startApi(databaseUrl, { REDIS_URL }));
  const databasePid = bench.databaseServerPid();
  try {
    const token = await bench.signIn(base, bench.CUSTOMER);
    console.log('Checkout through the API (REDIS_URL set)…');
    const api = await bench.runJsonChild(
      bench.LOAD_CORE,
      'checkout-http-buyers.mjs',
      { base, token, productIds, ...BUY_LOAD },
      [child.pid, databasePid],
    );
    const buyerId = await bench.userId(databaseUrl, bench.CUSTOMER.username);
    console.log('The same transaction straight on mysql2…');
    const bare = await bench.runJsonChild(
      bench.SERVER_CORE,
      'bare-checkout.mjs',
      { databaseUrl, userId: buyerId, productIds, ...BUY_LOAD },
      [databasePid],
    );
    /** @param {{ result: any, cpuMs: number[] }} side @param {number} databaseIndex */
    const summary = (side, databaseIndex) => ({
      rate: side.result.purchasesPerSecond,
      p99: bench.percentile(side.result.latencies, 99),
      errors: side.result.errors,
      firstError: side.result.firstError,
      serverCpuMs:
        side === api
          ? (side.cpuMs[0] ?? NaN) / side.result.answeredInAll
          : side.result.cpuMsPerAnswer,
      databaseCpuMs: (side.cpuMs[databaseIndex] ?? NaN) / side.result.answeredInAll,
    });
    return { api: summary(api, 1), bare: summary(bare, 0) };
  } finally {
    await bench.stopProcess(child);
  }
}

/** @param {number} value @param {number} [digits] */
const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

export async function runScalingBench() {
  bench.buildApi();
  const database = await bench.createScratchDatabase('scaling');
  try {
    console.log('Preparing the database (demo seed, 200 products, 100 stocked)…');
    await bench.migrateThroughApi(database.url);
    await seedLargeCatalogue(database.url, 200);
    const stock = await prepareStock(database.url);
    const lists = await measureLists(database.url);
    const checkout = await measureCheckout(database.url, stock.productIds);
    const cores = os.cpus().length;
    const markdown = `# Scaling figures

Measured by \`npm run bench -- scaling\` (perf/bench/scaling.mjs) on ${new Date().toISOString().slice(0, 10)}; read in docs/scaling.md.

- Machine: ${await bench.machineLine()}.
- One API instance (the built API, \`NODE_ENV=production\`, JSON logs to a discarded stdout) pinned to core 0; the load on core 1; MariaDB and Redis not pinned, sharing both cores. Database: the demo seed grown to 200 products.
- Lists: autocannon, ${LIST_LOAD.connections} connections, ${LIST_LOAD.warmUpSeconds} s warm-up, ${LIST_LOAD.runs} × ${LIST_LOAD.runSeconds} s; the median run. Checkout: ${BUY_LOAD.buyers} buyers, ${BUY_LOAD.warmUpSeconds} s warm-up, ${BUY_LOAD.seconds} s measured, one run (docs/bench-checkout.md has the long comparison).
- CPU per answer is the process's user + system time over the answers it gave (warm-up included).

## \`GET /api/products/\` on one API core

| API | requests/s | runs | p99 | failed | API CPU per answer | load (1 min) before |
| --- | --- | --- | --- | --- | --- | --- |
${lists.map((row) => `| ${row.label} | **${fixed(row.rate)}** | ${row.runs.join(' / ')} | ${row.p99} ms | ${row.failures} | ${fixed(row.apiCpuMs, 3)} ms | ${fixed(row.loadAverage, 1)} |`).join('\n')}

## Checkout, \`POST /api/purchases/\`

| side | purchases/s | p99 | failed | its own CPU per purchase | database CPU per purchase |
| --- | --- | --- | --- | --- | --- |
| API, one core, REDIS_URL set | **${fixed(checkout.api.rate)}** | ${fixed(checkout.api.p99, 1)} ms | ${checkout.api.errors} | ${fixed(checkout.api.serverCpuMs, 3)} ms | ${fixed(checkout.api.databaseCpuMs, 3)} ms |
| bare mysql2, one core | **${fixed(checkout.bare.rate)}** | ${fixed(checkout.bare.p99, 1)} ms | ${checkout.bare.errors} | ${fixed(checkout.bare.serverCpuMs, 3)} ms | ${fixed(checkout.bare.databaseCpuMs, 3)} ms |

With the database server's CPU per purchase, ${cores} cores given wholly to MariaDB would take about **${fixed((cores * 1000) / checkout.bare.databaseCpuMs)} purchases/s** of this transaction before its CPU runs out (one API core: ${fixed(1000 / checkout.api.serverCpuMs)} purchases/s of CPU).
${checkout.api.firstError ? `\nFirst API failure: ${checkout.api.firstError}\n` : ''}`;
    await bench.writeDoc('bench-scaling.md', markdown);
  } finally {
    await database.drop();
  }
}
