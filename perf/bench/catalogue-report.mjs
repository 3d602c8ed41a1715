// @ts-check
// docs/bench-catalogue.md from the catalogue benchmark's results.
import { writeDoc } from './support.mjs';

/**
 * One autocannon run (perf/bench/load.mjs prints a list of them).
 * @typedef {{ requestsPerSecond: number, p50: number, p99: number, failures: number }} LoadRun
 * @typedef {LoadRun & { runs: LoadRun[], loadAverage: number }} Measurement the median run
 * @typedef {'api' | 'uncached' | 'bare'} Server
 * @typedef {Record<Server, Record<string, Measurement>>} Results by server, then by URL path
 * @typedef {Awaited<ReturnType<typeof import('./catalogue-analysis.mjs').analyseCatalogueQueries>>} Analysis
 * @typedef {{ connections: number, warmUpSeconds: number, runs: number, runSeconds: number }} Load
 */

const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;
/** @param {number} value */
const ms = (value) => `${Number(value).toFixed(1)} ms`;

/** @type {Record<Server, string>} */
const SERVERS = {
  api: 'API (NestJS + MikroORM), as shipped',
  uncached: 'API with PRODUCT_LIST_CACHE=off',
  bare: 'bare node:http + mysql2',
};

/** @param {string[]} paths @param {Results} results */
function rows(paths, results) {
  const servers = /** @type {Server[]} */ (Object.keys(SERVERS));
  return paths.flatMap((path) =>
    servers.map((server) => {
      const r = measured(results, server, path);
      const all = r.runs.map((run) => run.requestsPerSecond.toFixed(0)).join(' / ');
      const answered = r.requestsPerSecond > 0;
      return `| \`${path}\` | ${SERVERS[server]} | **${r.requestsPerSecond.toFixed(0)}** | ${answered ? ms(r.p50) : '–'} | ${answered ? ms(r.p99) : '–'} | ${all} | ${r.failures} | ${r.loadAverage.toFixed(1)} |`;
    }),
  );
}

const NO_ANSWER = 'no request answered within the 10 s timeout';

/** @param {Results} results @param {Server} server @param {string} path */
function measured(results, server, path) {
  const measurement = results[server][path];
  if (!measurement) throw new Error(`No measurement of ${server} for ${path}`);
  return measurement;
}

/** @param {string[]} paths @param {Results} results */
function verdicts(paths, results) {
  return paths.map((path) => {
    const api = measured(results, 'api', path);
    const bare = measured(results, 'bare', path);
    if (api.requestsPerSecond === 0 || bare.requestsPerSecond === 0) {
      const which = api.requestsPerSecond === 0 ? 'API' : 'bare server';
      return `| \`${path}\` | n/a (${which}: ${NO_ANSWER}) | missed | ${api.requestsPerSecond === 0 ? 'none' : ms(api.p99)} | missed | n/a |`;
    }
    const ratio = api.requestsPerSecond / bare.requestsPerSecond;
    const uncachedRatio =
      measured(results, 'uncached', path).requestsPerSecond / bare.requestsPerSecond;
    const ratioVerdict =
      ratio >= TARGET_RATIO ? 'met' : `missed (API needs ×${(TARGET_RATIO / ratio).toFixed(1)})`;
    const p99Verdict = api.p99 < TARGET_P99_MS ? 'met' : `missed by ${ms(api.p99 - TARGET_P99_MS)}`;
    return `| \`${path}\` | **${ratio.toFixed(2)}** | ${ratioVerdict} | ${ms(api.p99)} | ${p99Verdict} | ${uncachedRatio.toFixed(2)} |`;
  });
}

/**
 * The "what limits it" paragraph, drawn from this run's plans and timings.
 * @param {string[]} paths
 * @param {Results} results
 * @param {Analysis} analysis
 * @param {Load} load
 */
