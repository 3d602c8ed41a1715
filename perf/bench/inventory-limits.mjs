// @ts-check
// The prose of docs/bench-inventory.md (inventory-report.mjs writes the tables): what
// limits the list, drawn from this run's plans and timings, and the restock section.
import { NAME_INDEX } from './inventory-analysis.mjs';

/**
 * @typedef {import('./inventory-measure.mjs').Measurement} Measurement
 * @typedef {import('./inventory-measure.mjs').ListLoad} ListLoad
 * @typedef {import('./inventory-restock.mjs').RestockLoad} RestockLoad
 * @typedef {import('./inventory-restock.mjs').RestockResults} RestockResults
 * @typedef {import('./inventory-analysis.mjs').Analysis} Analysis
 * @typedef {Analysis['statements'][number]} Statements
 * @typedef {Awaited<ReturnType<typeof import('./inventory-seed.mjs').seedInventory>>} Seeded
 * @typedef {{ api: Record<string, Measurement>, bare: Record<string, Measurement> }} Results
 * @typedef {{ seeded: Seeded, paths: string[], results: Results, analysis: Analysis, restocks: RestockResults, load: ListLoad, restockLoad: RestockLoad, machine: string, loadBefore: number[] }} Figures
 */

export const TARGET_RATIO = 0.5;
export const TARGET_P99_MS = 50;
/** @param {number} value */
export const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
/** @param {number} value */
export const count = (value) => value.toLocaleString('en');
/** A share of the machine's CPU. @param {number} share */
export const percent = (share) => (Number.isFinite(share) ? `${Math.round(100 * share)} %` : 'n/a');

