// @ts-check
// Where a product-list request spends its time, for the "what limits it" paragraph:
// the query plans and the database time of the count and the page query on their own
// (one connection, back to back), and the cost of serialising the page as JSON.
import mysql from 'mysql2/promise';
import { productListSql } from './catalogue-sql.mjs';

const REPEATS = 100;

/** @typedef {import('mysql2/promise').Connection} Connection */
/** @typedef {import('./catalogue-sql.mjs').Statement} Statement */

/** @param {Connection} connection @param {Statement} statement */
async function meanMs(connection, { sql, values }) {
  await connection.query(sql, values);
  const started = performance.now();
  for (let i = 0; i < REPEATS; i++) await connection.query(sql, values);
  return (performance.now() - started) / REPEATS;
}

/**
 * One EXPLAIN row per table: table, access type, key and estimated rows.
 * @param {Connection} connection
 * @param {Statement} statement
 */
async function plan(connection, { sql, values }) {
  const [rows] = /** @type {[import('mysql2/promise').RowDataPacket[], unknown]} */ (
    await connection.query(`EXPLAIN ${sql}`, values)
  );
  return rows
    .map(
      (row) =>
        `${row.table}: ${row.type}${row.key ? ` via ${row.key}` : ''}, ~${row.rows} rows${row.Extra ? ` (${row.Extra})` : ''}`,
    )
    .join('; ');
}

/**
 * The page query with `left join category`: every product has a category, so the rows are
 * the same, but the optimizer can no longer start from the 4 categories and must read
 * products in index order, stopping after one page.
 * @param {Statement} statement
 */
const withLeftJoinedCategory = ({ sql, values }) => ({
  sql: sql.replace('inner join `category`', 'left join `category`'),
  values,
});

/** @param {string} databaseUrl @param {string[]} paths */
export async function analyseCatalogueQueries(databaseUrl, paths) {
  const connection = await mysql.createConnection({ uri: databaseUrl, timezone: 'Z' });
  try {
    const analysis = [];
    for (const path of paths) {
      const { count, pageQuery } = productListSql(new URL(path, 'http://x').searchParams);
      const [rows] = await connection.query(pageQuery.sql, pageQuery.values);
      const started = performance.now();
      for (let i = 0; i < REPEATS; i++) JSON.stringify(rows);
      const jsonMs = (performance.now() - started) / REPEATS;
      analysis.push({
        path,
        jsonMs,
        countMs: await meanMs(connection, count),
        pageMs: await meanMs(connection, pageQuery),
        leftJoinPageMs: await meanMs(connection, withLeftJoinedCategory(pageQuery)),
        countPlan: await plan(connection, count),
        pagePlan: await plan(connection, pageQuery),
      });
    }
    return analysis;
  } finally {
    await connection.end();
  }
}