function limits(paths, results, analysis, load) {
  const text = [
    `The API as shipped keeps each product-list answer in memory (services/api/src/catalog/product-list.cache.ts) until a route that can change names, prices, categories, visibility or stock answers; the next request after such a change runs both statements again (tested in services/api/test/catalog-freshness.e2e-spec.ts). During these runs nothing changes, so after the first request per URL the API only routes, checks and serialises, and the p99 is its queueing on one core. The paragraphs below are about what every uncached request pays: the API with PRODUCT_LIST_CACHE=off, and the bare server, which has no cache.`,
  ];
  for (const a of analysis) {
    if (a.pagePlan.includes('Using temporary'))
      text.push(
        `The page query of \`${a.path}\` starts from \`category\` (4 rows) and then sorts every matching product in a temporary table before taking one page: ${ms(a.pageMs)} on its own, against ${ms(a.leftJoinPageMs)} for the same query with \`left join category\`, which makes the optimizer read products in (created_at, id) index order and stop after one page. Every product has a category, so the rows are identical.`,
      );
  }
  const [first] = analysis;
  if (!first) throw new Error('The analysis measured no URL');
  /** @param {number} dbMs */
  const bound = (dbMs) => Math.round(2000 / dbMs);
  text.push(
    `The count reads the index entry of every matching product: ${ms(first.countMs)} for \`${first.path}\` (${first.countPlan}). Count and page together cost ${ms(first.countMs + first.pageMs)} of database time per request (${ms(first.countMs + first.leftJoinPageMs)} with the left join), so on 2 cores, which MariaDB shares with the server and the load generator, page 1 cannot go much beyond ${bound(first.countMs + first.pageMs)} requests/s (${bound(first.countMs + first.leftJoinPageMs)} with the left join) whatever the server does.`,
  );
  text.push(
    `Latency at ${load.connections} connections follows from throughput (Little's law): with every connection always waiting, mean latency ≈ ${load.connections} ÷ requests/s. A p99 under ${TARGET_P99_MS} ms therefore needs well over ${Math.round(load.connections / (TARGET_P99_MS / 1000))} requests/s, about 2 ms of work per request for both cores together, database included. The pool of 10 connections (the API's default, matched by the bare server) makes the other 40 requests queue in the server.`,
  );
  const ratios = paths.map(
    (p) =>
      measured(results, 'uncached', p).requestsPerSecond /
      measured(results, 'bare', p).requestsPerSecond,
  );
  text.push(
    `Between the uncached API and the bare server (ratios ${ratios.map((r) => (Number.isFinite(r) && r > 0 ? r.toFixed(2) : 'n/a')).join(' and ')}) the difference is per-request work on the one server core: Fastify and Nest routing, guards and interceptors, zod validation of the query, knex building the SQL and the response mapping; JSON of a page costs ${first.jsonMs.toFixed(2)} ms, so serialisation is not the limit. Both run the same SQL, so whatever the database costs limits both alike.`,
  );
  return text;
}

/**
 * @param {{ total: number, paths: string[], results: Results, analysis: Analysis, machine: string, load: Load }} figures
 */
export async function writeCatalogueReport({
  total,
  paths,
  results,
  analysis,
  machine,
  load: LOAD,
}) {
  const lines = [
    '# Catalogue throughput',
    '',
    `Measured by \`npm run bench\` (perf/bench/catalogue.mjs) on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    `- Machine: ${machine}.`,
    `- Dataset: ${total.toLocaleString('en')} products over the 4 categories (the variants of styles of 10: six sizes in one or two colours; about 10 % sold out), one inventory record each, in a fresh \`shop_bench_catalogue_*\` database dropped afterwards.`,
    `- Load: autocannon, ${LOAD.connections} connections, ${LOAD.warmUpSeconds} s warm-up, then ${LOAD.runs} runs of ${LOAD.runSeconds} s; the table shows the median run by requests/s. The server runs alone on core 0 (\`taskset -c 0\`, \`NODE_ENV=production\`), autocannon on core 1; MariaDB is not pinned and shares both cores.`,
    '- Before measuring, the script checks that both servers return the same JSON body for each URL.',
    '- The machine is shared: the last column is its 1-minute load average (2 cores) when each measurement began. Above about 2, other work competed for the cores and the figures are lower and noisier than on an idle machine.',
    '',
    '| URL | server | requests/s | p50 | p99 | requests/s of the 3 runs | failed requests | machine load (1 min) before |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows(paths, results),
    '',
    `Targets: API ÷ bare requests/s at least ${TARGET_RATIO}, API p99 under ${TARGET_P99_MS} ms at ${LOAD.connections} connections (the API as shipped, with its product-list cache).`,
    '',
    '| URL | ratio API ÷ bare | ratio target | API p99 | p99 target | ratio with the cache off |',
    '| --- | --- | --- | --- | --- | --- |',
    ...verdicts(paths, results),
    '',
    '## Where the time goes',
    '',
    'Each statement alone on one connection, back to back (mean of 100), and `JSON.stringify` of the page rows:',
    '',
    '| URL | count query | page query | page query with `left join category` | JSON of the page |',
    '| --- | --- | --- | --- | --- |',
    ...analysis.map(
      (a) =>
        `| \`${a.path}\` | ${ms(a.countMs)} | ${ms(a.pageMs)} | ${ms(a.leftJoinPageMs)} | ${a.jsonMs.toFixed(2)} ms |`,
    ),
    '',
    '## What limits it',
    '',
    ...limits(paths, results, analysis, LOAD).flatMap((paragraph) => [paragraph, '']),
    'Query plans (EXPLAIN):',
    '',
    ...analysis.flatMap((a) => [
      `- \`${a.path}\``,
      `  - count: ${a.countPlan}`,
      `  - page: ${a.pagePlan}`,
    ]),
    '',
  ];
  await writeDoc('bench-catalogue.md', `${lines.join('\n')}\n`);
}
