// @ts-check
// Writes docs/bench-store-hour.md from the store hour's figures: per action its p50 and p99
// against the issue's target, the failed answers by status, the API's peak memory, the share of
// the machine other work took, and the two checks (the stock ledger, the sales rollups).
import * as bench from './support.mjs';

/** Each action in the order the report lists it, with its p99 target (issue 35) or none. */
const ACTIONS = [
  ['till: scan (exact code)', 5],
  ['till: typed fragment', 50],
  ['till: size picker (a style)', null],
  ['till: hold sale', null],
  ['till: held sales list', 50],
  ['till: resume held sale', null],
  ['till: record sale', null],
  ['till: find sale for return', null],
  ['till: record return', null],
  ['storefront: home (newest four)', 50],
  ['storefront: categories', 50],
  ['storefront: list, newest', 50],
  ['storefront: list, filtered', 50],
  ['storefront: list, cheapest first', 50],
  ['storefront: list, deep page', 50],
  ['storefront: search', 50],
  ['storefront: product page', null],
  ['storefront: cart quote', null],
  ['storefront: payment provider', null],
  ['storefront: saved addresses', null],
  ['storefront: place order', null],
  ['storefront: pay by test card', null],
  ['customer: own orders, first page', 20],
  ['back office: inventory list', 50],
  ['back office: inventory list, low stock', 50],
  ['back office: inventory search', 50],
  ['back office: stock history', 50],
  ['back office: restock', null],
  ['orders desk: newest', 100],
  ['orders desk: search', 100],
  ['orders desk: filter', 100],
  ['reports: dashboard', 50],
  ['reports: sales, 30 days', 50],
  ['reports: profit, 30 days', 50],
];

/**
 * @typedef {object} StoreHourRun
 * @property {{ purchases: number, lines: number, customers: number, products: number, styles: number }} counts
 * @property {number | null} seedSeconds null when the kept database was reused
 * @property {string} database
 * @property {boolean} kept
 * @property {{ tills: number, shoppers: number, managers: number }} people
 * @property {{ warmUpSeconds: number, seconds: number }} hour
 * @property {Record<string, import('./store-hour-load.mjs').ActionTally>} actions
 * @property {{ peakRssMiB: number, startRssMiB: number }} memory
 * @property {{ otherWork: number, apiCpu: number, databaseCpu: number, loadCpu: number, loadAverages: number[] }} machineUse
 * @property {{ tillSales: number, webOrders: number, returns: number }} made
 * @property {{ mismatches: number[], products: number, movements: number, negative: number }} ledger
 * @property {{ ok: boolean, said: string }} rollups
 * @property {string} machine
 */

const ms = (/** @type {number} */ value) =>
  Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a';
const share = (/** @type {number} */ value) =>
  Number.isFinite(value) ? `${Math.round(100 * value)} %` : 'n/a';
const count = (/** @type {number | undefined} */ value) => (value ?? 0).toLocaleString('en-US');

/** The failed answers of one action, e.g. "3 × 409". @param {Record<string, number>} statuses */
const failedOf = (statuses) =>
  Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ') || 'none';

/** @param {StoreHourRun} run */
function actionRows({ actions }) {
  const known = new Set(ACTIONS.map(([name]) => name));
  const listed = [
    ...ACTIONS,
    ...Object.keys(actions)
      .filter((name) => !known.has(name))
      .map((name) => [name, null]),
  ];
  return listed.flatMap(([name, target]) => {
    const tally = actions[String(name)];
    if (!tally) return [`| ${name} | 0 | n/a | n/a | ${target ? `≤ ${target} ms` : '—'} | none |`];
    const met =
      target === null
        ? '—'
        : tally.p99 <= Number(target)
          ? `≤ ${target} ms: met`
          : `≤ ${target} ms: **not met**`;
    return [
      `| ${name} | ${count(tally.count)} | ${ms(tally.p50)} | **${ms(tally.p99)}** | ${met} | ${failedOf(tally.statuses)} |`,
    ];
  });
}

/** Every failed answer of the hour by status, and the first of each action. @param {StoreHourRun['actions']} actions */
function failures(actions) {
  /** @type {Map<string, number>} */
  const byStatus = new Map();
  for (const { statuses } of Object.values(actions))
    for (const [status, n] of Object.entries(statuses))
      if (!status.startsWith('2')) byStatus.set(status, (byStatus.get(status) ?? 0) + n);
  const total = [...byStatus].map(([status, n]) => `${count(n)} × ${status}`).join(', ') || 'none';
  const first = Object.entries(actions).flatMap(([name, { firstError }]) =>
    firstError ? [`- ${name}: ${firstError.replaceAll('|', '/')}`] : [],
  );
  return `Failed answers in the hour, by status: ${total}.${first.length ? `\n\nThe first failed answer of each action:\n\n${first.join('\n')}` : ''}`;
}

