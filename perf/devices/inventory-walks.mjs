// @ts-check
// `node perf/devices/inventory-walks.mjs [--quick] [--database <url>]`: two statements of
// `GET /api/inventory/` as the API sends them now (through @shop/api/bench-sql) beside what
// they were (as of commit 056c479): the status order's page of ids tied by the product's id,
// the column its (stock_state, product_id) index ends with, against the record's id; and the
// total with no filter as every record less the hidden products' records, against one join of
// every record with its product. On the styles bench's catalogue (200,070 variants, a scratch
// database; `--database` reuses a seeded one), one connection. Prints each plan, the rows each
// side reads (Handler_read_*, independent of load), then wall time per statement, the sides in
// alternating blocks, medians, with the load average.
import { createRequire } from 'node:module';
import mysql from 'mysql2/promise';
import * as bench from '../bench/support.mjs';
import { compareStatements, stylesCatalogue } from './support.mjs';

/** @typedef {import('./support.mjs').Statement} Statement */

bench.buildApi();
const database = await stylesCatalogue('inventory_walks');
const db = await mysql.createConnection(database.url);
try {
  const { inventoryListStatements } = createRequire(import.meta.url)('@shop/api/bench-sql');
  /** @param {string} query @returns {{ count: Statement, pageQuery: Statement }} */
  const statements = (query) => inventoryListStatements(new URLSearchParams(query));
  /** @type {Record<string, { before: Statement, after: Statement }>} */
  const cases = {};
  for (const sort of ['status', '-status']) {
    const after = statements(`sort=${sort}`).pageQuery;
    const tie = /`i`\.`product_id` (asc|desc)/g;
    if (!tie.test(after.sql)) throw new Error(`The ${sort} page is not tied by the product's id`);
    cases[`page, sort=${sort}`] = {
      before: { sql: after.sql.replace(tie, '`i`.`id` $1'), values: after.values },
      after,
    };
  }
  cases['total, no filter'] = {
    before: {
      sql:
        'select count(*) as `total` from `inventory_record` as `i`' +
        ' inner join `product` as `p` on `p`.`id` = `i`.`product_id` where p.is_active = 1',
      values: [],
    },
    after: statements('').count,
  };
  for (const [name, sides] of Object.entries(cases)) await compareStatements(db, name, sides);
} finally {
  await db.end();
  await database.drop();
}
