// @ts-check
// Writes docs/bench-reports.md from the reports benchmark's figures.
import * as bench from './support.mjs';

const TARGET_MS = 50;
const ms = (/** @type {number} */ value) => value.toFixed(1);

/** @param {any} run */
export async function writeReportsReport(run) {
  const { seeded, rows, dashboard, samples } = run;
  const table = rows
    .map((/** @type {any} */ row) => {
      const label = row.days === 30 ? '30 days' : row.days === 365 ? '1 year' : '3 years';
      const ok = (/** @type {number} */ p95) => (p95 < TARGET_MS ? 'yes' : '**no**');
      return [
        `| ${label} | sales | ${ms(row.sales.p50)} | ${ms(row.sales.p95)} | ${ok(row.sales.p95)} | ${ms(row.plain.p50)} | ${(row.plain.p50 / row.sales.p50).toFixed(0)}× |`,
        `| ${label} | profit | ${ms(row.profit.p50)} | ${ms(row.profit.p95)} | ${ok(row.profit.p95)} | ${ms(row.plain.p50)} | ${(row.plain.p50 / row.profit.p50).toFixed(0)}× |`,
      ].join('\n');
    })
    .join('\n');
  const markdown = `# Reports benchmark

Produced by \`npm run bench -- reports\` (\`perf/bench/reports.mjs\`); numbers from one run on
${run.machine}. Load average before the run: ${run.loadBefore.map((/** @type {number} */ l) => l.toFixed(2)).join(', ')}.

**Data.** ${seeded.purchases.toLocaleString('en-US')} purchases with
${seeded.lines.toLocaleString('en-US')} order lines over the ${seeded.years} years before the run,
${seeded.products} products, loaded in ${run.loadSeconds.toFixed(0)} s with multi-row inserts
(\`perf/bench/reports-seed.mjs\`); then \`npm run reports -- rebuild\` summed the rollups in
${run.rebuildSeconds.toFixed(1)} s ("${run.rebuilt}"). Each report's total sales is checked against
a plain sum over the raw rows before it is timed.

**Method.** The built API on MySQL, one connection, signed in as staff: ${samples.warmUp} unmeasured
requests, then ${samples.api} measured ones per row, end to end over HTTP (JSON included). "Plain
GROUP BY" is what a report without rollups runs, timed alone on its own connection (no HTTP, no
JSON): per day and channel over the purchase lines, and the top products, ${samples.plain} runs.
Target: p95 under ${TARGET_MS} ms.

| range | report | p50 ms | p95 ms | p95 < ${TARGET_MS} ms | plain GROUP BY p50 ms | plain / report |
| --- | --- | --- | --- | --- | --- | --- |
${table}

The dashboard (\`GET /api/reports/dashboard\`; its windows end at "now", so it reads the purchases
through the \`created_at\` index, not the rollups), ${samples.dashboard} measured requests on the same one
connection: p50 ${ms(dashboard.p50)} ms, p95 ${ms(dashboard.p95)} ms, p99 ${ms(dashboard.p99)} ms (target p99 under
${TARGET_MS} ms: ${dashboard.p99 < TARGET_MS ? 'met' : '**not met**'}).
`;
  await bench.writeDoc('bench-reports.md', markdown);
}