/** @param {StoreHourRun} run */
export async function writeStoreHourReport(run) {
  const { counts, people, hour, memory, machineUse, made, ledger, rollups } = run;
  const loads = machineUse.loadAverages;
  const answered = Object.values(run.actions).reduce(
    (sum, tally) => sum + Object.values(tally.statuses).reduce((a, b) => a + b, 0),
    0,
  );
  const seeded =
    run.seedSeconds === null
      ? `the kept database \`${run.database}\`, seeded by an earlier run and reused as that run left it`
      : `loaded in ${run.seedSeconds.toFixed(0)} s into \`${run.database}\`${run.kept ? ', kept for the next run' : ', dropped afterwards'}`;
  const ledgerLine =
    ledger.mismatches.length === 0 && ledger.negative === 0
      ? `**holds**: the stock of each of the ${count(ledger.products)} products equals the sum of its movements (${count(ledger.movements)} movements), none below zero`
      : `**broken**: ${ledger.mismatches.length} products differ from their movements (first ids ${ledger.mismatches.slice(0, 10).join(', ')}), ${ledger.negative} below zero`;
  const markdown = `# A busy hour in the store

Measured by \`npm run bench -- store-hour\` (perf/bench/store-hour.mjs) on ${new Date().toISOString().slice(0, 10)}.

- Machine: ${run.machine}.
- Dataset: ${count(counts.products)} products in ${count(counts.styles)} styles (10 variants each, perf/bench/styles-seed.mjs), ${count(counts.purchases)} purchases with ${count(counts.lines)} order lines over 3 years and ${count(counts.customers)} customers (perf/bench/orders-seed.mjs), the sales rollups summed by \`npm run reports -- rebuild\`; ${seeded}.
- People: ${people.tills} tills (the demo staff account, each on its own register with a drawer session open), ${people.shoppers} shoppers (each their own customer account) and ${people.managers} managers (the demo admin), each sending what its screen sends (perf/bench/store-hour-actors.mjs) with a person's pauses between steps: a till scans a line every 1–3 s, 1–4 lines a customer, holds one sale in seven and resumes it, takes a return after one in eight; a shopper reads a list page every 3–10 s and buys, paying by the test card, on one visit in four; a manager takes a step every 2–6 s, turning between the inventory (with a restock), the orders desk and the reports.
- Hour: ${hour.warmUpSeconds} s of arrivals and warm-up, then ${hour.seconds} s measured (${count(answered)} answers). The API runs alone on core 0 (\`taskset -c 0\`, \`NODE_ENV=production\`), every person in one load process on core 1 (one kept-alive socket per request in flight, perf/bench/keep-alive-client.mjs); MariaDB is not pinned and shares both cores.
- Made in the measured and warm-up time: ${count(made.tillSales)} till sales, ${count(made.webOrders)} web orders, ${count(made.returns)} returns.
- The API's peak memory (RSS, the kernel's high-water mark): **${memory.peakRssMiB.toFixed(0)} MiB** (${memory.startRssMiB.toFixed(0)} MiB as the hour began).
- The machine: other work took **${share(machineUse.otherWork)}** of its CPU during the hour (processes outside the benchmark, and the hypervisor's steal); the API ${share(machineUse.apiCpu)}, MariaDB ${share(machineUse.databaseCpu)}, the load process ${share(machineUse.loadCpu)}. 1-minute load average ${loads.length ? `${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} (median ${bench.median(loads).toFixed(1)})` : 'n/a'} on 2 cores. This machine is shared with other jobs: the figures are slower and noisier than on a quiet machine.
- Targets (issue 35), on the p99: the till's exact scan ≤ 5 ms; the till's typed fragment and the storefront's and back office's lists ≤ 50 ms; the orders desk ≤ 100 ms; a customer's own first page ≤ 20 ms; the reports and the dashboard ≤ 50 ms. Writes and single records have no target of their own ("—").

| action | answers (2xx) | p50 | p99 | target | failed |
| --- | --- | --- | --- | --- | --- |
${actionRows(run).join('\n')}

${failures(run.actions)}

## After the hour

- The stock ledger (services/api/src/inventory/stock-ledger-check.ts's query): ${ledgerLine}.
- The sales rollups against a recomputation from the purchases (\`npm run reports -- check\`): ${rollups.ok ? '**match**' : '**differ**'} ("${rollups.said.replaceAll('|', '/')}").
`;
  await bench.writeDoc('bench-store-hour.md', markdown);
}
