// @ts-check
// docs/bench-checkout.md from the checkout benchmark's results.
import { writeDoc } from './support.mjs';

/**
 * One side's rounds combined (perf/bench/checkout.mjs); CPU figures are per answer.
 * @typedef {object} Side
 * @property {number} purchasesPerSecond
 * @property {number[]} purchasesPerRound
 * @property {number} p50
 * @property {number} p99
 * @property {number} conflicts
 * @property {number} errors
 * @property {string | null} firstError
 * @property {number} cpuMsPerAnswer the API's process, or the bare script with its buyers
 * @property {number} dbCpuMsPerAnswer
 * @property {import('./checkout-stock.mjs').StockCheck} stock
 * @typedef {Side & { buyerCpuMsPerAnswer: number, signedInCpuMs: number }} ApiSide
 * @typedef {Record<string, number>} Layers CPU ms per operation (checkout-analysis.mjs)
 * @typedef {{ buyers: number, firstWarmUpSeconds: number, rounds: number, warmUpSeconds: number, seconds: number }} Load
 */

const TARGET_RATIO = 0.5;
/** @param {number} value */
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

/** @param {string} label @param {Side} r */
function row(label, r) {
  const failures = r.errors > 0 ? `${r.errors} (first: ${r.firstError})` : '0';
  const rounds = r.purchasesPerRound.map((value) => value.toFixed(0)).join(' / ');
  return `| ${label} | **${r.purchasesPerSecond.toFixed(1)}** | ${rounds} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.conflicts} | ${failures} |`;
}

/** @param {string} label @param {Side['stock']} s */
function stockRow(label, s) {
  const verdict =
    s.negative === 0 && s.mismatches.length === 0 ? '**zero oversell**' : '**OVERSOLD**';
  const mismatched =
    s.mismatches.length === 0
      ? 'none'
      : `${s.mismatches.length} (product ids ${s.mismatches.slice(0, 10).join(', ')}${s.mismatches.length > 10 ? ', …' : ''})`;
  return `| ${label} | ${s.purchases} | ${s.piecesSold} | ${s.soldOut} | ${s.negative} | ${mismatched} | ${s.unaccounted} | ${verdict} |`;
}

/**
 * Why the API side is slower, from this run's CPU figures and layer timings.
 * @param {ApiSide} api
 * @param {Side} bare
 * @param {Layers} layers
 */
function whereTheTimeGoes(api, bare, layers) {
  const busy = (api.purchasesPerSecond * api.cpuMsPerAnswer) / 10;
  const needed = TARGET_RATIO * bare.purchasesPerSecond;
  return [
    '## Where the time goes',
    '',
    `The API's process used **${ms2(api.cpuMsPerAnswer)} of CPU per answered purchase** on its one core (at ${api.purchasesPerSecond.toFixed(1)} purchases/s that is about ${busy.toFixed(0)} % of the core${busy >= 80 ? ': it is CPU-bound, not waiting for the database or for locks' : '; the rest of the time it waited for the database, which shares the cores with the buyers and any other work on the machine'}). The bare side used ${ms2(bare.cpuMsPerAnswer)} per purchase, its own buyers included. The database server used ${ms2(api.dbCpuMsPerAnswer)} per purchase during the API's rounds and ${ms2(bare.dbCpuMsPerAnswer)} during the bare ones: it is not pinned and shares the same two cores.`,
    '',
    `A purchase is the same statements on both sides (begin, read the buyer's account, which must be active, in the statement that prices the products, insert the purchase, one insert per item, one conditional decrement per product, the ledger rows, commit; the items, and then the decrements with the ledger rows, go one after another from the driver's callbacks on both, with no trip through promises between them); the API adds HTTP, routing, validation and the token's signature and expiry. Every other signed-in route reads the account in a statement of its own before its handler runs (so a deactivated account loses access at once); that floor, measured as API CPU per \`GET /api/auth/profile\` right after the run (which also maps the account into the ORM), is **${ms2(api.signedInCpuMs)}** per request. The checkout reads it inside its own transaction instead (\`@ChecksAccountItself()\`), which took the ratio from a median of 0.56 to 0.65 over this session's runs (docs/figures.md).`,
    '',
    "The layers, timed one operation after another on one connection in a process on the server core (CPU per operation; perf/bench/checkout-analysis.mjs). The checkout, the cancel and the sign-in check take the middle column: hand-written SQL on a connection borrowed from the ORM's pool (services/api/src/database/sql.ts); the rest of the API takes the ORM's.",
    '',
    "| operation | mysql2 straight | the API's hot path (sql.ts) | through the ORM (MikroORM, knex) |",
    '| --- | --- | --- | --- |',
    `| one statement (\`SELECT 1\`) | ${ms2(layers.mysql2Statement)} | ${ms2(layers.apiStatement)} | ${ms2(layers.ormStatement)} |`,
    `| an empty transaction (begin, commit) | ${ms2(layers.mysql2Transaction)} | ${ms2(layers.apiTransaction)} | ${ms2(layers.ormTransaction)} |`,
    `| the sign-in check's user lookup | – | ${ms2(layers.apiUserLookup)} | ${ms2(layers.ormUserLookup)} (\`findOne\`) |`,
    '',
    `The target needs ${needed.toFixed(0)} purchases/s from the API, so at most ${ms2(1000 / needed)} of CPU per purchase even with its core to itself, while the database and the buyers share the machine's two cores with it; it spent ${ms2(api.cpuMsPerAnswer)}. In a CPU profile of the API under this load (\`node --cpu-prof\`, 2026-11-23) the largest single item is the socket write of each statement to the database, about a fifth of the samples: each write wakes a database thread, which often runs on the API's core and holds it meanwhile. Then come garbage collection (about 7 %) and mysql2's own work per statement, both of which the bare side pays too; Nest, Fastify, passport, zod and the JSON of the request and answer together take about 15 %.`,
    '',
  ];
}

