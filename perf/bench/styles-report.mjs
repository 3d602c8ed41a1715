// @ts-check
// Writes docs/bench-styles.md from the style lists benchmark's figures.
import * as bench from './support.mjs';

const TARGET_P99_MS = 50;

/** @typedef {import('./inventory-measure.mjs').Measurement & { loadAverage: number }} Measurement */
/**
 * @typedef {object} StylesRun
 * @property {{ styles: number, variants: number }} counts
 * @property {Array<{ what: string, path: string, staff: boolean }>} urls
 * @property {Array<{ label: string, totals: Record<string, number>, results: Record<string, Measurement> }>} sides
 * @property {{ connections: number, firstWarmUpSeconds: number, rounds: number, warmUpSeconds: number, seconds: number }} load
 * @property {string} machine
 */

const ms = (/** @type {number} */ value) =>
  Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a';
const share = (/** @type {number} */ value) =>
  Number.isFinite(value) ? `${Math.round(100 * value)} %` : 'n/a';

/** @param {StylesRun} run */
export async function writeStylesReport({ counts, urls, sides, load, machine }) {
  const rows = urls.flatMap(({ what, path }) =>
    sides.flatMap(({ label, totals, results }) => {
      const m = results[path];
      if (!m) return [];
      const met = m.p99 <= TARGET_P99_MS ? 'met' : '**not met**';
      return [
        `| ${what}: \`${path}\` (total ${totals[path]?.toLocaleString('en-US')}) | ${label} | ${Math.round(m.requestsPerSecond)} | ${ms(m.p50)} | **${ms(m.p99)}** | ${met} | ${m.failures} | ${m.loadAverage.toFixed(1)} | ${share(m.otherWork)} |`,
      ];
    }),
  );
  const markdown = `# Style lists

Measured by \`npm run bench -- styles\` (perf/bench/styles.mjs) on ${new Date().toISOString().slice(0, 10)}.

- Machine: ${machine}.
- Dataset: ${counts.styles.toLocaleString('en-US')} styles and ${counts.variants.toLocaleString('en-US')} variants (products), the demo shop plus perf/bench/styles-seed.mjs: 10 variants per style (sizes of one or two colours), one in three dearer than the style's price, 2 % of styles and 1 % of variants archived, one variant in ten sold out and one in eight low; in a fresh \`shop_bench_styles_*\` database dropped afterwards.
- Load: ${load.connections} connections, each sending its request back to back over its own kept-alive socket (perf/bench/inventory-load.mjs); ${load.firstWarmUpSeconds} s warm-up per server, then ${load.rounds} rounds of ${load.warmUpSeconds} s warm-up + ${load.seconds} s measured per URL, the URLs taking turns; p50 and p99 over all measured answers. The API runs alone on core 0 (\`taskset -c 0\`, \`NODE_ENV=production\`), the load generator on core 1; MariaDB is not pinned and shares both cores. The back office's and the till's scan URLs are sent signed in as the demo admin (the demo staff account holds no catalogue permission).
- "Load average" is the machine's 1-minute load average as each URL's rounds started (2 cores: above 2 other work queues for the CPU); "other work" is the share of the machine's CPU taken during the rounds by processes outside the benchmark. This machine was shared with other jobs: the figures are slower and noisier than on a quiet machine.
- Target (issues 30 and 35): p99 ≤ ${TARGET_P99_MS} ms at ${load.connections} connections, uncached: read on the rows with the cache off.

| URL | server | requests/s | p50 | p99 | p99 target | failed | load average | other work |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

## What the statements do

- Storefront (services/api/src/catalog/styles/style-card.query.ts): newest and name walk the active styles in index order, \`(is_active, created_at, id)\` or \`(is_active, name, id)\`, testing each style's variants with a scalar subquery and stopping after the page; the price sorts group the matching variants by style through \`(style_id, is_active, selling_price_cents)\`. The exact total is \`count(distinct style_id)\` over the matching visible variants, read from \`(is_active, style_id)\` when no variant filter applies: it reads an entry per visible variant, ${counts.variants.toLocaleString('en-US')} of them, on every uncached request. Counting the active styles instead, each probed for a matching variant, was tried and removed (docs/performance.md): it read fewer rows without a filter but took as long, and three to five times as long under a category or size filter.
- Back office (services/api/src/catalog/styles/staff-style-list.query.ts): a count and a page of \`style\` alone for every filter and order; a search also scans every variant's SKU (a substring match no index serves). The stock state filter and the price and stock orders read each style's list summary (its active variants' stock, counts by stock state, price range), kept on \`style\` by every write that changes them (docs/decisions/0119-the-style-list-summary-on-the-style.md), through an index (is_active, <column>, name, id); highest price first sorts the active styles' index entries.
- Then only the page's 20 styles are loaded with their variants and pictures.

## What limits it, and what would move it

- Exact totals: every uncached page counts the matching styles through their variants. A stored, indexed "on sale" flag and cheapest price on \`style\`, kept by every catalogue write (style, variant, product and import services), would make the default and category counts an index range over \`style\` alone; variant filters (size, colour, price, in stock) would still probe the variants.
- The till's typed fragment is the storefront's list by name with a search: both statements start from the styles holding a word the search's longest word begins (\`style_word\`, read by its primary key; docs/decisions/0120-the-search-finds-words-by-their-start.md), test the text on each one's name and brand and then probe one entry of \`(is_active, style_id)\` for a variant on sale; the count reads about three entries per style the word finds, never every variant (\`node perf/devices/style-search.mjs\`). What is left is the page's 100 cards: their styles, variants and pictures loaded through the ORM. The till's scan (\`GET /pos/lookup\`) is one statement: the variant through the unique indexes on \`barcode\` and \`sku\`, with its stock, its style's name and brand and the first picture (12 rows read; \`node perf/devices/till-scan.mjs\`, docs/decisions/0117-till-scan-and-status-walk.md); the row above measures it over HTTP.
- The back office's stock state filter and stock and price orders: each sale and restock now writes its styles' summaries in its own transaction, by difference (docs/performance.md#the-style-list-summary); two tills selling sizes of one style queue on that style's row until the first commits.
- The SKU search: an n-gram or FULLTEXT index, as for the till's search (docs/bench-till-search.md).
- With the cache on, a repeated page is answered from memory until the next catalogue change (services/api/src/catalog/product-list.cache.ts); every sale clears it too, so on a busy day the uncached rows are what many shoppers see.
`;
  await bench.writeDoc('bench-styles.md', markdown);
}
