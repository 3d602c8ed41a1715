// @ts-check
// docs/bench-inventory.md from the inventory benchmark's results.
import {
  TARGET_P99_MS,
  TARGET_RATIO,
  count,
  limits,
  ms,
  percent,
  planText,
  restockSection,
} from './inventory-limits.mjs';
import { writeDoc } from './support.mjs';

/**
 * @typedef {import('./inventory-limits.mjs').Figures} Figures
 * @typedef {import('./inventory-limits.mjs').Results} Results
 * @typedef {import('./inventory-limits.mjs').Statements} Statements
 */

/** @param {Results} results @param {'api' | 'bare'} side @param {string} path */
function measured(results, side, path) {
  const measurement = results[side][path];
  if (!measurement) throw new Error(`No measurement of ${side} for ${path}`);
  return measurement;
}

/** @param {string[]} paths @param {Results} results @param {number} window longest measured window, s */
function loadRows(paths, results, window) {
  const sides = /** @type {const} */ ([
    ['api', 'API (NestJS + MikroORM)'],
    ['bare', 'bare node:http + mysql2'],
  ]);
  return paths.flatMap((path) =>
    sides.map(([side, label]) => {
      const r = measured(results, side, path);
      const failures = r.failures > 0 ? `${r.failures} (first: ${r.firstError})` : '0';
      const rounds = r.perRound.map((rate) => rate.toFixed(rate < 10 ? 1 : 0)).join(' / ');
      // No answer within the window: every request took longer than the window.
      const [p50, p99] =
        r.answers > 0 ? [ms(r.p50), ms(r.p99)] : [`> ${window} s`, `> ${window} s`];
      return `| \`${path}\` | ${label} | **${r.requestsPerSecond.toFixed(1)}** | ${p50} | ${p99} | ${rounds} | ${r.answers} | ${failures} | ${percent(r.otherWork)} |`;
    }),
  );
}

/** The verdicts in one sentence. @param {string[]} paths @param {Results} results */
function summary(paths, results) {
  const measuredPaths = paths.filter(
    (path) =>
      measured(results, 'api', path).answers > 0 && measured(results, 'bare', path).answers > 0,
  );
  const unanswered = paths.length - measuredPaths.length;
  const ratios = measuredPaths.map(
    (path) =>
      measured(results, 'api', path).requestsPerSecond /
      measured(results, 'bare', path).requestsPerSecond,
  );
  const p99s = paths.map((path) => measured(results, 'api', path).p99).filter(Number.isFinite);
  const met = p99s.filter((p99) => p99 < TARGET_P99_MS).length;
  return `In short: the ratio to bare is ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)} (target met on ${ratios.filter((r) => r >= TARGET_RATIO).length} of the ${measuredPaths.length} URLs that both sides answered${unanswered > 0 ? `; ${unanswered} got no answer within the window on one side or both, so no ratio` : ''}), and the API's p99 is ${ms(Math.min(...p99s))} to ${ms(Math.max(...p99s))}${unanswered > 0 ? ' where it answered' : ''} (target met on ${met} of ${paths.length} URLs). Both sides wait on the same statements, and above all on the exact count of every matching record that each answer carries; the index added for this benchmark (below) took the page query of page 1 from a sort of every product to a read of one page, and what would move the rest is in "What limits it".`;
}

/** @param {Results} results */
function otherWorkRange(results) {
  const shares = [...Object.values(results.api), ...Object.values(results.bare)].map(
    (m) => m.otherWork,
  );
  return `${percent(Math.min(...shares))} to ${percent(Math.max(...shares))}`;
}

/** @param {string[]} paths @param {Results} results @param {number} window longest measured window, s */
function verdicts(paths, results, window) {
  return paths.map((path) => {
    const api = measured(results, 'api', path);
    const bare = measured(results, 'bare', path);
    if (api.answers === 0 || bare.answers === 0) {
      const p99 = api.answers > 0 ? ms(api.p99) : `> ${window} s`;
      return `| \`${path}\` | n/a (${api.answers + bare.answers === 0 ? 'neither side' : api.answers > 0 ? 'the bare server' : 'the API'} answered within ${window} s) | n/a | ${p99} | missed |`;
    }
    const ratio = api.requestsPerSecond / bare.requestsPerSecond;
    const ratioVerdict = ratio >= TARGET_RATIO ? 'met' : 'missed';
    const p99Verdict =
      api.p99 < TARGET_P99_MS ? 'met' : `missed (×${(api.p99 / TARGET_P99_MS).toFixed(1)})`;
    return `| \`${path}\` | **${ratio.toFixed(2)}** | ${ratioVerdict} | ${ms(api.p99)} | ${p99Verdict} |`;
  });
}