/** @param {number} value */
const ms2 = (value) => `${value.toFixed(3)} ms`;

/**
 * @param {{ load: Load, results: { api: ApiSide, bare: Side }, layers: Layers, machine: string }} figures
 */
export async function writeCheckoutReport({ load, results: { api, bare }, layers, machine }) {
  const ratio = api.purchasesPerSecond / bare.purchasesPerSecond;
  const lines = [
    '# Checkout throughput',
    '',
    `Measured by \`npm run bench\` (perf/bench/checkout.mjs) on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    `- Machine: ${machine}.`,
    `- Load: ${load.buyers} concurrent buyers, each buying 1-3 distinct random products (1-2 pieces each) among the same 100 products, back to back. Stock is limited: 10 of the 100 products hold 5-20 pieces and sell out early (later baskets holding them get a 409), the others 5,000-9,000, which no side runs out of.`,
    `- Each side first runs ${load.firstWarmUpSeconds} s unmeasured, so the API is measured at its steady state (measured from a cold start, its first round came out 10-20 % below the next ones).`,
    `- Then the sides take turns, ${load.rounds} rounds of API then bare, each a ${load.warmUpSeconds} s warm-up and ${load.seconds} s measured (${load.rounds * load.seconds} s per side): this is a shared virtual machine whose speed changes from minute to minute, and a single run per side put 0.38 to 0.60 between two runs of the same code.`,
    `- API side: \`POST /api/purchases/\` with the demo staff account's bearer token (a customer may have only three card orders waiting for payment) against the built API (core 0, \`NODE_ENV=production\`); the buyers run in a separate process on core 1, each on its own kept-alive connection through a lean HTTP client (perf/bench/keep-alive-client.mjs), which used ${ms2(api.buyerCpuMsPerAnswer)} of CPU per request in this run. (With \`fetch\` the buyers took 0.6-0.9 ms per request, CPU the database then lacked: the API side measured 460-490 purchases/s instead of about 800.)`,
    "- Bare side: the same transaction straight on a mysql2 pool of the API's size (10 connections), in one process on core 0: read the buyer's account (it must be active) in the statement that prices the products, insert the purchase, then each item and the copy of the delivery address, then per product in ascending id order `UPDATE inventory_record SET quantity_in_stock = quantity_in_stock - ? WHERE product_id = ? AND quantity_in_stock >= ?` (no row touched = short stock, roll back) and one `sale` ledger row each, naming the buyer; like the API, it sends the items and the address, and then the decrements with the ledger rows, one after another from the driver's callbacks (perf/bench/bare-checkout.mjs).",
    '- Each side runs on its own fresh database prepared identically (migrated and seeded by the API, 200 products, the same 100 stocked the same way); both are dropped afterwards. MariaDB is not pinned.',
    '',
    '| side | purchases/s (201) | by round | p50 | p99 | 409 short stock | other failures |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row('API (NestJS + MikroORM)', api),
    row('bare mysql2 transaction', bare),
    '',
    `Ratio API ÷ bare: **${ratio.toFixed(2)}** (target at least ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'missed'}). Latencies are of successful purchases only; the API's include HTTP, the bare side's do not.`,
    '',
    '## Zero oversell, checked after the run',
    '',
    "For each of the 100 products: no stock below zero, and initial stock − pieces in the run's non-cancelled purchases = current stock = sum of its stock ledger (`stock_movement`).",
    '',
    '| side | purchases written | pieces sold | products sold out | negative stock rows | products that do not add up | pieces sold but still counted in stock | result |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    stockRow('API', api.stock),
    stockRow('bare', bare.stock),
    '',
    ...whereTheTimeGoes(api, bare, layers),
  ];
  await writeDoc('bench-checkout.md', `${lines.join('\n')}\n`);
}