/** One table per join step: `p: range via key`, with what MySQL adds (sort, temporary table). @param {Statements['pagePlan']} plan */
export function planText(plan) {
  return plan
    .map((step) => {
      const notes = [
        step.extra.includes('Using temporary') && 'temporary table',
        step.extra.includes('Using filesort') && 'sort',
      ].filter(Boolean);
      const via = step.key ? `\`${step.key}\`` : 'no index';
      return `${step.table}: ${step.type} via ${via}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
    })
    .join(' → ');
}

/**
 * The "what limits it" paragraphs, drawn from this run's plans and timings.
 * @param {Figures} figures
 */
export function limits({ analysis, load, seeded }) {
  const { statements, pageOne } = analysis;
  /** @param {string} query */
  const at = (query) => {
    const found = statements.find((s) =>
      query ? new URL(s.path, 'http://x').search.startsWith(`?${query}`) : !s.path.includes('?'),
    );
    if (!found) throw new Error(`No analysis of ${query}`);
    return found;
  };
  const first = at('');
  const out = at('out_of_stock_only=true');
  const low = at('low_stock_only=true');
  const budget = 2000 / (load.connections / (TARGET_P99_MS / 1000)); // ms, both cores
  const heavy = statements.filter((s) => s.countMs + s.pageMs > budget);
  // Each supplier's share of the products (perf/bench/inventory-seed.mjs) of page 1's count.
  const supplierEstimate = first.countMs / (seeded.suppliers + 1);
  return [
    `**Latency follows from throughput.** With ${load.connections} connections always waiting, mean latency ≈ ${load.connections} ÷ requests/s (Little's law), so a p99 under ${TARGET_P99_MS} ms needs well over ${load.connections / (TARGET_P99_MS / 1000)} requests/s: at most about ${budget.toFixed(0)} ms of database time per request on this machine's 2 cores, which MySQL shares with the server and the load generator. Measured alone, ${heavy.length} of the ${statements.length} URLs already spend more than that in their two statements (table above), whatever the server around them does; there the API and the bare server are both held to the database's pace, which is why the ratios sit near 1.`,
    `**The count is what every URL pays.** The answer carries an exact \`total\`, so each request counts every matching record: with no filter as every record less the hidden products' records, one statement (\`node perf/devices/inventory-walks.mjs\`), ${count(first.countRowsRead)} rows read for page 1 (${ms(first.countMs)} alone), against ${count(first.pageRowsRead)} for its page; a filter's count joins each matching record to its product. The same count over the ${count(seeded.total)} products without the join takes ${ms(pageOne.countWithoutJoinMs)}, but it is not the same number (a product can lack an inventory record: \`POST /api/inventory/\` exists for that), so it cannot replace it. Without the count, page 1 and every page in name order would cost about a millisecond of database time (the page column above), well within the budget. What would move it: not counting ${count(seeded.total)} rows per request, e.g. keeping each filter's total in memory until the next stock change, as the product list keeps its answers (services/api/src/catalog/product-list.cache.ts), or per-state counts kept by the stock ledger.`,
    `**Stock states read their index.** \`inventory_record.stock_state\` is a generated column indexed with the product (docs/decisions/0116-stored-stock-state.md), so a state filter's count reads the records alone, each one's product tested by a scalar subquery: for low stock ${planText(low.countPlan)} (${count(low.countRowsRead)} rows, ${ms(low.countMs)}), for out of stock ${planText(out.countPlan)} (${count(out.countRowsRead)} rows, ${ms(out.countMs)}). Their pages in name order test the state as its expression, so MySQL keeps walking the name index until 20 match (low: ${count(low.pageRowsRead)} rows, ${ms(low.pageMs)}; about one record in ${Math.round(seeded.total / Math.max(1, seeded.lowStock))} is low).`,
    `**Sorting by stock or status walks an index.** Ties go by the column the order's index ends with (the record's id after the stock index, the product's id after (stock_state, product_id)), so the page's ids come from \`inventory_record\` alone in the order of that index, each record's product tested, stopping after the page; only those are joined for their columns: ${planText(at('sort=-stock').pagePlan)} (${count(at('sort=-stock').pageRowsRead)} rows, ${ms(at('sort=-stock').pageMs)} for the stock order; status ${count(at('sort=status').pageRowsRead)} rows, ${ms(at('sort=status').pageMs)}). Sorting by status is explained and timed but not put under load. Both still pay the count of every record.`,
    `**Search reads every product.** \`instr(lower(…))\` on the name, brand and SKU (any substring, case-insensitive) cannot use an index: the count scans all products (${count(at('search=trail').countRowsRead)} rows, ${ms(at('search=trail').countMs)}), and the page walks the name index until 20 products match, which for "trail" (the Trail Shoe line, filed under T) means most of the index (${count(at('search=trail').pageRowsRead)} rows, ${ms(at('search=trail').pageMs)}). A FULLTEXT index (word search), or an exact SKU lookup through its unique index, would move it; a substring search cannot be indexed in MySQL.`,
    `**The index added for this benchmark.** The inventory list's default order is by name, then id, and before this benchmark nothing indexed it: page 1 sorted every product (${ms(pageOne.pageWithoutIndexMs)} alone with \`${NAME_INDEX}\` ignored). The index (is_active, name, id), added in the entity and in both dialects' migrations, lets page 1 read ${count(first.pageRowsRead)} rows in ${ms(first.pageMs)}, and serves the name order under every product filter (category, supplier, stock states, search). The counts of the product filters use what was there: the category's reads its entries of \`product_category_id_is_active_created_at_id_index\` (${count(at('category_id=').countRowsRead)} rows, ${ms(at('category_id=').countMs)}); the supplier's plan is ${planText(at('supplier_id=').countPlan)} (${count(at('supplier_id=').countRowsRead)} rows, ${ms(at('supplier_id=').countMs)}): a supplier of one product in seven is too common for MySQL to go through \`product_supplier_id_index\` and then each row. An index on (supplier_id, is_active) would let that count read only the supplier's entries, about ${ms(supplierEstimate)} at page 1's count's cost per row, ${supplierEstimate > budget ? 'still above the budget, so it was not added' : 'within the budget: worth adding'}.`,
    '**API against bare.** Both run the same two statements (checked as text before measuring); the API adds HTTP routing, the staff check (its token and one statement reading the account), zod validation of the query, knex building the SQL and the mapping. Where the statements take tens or hundreds of milliseconds those are a small share, and a database that other work on the machine slows falls on both sides: rounds alternate between them for that reason.',
  ];
}

/** Whether the API's core or the row lock sets the restock rate. @param {RestockResults} r @param {RestockLoad} load */
function restockLimit(r, load) {
  const { apiMs, databaseMs, apiBusy } = r.cpuPerRestock;
  const perRestock = 1000 / r.sustained.requestsPerSecond;
  const cpu = `The API used ${ms(apiMs)} of CPU per restock (its core ${percent(apiBusy)} busy during the sustained run), MySQL ${ms(databaseMs)}.`;
  const limit =
    apiBusy >= 0.8
      ? ` The API's one core is the limit: it parses, validates and answers all ${load.connections} restockers and runs each restock's transaction through the ORM (the increment, the movement row and the stock read back are the ledger's own statements; the product read and the commit go through the ORM), then reads the record back for the answer. More cores (several API processes) would raise the rate until the row lock, held from each restock's increment to its commit, becomes the limit.`
      : ` The API's core had time to spare, so the rate is set by the row lock: restocks of one product cannot overlap, each holds the record's row lock from its increment to its commit, here about ${ms(perRestock)} per restock, covering the round trips after the increment (the movement row, the stock read back, the product read, the commit).`;
  return `**What limits it.** ${cpu}${limit} Restocks of different products do not queue on each other's lock.${r.burst.requestsPerSecond < r.sustained.requestsPerSecond ? ` The burst runs at a lower rate than the sustained run: its ${load.connections} connections open at once, and its rate includes the wait for the first answer.` : ''}`;
}

/** @param {RestockResults} r @param {RestockLoad} load */
export function restockSection(r, load) {
  const { ledger } = r;
  /** @param {string} label @param {Measurement} m */
  const row = (label, m) =>
    `| ${label} | **${m.requestsPerSecond.toFixed(1)}** | ${ms(m.p50)} | ${ms(m.p99)} | ${m.answers} | ${m.failures > 0 ? `${m.failures} (first: ${m.firstError})` : '0'} | ${percent(m.otherWork)} |`;
  return [
    '## Concurrent restocks of one product',
    '',
    `\`POST /api/inventory/${r.productId}/restock\` with \`{"quantity": ${load.quantity}}\` and the staff token, from ${load.connections} kept-alive connections in a process on core 1: first a burst of exactly ${load.connections} restocks sent at once, then ${load.connections} restockers back to back for ${load.seconds} s after a ${load.warmUpSeconds} s warm-up. Every restock of the product updates the same inventory row, so their transactions (services/api/src/inventory/stock-changes.service.ts) queue on its row lock.`,
    '',
    '| run | restocks/s | p50 | p99 | answered | failures | CPU taken by other work |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row(`burst of ${load.connections}`, r.burst),
    row(`${load.connections} back to back, ${load.seconds} s`, r.sustained),
    '',
    `### Stock ledger, checked in SQL after the run`,
    '',
    '| check | expected | found |',
    '| --- | --- | --- |',
    `| stock of product ${r.productId} | ${count(r.stockBefore)} before + ${r.answered} answered restocks × ${load.quantity} = ${count(r.expectedStock)} | ${count(ledger.stock)} |`,
    `| sum of its stock movements | ${count(ledger.stock)} (its stock) | ${count(ledger.ledger)} |`,
    `| its \`restock\` movements | one per answered restock | ${ledger.restockMovements} |`,
    `| products whose stock differs from the sum of their movements (services/api/src/inventory/stock-ledger-check.ts) | 0 of ${count(ledger.products)} | ${ledger.mismatches} (checked in ${ms(ledger.checkMs)}) |`,
    `| records below zero | 0 | ${ledger.negative} |`,
    '',
    r.holds
      ? '**The ledger holds**: every answered restock counted once, none lost to the race.'
      : '**THE LEDGER DOES NOT HOLD**: see the rows above.',
    '',
    restockLimit(r, load),
    '',
  ];
}
