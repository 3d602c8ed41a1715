// @ts-check
// `node perf/devices/orders-counts.mjs`: what the orders desk's kept counts (Migration20261201120000,
// docs/decisions/0121-the-orders-desk-counts-kept-by-the-database.md) cost the checkout. On a fresh
// database built as the checkout benchmark builds it (`shop_or_counts_<time>`, dropped at the end),
// 20 buyers POST orders to the built API (as staff: paid and completed at once), in alternating
// rounds with the triggers as migrated (sixteen slots by purchase id), with four slots, with one
// (every checkout of a kind on one row) and without triggers. Prints purchases/s, p50 and p99 per
// variant (medians of the rounds) and the load average.
import os from 'node:os';
import mysql from 'mysql2/promise';
import { prepareStock } from '../bench/checkout-stock.mjs';
import { seedLargeCatalogue } from '../bench/catalogue-seed.mjs';
import * as bench from '../bench/support.mjs';

const ROUNDS = 3;
const LOAD = { buyers: 20, warmUpSeconds: 2, seconds: 5 };
const TRIGGERS = ['purchase_count_insert', 'purchase_count_update', 'purchase_count_delete'];

bench.buildApi();
const name = `shop_or_counts_${Date.now()}`;
const admin = await mysql.createConnection(bench.MYSQL_SERVER);
await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
const url = `${bench.MYSQL_SERVER}/${name}`;
const connection = await mysql.createConnection({ uri: url, multipleStatements: false });
try {
  await bench.migrateThroughApi(url);
  await seedLargeCatalogue(url, 200);
  const { productIds } = await prepareStock(url);
  /** @type {Record<string, string>} the triggers as migrated, by name */
  const asMigrated = {};
  for (const trigger of TRIGGERS) {
    const [[row]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
      await connection.query(`SHOW CREATE TRIGGER \`${trigger}\``)
    );
    asMigrated[trigger] = String(row?.['SQL Original Statement']).replace(/DEFINER=\S+ /, '');
  }
  /** @param {(sql: string) => string | null} variant */
  const setTriggers = async (variant) => {
    for (const trigger of TRIGGERS) {
      await connection.query(`DROP TRIGGER IF EXISTS \`${trigger}\``);
      const sql = variant(/** @type {string} */ (asMigrated[trigger]));
      if (sql) await connection.query(sql);
    }
  };
  /** @type {Record<string, (sql: string) => string | null>} */
  const VARIANTS = {
    'sixteen slots (as migrated)': (sql) => sql,
    'four slots': (sql) => sql.replaceAll(/(new|old)\.id % 16/g, '$1.id % 4'),
    'one slot': (sql) => sql.replaceAll(/(new|old)\.id % 16/g, '0'),
    'no triggers': () => null,
  };
  const { base, child: api } = await bench.serve((port) =>
    bench.startApi({ port, databaseUrl: url }),
  );
  /** @type {Record<string, Array<{ perSecond: number, p50: number, p99: number, errors: number, load: number }>>} */
  const results = {};
  try {
    // Staff's web orders: a customer may have only 3 card orders awaiting payment at a time.
    const token = await bench.signIn(base, bench.STAFF);
    const buyers = (/** @type {{ warmUpSeconds: number, seconds: number }} */ window) =>
      bench.runJsonChild(bench.LOAD_CORE, 'checkout-http-buyers.mjs', {
        ...{ base, token, productIds, buyers: LOAD.buyers },
        ...window,
      });
    await buyers({ warmUpSeconds: 3, seconds: 0 });
    for (let round = 0; round < ROUNDS; round++) {
      const order = Object.keys(VARIANTS);
      if (round % 2) order.reverse();
      for (const variant of order) {
        await setTriggers(/** @type {(sql: string) => string | null} */ (VARIANTS[variant]));
        const load = os.loadavg()[0] ?? NaN;
        const { result } = await buyers(LOAD);
        const sorted = [...result.latencies].sort((a, b) => a - b);
        (results[variant] ??= []).push({
          perSecond: result.purchasesPerSecond,
          p50: bench.percentile(sorted, 50),
          p99: bench.percentile(sorted, 99),
          errors: result.errors,
          load,
        });
      }
    }
  } finally {
    await bench.stopProcess(api);
  }
  for (const [variant, runs] of Object.entries(results)) {
    const median = (/** @type {'perSecond' | 'p50' | 'p99' | 'load'} */ field) =>
      bench.median(runs.map((run) => run[field])).toFixed(1);
    console.log(
      `${variant.padEnd(26)} ${median('perSecond')} purchases/s, p50 ${median('p50')} ms,` +
        ` p99 ${median('p99')} ms (load ${median('load')}; rounds: ${runs.map((r) => r.perSecond.toFixed(0)).join(', ')};` +
        ` failed answers (a busy pool's 503): ${runs.reduce((sum, r) => sum + r.errors, 0)})`,
    );
  }
} finally {
  await connection.end();
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.end();
}
