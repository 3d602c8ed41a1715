// @ts-check
// Where a product-list request spends its time, for the "what limits it" paragraph:
// the query plans and the database time of the count and the page query on their own
// (one connection, back to back), and the cost of serialising the page as JSON.
import mysql from 'mysql2/promise';
import { productListSql } from './catalogue-sql.mjs';

import { explain, meanMs } from './sql-probes.mjs';

const TIMES = { repeats: 100 };

/** @typedef {import('./catalogue-sql.mjs').Statement} Statement */

/**
 * One EXPLAIN row per table, as text: table, access type, key and estimated rows.
 * @param {import('mysql2/promise').Connection} connection
 * @param {Statement} statement
 */
async function plan(connection, statement) {
  return (await explain(connection, statement))
    .map(
      (step) =>
        `${step.table}: ${step.type}${step.key ? ` via ${step.key}` : ''}, ~${step.rows} rows${step.extra ? ` (${step.extra})` : ''}`,
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
      for (let i = 0; i < TIMES.repeats; i++) JSON.stringify(rows);
      const jsonMs = (performance.now() - started) / TIMES.repeats;
      analysis.push({
        path,
        jsonMs,
        countMs: await meanMs(connection, count, TIMES),
        pageMs: await meanMs(connection, pageQuery, TIMES),
        leftJoinPageMs: await meanMs(connection, withLeftJoinedCategory(pageQuery), TIMES),
        countPlan: await plan(connection, count),
        pagePlan: await plan(connection, pageQuery),
      });
    }
    return analysis;
  } finally {
    await connection.end();
  }
}
