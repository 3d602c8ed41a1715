// @ts-check
// What the inventory benchmark knows about each URL's SQL: that the bare server runs the
// API's own statements (built by the API itself, through its @shop/api/bench-sql export,
// compared as text), which index each statement uses (EXPLAIN), how many rows it reads
// (the session's Handler_read_* counters), and its database time alone on one connection.
import { isDeepStrictEqual } from 'node:util';
import mysql from 'mysql2/promise';
import { inventoryListSql } from './inventory-sql.mjs';
import { explain, meanMs } from './sql-probes.mjs';
import { apiModule } from './support.mjs';

/** @typedef {import('mysql2/promise').Connection} Connection */
/** @typedef {import('mysql2/promise').RowDataPacket} Row */
/** @typedef {import('./catalogue-sql.mjs').Statement} Statement */
/** @typedef {Awaited<ReturnType<typeof analyseInventoryQueries>>} Analysis */

/** Timing stops after this many runs or this long, whichever comes first. */
const TIMES = { repeats: 50, timeBoxMs: 1_500 };

/** Throws unless inventory-sql.mjs writes the API's statements for every path. @param {string[]} paths */
export function assertSameSql(paths) {
  /** @type {{ inventoryListStatements: (search: URLSearchParams) => { count: Statement, pageQuery: Statement } }} */
  const { inventoryListStatements } = apiModule('@shop/api/bench-sql');
  for (const path of paths) {
    const search = new URL(path, 'http://x').searchParams;
    const api = inventoryListStatements(search);
    const { count, pageQuery } = inventoryListSql(search);
    if (!isDeepStrictEqual(api, { count, pageQuery }))
      throw new Error(
        `perf/bench/inventory-sql.mjs is out of step with the API for ${path}:\n` +
          `API:  ${JSON.stringify(api)}\nbare: ${JSON.stringify({ count, pageQuery })}`,
      );
  }
}

/** Rows the storage engine handed over for one run of the statement. @param {Connection} connection @param {Statement} statement */
async function rowsRead(connection, { sql, values }) {
  await connection.query('FLUSH STATUS');
  await connection.query(sql, values);
  const [rows] = /** @type {[Row[], unknown]} */ (
    await connection.query("SHOW SESSION STATUS LIKE 'Handler_read%'")
  );
  return rows.reduce((sum, row) => sum + Number(row.Value), 0);
}

export const NAME_INDEX = 'product_is_active_name_id_index';

/**
 * Page 1 with the name index ignored, as before it existed, and its count over the
 * products alone (no join): what the index bought, and what the join costs the count.
 * @param {Connection} connection
 */
async function pageOneAlternatives(connection) {
  const { count, pageQuery } = inventoryListSql(new URLSearchParams());
  const product = 'inner join `product` as `p`';
  return {
    pageWithoutIndexMs: await meanMs(
      connection,
      {
        sql: pageQuery.sql.replace(product, `${product} ignore index (${NAME_INDEX})`),
        values: pageQuery.values,
      },
      TIMES,
    ),
    countWithoutJoinMs: await meanMs(
      connection,
      {
        sql: 'select count(*) as `total` from `product` as `p` where p.is_active = 1',
        values: count.values,
      },
      TIMES,
    ),
  };
}

/** @param {string} databaseUrl @param {string[]} paths */
export async function analyseInventoryQueries(databaseUrl, paths) {
  const connection = await mysql.createConnection({ uri: databaseUrl, timezone: 'Z' });
  try {
    const pageOne = await pageOneAlternatives(connection);
    const statements = [];
    for (const path of paths) {
      const { count, pageQuery } = inventoryListSql(new URL(path, 'http://x').searchParams);
      statements.push({
        path,
        countPlan: await explain(connection, count),
        pagePlan: await explain(connection, pageQuery),
        countRowsRead: await rowsRead(connection, count),
        pageRowsRead: await rowsRead(connection, pageQuery),
        countMs: await meanMs(connection, count, TIMES),
        pageMs: await meanMs(connection, pageQuery, TIMES),
      });
    }
    return { statements, pageOne };
  } finally {
    await connection.end();
  }
}