/** @param {Statements[]} statements */
function planRows(statements) {
  return statements.map(
    (s) =>
      `| \`${s.path}\` | ${planText(s.countPlan)} | ${count(s.countRowsRead)} | ${ms(s.countMs)} | ${planText(s.pagePlan)} | ${count(s.pageRowsRead)} | ${ms(s.pageMs)} |`,
  );
}

/** @param {Figures} figures */
export async function writeInventoryReport(figures) {
  const { seeded, paths, results, analysis, restocks, load, restockLoad, machine, loadBefore } =
    figures;
  const pct = (/** @type {number} */ part) => `${Math.round((100 * part) / seeded.total)} %`;
  const lines = [
    '# Inventory list and restocks',
    '',
    `Measured by \`npm run bench -- inventory\` (perf/bench/inventory.mjs) on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    `- Machine: ${machine}.`,
    `- Dataset: ${count(seeded.total)} products over the 4 categories, one inventory record each (minimum 10, maximum 120): ${count(seeded.outOfStock)} out of stock (${pct(seeded.outOfStock)}), ${count(seeded.lowStock)} low (${pct(seeded.lowStock)}); five products in six have one of the ${seeded.suppliers} demo suppliers. A fresh \`shop_bench_inventory_*\` database, migrated and demo-seeded by the API, grown with multi-row inserts (perf/bench/inventory-seed.mjs), dropped afterwards.`,
    `- Load: ${load.connections} connections, each sending one request after another over its own kept-alive socket (perf/bench/keep-alive-client.mjs) from a process on core 1; the server under test on core 0 (\`taskset -c 0\`, \`NODE_ENV=production\`); MySQL is not pinned and shares both cores. Each side first ran ${load.firstWarmUpSeconds} s unmeasured; then ${load.rounds} rounds in which, URL by URL, the API and then the bare server each got a ${load.warmUpSeconds} s warm-up and ${load.seconds} s measured (answers that arrive in that window count; when fewer than ${load.minAnswers} had arrived, the window stayed open until they had, up to ${load.maxSeconds} s, so that slow URLs still get latencies). The figures combine both rounds; with so few answers per URL, p99 is close to the slowest answer.`,
    `- API: \`GET\` with the demo staff user's bearer token. Bare: node:http + a mysql2 pool of 10 (the API's pool size) running the same two statements and building the same JSON (perf/bench/bare-inventory-server.mjs). Before measuring, the script checks that the bare server's SQL is the API's own (built by the API's query code, compared as text) and that both answer every URL with the same JSON.`,
    `- The machine is shared. Its 1-minute load average was ${loadBefore.map((l) => l.toFixed(2)).join(', ')} (1, 5 and 15 minutes) when the run began; during the run the benchmark's own work (up to ${load.connections} statements running in MySQL at once) drives it up, so it no longer tells other work apart. The last column does: the share of the machine's CPU (both cores) that processes other than MySQL, the two servers and the load generator took during those rounds (from /proc; steal by the hypervisor included): ${otherWorkRange(results)} in this run. Where it is high, the figures are lower and noisier than on an idle machine.`,
    '',
    '| URL | server | requests/s | p50 | p99 | by round | answers | failures | CPU taken by other work |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...loadRows(paths, results, load.maxSeconds),
    '',
    `Targets: API ÷ bare requests/s at least ${TARGET_RATIO}, API p99 under ${TARGET_P99_MS} ms at ${load.connections} connections.`,
    '',
    '| URL | ratio API ÷ bare | ratio target | API p99 | p99 target |',
    '| --- | --- | --- | --- | --- |',
    ...verdicts(paths, results, load.maxSeconds),
    '',
    summary(paths, results),
    '',
    '## Which index serves each URL',
    '',
    "Each list request is two statements, a count and a page (services/api/src/inventory/inventory-list.query.ts). Per statement: the plan (EXPLAIN; tables in join order, `p` product, `i` inventory_record), the rows it reads (the session's `Handler_read_*` counters for one run) and its time alone on one connection, back to back (mean of up to 50 runs).",
    '',
    '| URL | count: plan | rows read | time | page: plan | rows read | time |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...planRows(analysis.statements),
    '',
    '## What limits it',
    '',
    ...limits(figures).flatMap((paragraph) => [paragraph, '']),
    ...restockSection(restocks, restockLoad),
  ];
  await writeDoc('bench-inventory.md', `${lines.join('\n')}\n`);
}
