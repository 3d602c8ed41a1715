// @ts-check
// Writes docs/bench-till-search.md from the till search benchmark's figures.
import * as bench from './support.mjs';

const TARGET_P99_MS = 50;

/** @typedef {import('./inventory-measure.mjs').Measurement} Measurement */
/** @typedef {Awaited<ReturnType<typeof import('./catalogue-analysis.mjs').analyseCatalogueQueries>>} Analysis */
/**
 * @typedef {object} TillSearchRun
 * @property {number} total products in the catalogue
 * @property {{ sku: string, fragment: string }} paths
 * @property {Array<{ label: string, totals: Record<string, number>, results: Record<string, Measurement> }>} sides
 * @property {Analysis} analysis
 * @property {{ connections: number, firstWarmUpSeconds: number, rounds: number, warmUpSeconds: number, seconds: number }} load
 * @property {string} machine
 */

const ms = (/** @type {number} */ value) =>
  Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a';
const share = (/** @type {number} */ value) =>
  Number.isFinite(value) ? `${Math.round(100 * value)} %` : 'n/a';

/** @param {TillSearchRun} run */
export async function writeTillSearchReport({ total, paths, sides, analysis, load, machine }) {
  const what = (/** @type {string} */ path) =>
    path === paths.sku ? 'scanned SKU' : 'typed name fragment';
  const rows = Object.values(paths).flatMap((path) =>
    sides.map(({ label, totals, results }) => {
      const m = /** @type {Measurement} */ (results[path]);
      const met = m.p99 < TARGET_P99_MS ? 'met' : '**not met**';
      return `| \`${path}\` (${what(path)}, ${totals[path]} ${totals[path] === 1 ? 'match' : 'matches'}) | ${label} | **${Math.round(m.requestsPerSecond)}** | ${ms(m.p50)} | **${ms(m.p99)}** | ${met} | ${m.perRound.map(Math.round).join(' / ')} | ${m.failures} | ${share(m.otherWork)} |`;
    }),
  );
  const statements = analysis.map(
    (a) =>
      `| \`${a.path}\` | ${ms(a.countMs)} | ${ms(a.pageMs)} | ${ms(a.countMs + a.pageMs)} | ${a.jsonMs.toFixed(2)} ms |`,
  );
  const plans = analysis.map(
    (a) => `- \`${a.path}\`\n  - count: ${a.countPlan}\n  - page: ${a.pagePlan}`,
  );
  const slowest = Math.max(...analysis.map((a) => a.countMs + a.pageMs));
  const markdown = `# Till search

Measured by \`npm run bench -- till-search\` (perf/bench/till-search.mjs) on ${new Date().toISOString().slice(0, 10)}.

- Machine: ${machine}.
- Dataset: ${total.toLocaleString('en-US')} products (the variants of styles of 10, perf/bench/catalogue-seed.mjs through styles-seed.mjs), one inventory record each, in a fresh \`shop_bench_till_*\` database dropped afterwards.
- URLs: what the point of sale sends. A scan (code and Enter) that the till's first 100 products cannot answer asks \`GET /api/products/?search=<code>&per_page=100\` and keeps the product whose SKU is exactly the code (mf-backoffice/src/sales/catalogue/use-scan.ts, product-code.api.ts); typing asks the same URL with the text after a 300 ms pause (use-till-products.ts). Signed in as staff (the answers then carry cost prices), \`Authorization: Bearer\` on every request.
- Load: ${load.connections} connections, each sending its request back to back over its own kept-alive socket (perf/bench/inventory-load.mjs); ${load.firstWarmUpSeconds} s warm-up per server, then ${load.rounds} rounds of ${load.warmUpSeconds} s warm-up + ${load.seconds} s measured per URL, the URLs taking turns; p50 and p99 over all measured answers. The API runs alone on core 0 (\`taskset -c 0\`, \`NODE_ENV=production\`), the load generator on core 1; MariaDB is not pinned and shares both cores.
- "Other work" is the share of the machine's CPU taken during the rounds by processes outside the benchmark (other jobs, the hypervisor's steal): above about 10 % the figures are lower and noisier than on an idle machine.
- Target: p99 under ${TARGET_P99_MS} ms at ${load.connections} connections.

| URL | server | requests/s | p50 | p99 | p99 target | requests/s per round | failed | other work |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

The first rows are the API as shipped: its product-list cache (services/api/src/catalog/product-list.cache.ts) keeps each answer for up to 10 s, and a benchmark repeating one URL hits it on almost every request. At a till every search is new (another code, another word), so the rows with the cache off are what a cashier waits for; the target is read on those.

## Where the time goes

Each statement alone on one connection, back to back (mean of 100; without the two columns only staff get), and \`JSON.stringify\` of the page rows:

| URL | count query | page query | both | JSON of the page |
| --- | --- | --- | --- | --- |
${statements.join('\n')}

Query plans (EXPLAIN):

${plans.join('\n')}

## What limits it

The search is a substring match, \`instr(lower(name|brand|sku), ?)\`, which no index can serve: the count reads every visible product, and so does the page query when fewer than 100 products match (a SKU matches one), in the list's order through the \`created_at\` index with a row lookup per product, which costs more than the count's plain table scan. Up to ${ms(slowest)} of database time per search, on 2 cores that MariaDB shares with the API and the load generator. At ${load.connections} connections every connection is always waiting, so mean latency ≈ ${load.connections} ÷ requests/s (Little's law): a p99 under ${TARGET_P99_MS} ms needs well over ${Math.round((1000 * load.connections) / TARGET_P99_MS)} searches/s, about ${((2 * TARGET_P99_MS) / load.connections).toFixed(0)} ms of work per search for both cores together. The API's own work per request (routing, the staff token, validation, mapping) is the same as for the catalogue list (docs/bench-catalogue.md), small beside the scans.

## What would move it

- A scan: look the code up by the unique index on \`product.sku\` first (codes are stored upper-case, services/api/src/catalog/product.entity.ts), one index entry read instead of two scans; only when nothing has that exact code fall back to the substring search.
- No count for the till's searches: it never reads their \`total\` (use-till-products.ts and product-code.api.ts use the products only), and the count is a whole scan on its own.
- A typed fragment: a FULLTEXT index (ngram parser for substrings) or a trigram side table would turn the scan into index reads; a prefix match (\`name LIKE 'jog%'\`) could use a plain index but would no longer find words inside a name.
- The 10 s cache helps only searches repeated within it (several tills looking up the same best seller).
`;
  await bench.writeDoc('bench-till-search.md', markdown);
}
