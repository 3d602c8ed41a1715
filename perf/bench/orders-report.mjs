// @ts-check
// Writes docs/bench-orders.md from the orders desk benchmark's figures.
import * as bench from './support.mjs';

/** @typedef {import('./inventory-measure.mjs').Measurement & { loadAverage: number }} Measurement */
/**
 * @typedef {object} OrdersRun
 * @property {{ purchases: number, lines: number, customers: number, products: number }} counts
 * @property {number | null} seedSeconds null when the kept database was reused
 * @property {string} database
 * @property {Array<{ what: string, path: string, as: 'staff' | 'customer', target: number }>} urls
 * @property {Record<string, number>} totals
 * @property {Record<string, Measurement>} results
 * @property {{ connections: number, firstWarmUpSeconds: number, rounds: number, warmUpSeconds: number, seconds: number }} load
 * @property {string} machine
 */

const ms = (/** @type {number} */ value) =>
  Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a';
const share = (/** @type {number} */ value) =>
  Number.isFinite(value) ? `${Math.round(100 * value)} %` : 'n/a';
const count = (/** @type {number | undefined} */ value) => (value ?? 0).toLocaleString('en-US');

/** What the first failed answer of each URL said. @param {OrdersRun['urls']} urls @param {OrdersRun['results']} results */
function failures(urls, results) {
  const said = urls.flatMap(({ what, as, path }) => {
    const m = results[`${as} ${path}`];
    return m?.failures ? [`- ${what}: ${m.firstError ?? 'no answer'}`] : [];
  });
  return said.length === 0
    ? ''
    : `\nFailed answers, the first of each URL:\n\n${said.join('\n')}\n`;
}

/** @param {OrdersRun} run */
export async function writeOrdersReport({
  counts,
  seedSeconds,
  database,
  urls,
  totals,
  results,
  load,
  machine,
}) {
  const rows = urls.flatMap(({ what, path, as, target }) => {
    const key = `${as} ${path}`;
    const m = results[key];
    if (!m) return [];
    const met = m.p99 <= target ? 'met' : '**not met**';
    return [
      `| ${what}: \`${path}\` | ${as} | ${count(totals[key])} | ${Math.round(m.requestsPerSecond)} | ${ms(m.p50)} | **${ms(m.p99)}** | ≤ ${target} ms: ${met} | ${m.failures} | ${m.loadAverage.toFixed(1)} | ${share(m.otherWork)} |`,
    ];
  });
  const seeded =
    seedSeconds === null
      ? `the kept database \`${database}\`, seeded by an earlier run and reused`
      : `loaded in ${seedSeconds.toFixed(0)} s into \`${database}\`, kept for the next run`;
  const markdown = `# Orders desk

Measured by \`npm run bench -- orders\` (perf/bench/orders.mjs) on ${new Date().toISOString().slice(0, 10)}.

- Machine: ${machine}.
- Dataset: ${count(counts.purchases)} purchases with ${count(counts.lines)} order lines over 3 years, ${count(counts.customers)} customers, ${count(counts.products)} products; ${seeded} (perf/bench/orders-seed.mjs: multi-row inserts; 40 % till sales, one in six with the customer's name taken; the demo customer has 2,000 purchases).
- Load: ${load.connections} connections, each sending its request back to back over its own kept-alive socket (perf/bench/inventory-load.mjs); ${load.firstWarmUpSeconds} s warm-up, then ${load.rounds} rounds of ${load.warmUpSeconds} s warm-up + ${load.seconds} s measured per URL, the URLs taking turns (a slow URL is measured until 10 answers, up to 30 s); p50 and p99 over all measured answers. The API runs alone on core 0 (\`taskset -c 0\`, \`NODE_ENV=production\`), the load generator on core 1; MariaDB is not pinned and shares both cores.
- "Load average" is the machine's 1-minute load average as each URL's rounds started (2 cores: above 2 other work queues for the CPU); "other work" is the share of the machine's CPU taken during the rounds by processes outside the benchmark. This machine is shared with other jobs: the figures are slower and noisier than on a quiet machine.
- "Total" is the answer's exact \`total\` ("Showing 20 of N").
- Targets (issue 35): the orders desk's search and each filter p99 ≤ 100 ms, a customer's own first page p99 ≤ 20 ms, at ${load.connections} connections.

| URL | as | total | requests/s | p50 | p99 | target | failed | load average | other work |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
${failures(urls, results)}
The statements, their indexes and the gains are in [the performance register](performance.md#the-orders-desk-at-a-million-purchases).
`;
  await bench.writeDoc('bench-orders.md', markdown);
}
