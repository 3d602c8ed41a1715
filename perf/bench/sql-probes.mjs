// @ts-check
// One statement probed alone on one connection, for the "what limits it" paragraphs of the
// catalogue, inventory and till-search reports: its mean database time and its plan.

/** @typedef {import('mysql2/promise').Connection} Connection */
/** @typedef {import('mysql2/promise').RowDataPacket} Row */
/** @typedef {import('./catalogue-sql.mjs').Statement} Statement */

/**
 * Mean ms of the statement run back to back after one unmeasured run: `repeats` runs, or
 * fewer when `timeBoxMs` runs out first.
 * @param {Connection} connection
 * @param {Statement} statement
 * @param {{ repeats: number, timeBoxMs?: number }} limits
 */
export async function meanMs(connection, { sql, values }, { repeats, timeBoxMs = Infinity }) {
  await connection.query(sql, values);
  const started = performance.now();
  let runs = 0;
  while (runs < repeats && performance.now() - started < timeBoxMs) {
    await connection.query(sql, values);
    runs++;
  }
  return (performance.now() - started) / runs;
}

/**
 * The plan (EXPLAIN), one entry per table in join order: access type, key, estimated rows
 * and MySQL's notes.
 * @param {Connection} connection
 * @param {Statement} statement
 */
export async function explain(connection, { sql, values }) {
  const [rows] = /** @type {[Row[], unknown]} */ (await connection.query(`EXPLAIN ${sql}`, values));
  return rows.map((row) => ({
    table: String(row.table),
    type: String(row.type),
    key: row.key === null ? null : String(row.key),
    rows: Number(row.rows),
    extra: row.Extra ? String(row.Extra) : '',
  }));
}
