// @ts-check
// "Where the time goes" for the checkout benchmark, run pinned to the server core:
// `node perf/bench/checkout-analysis.mjs '<json>'` with { databaseUrl }. Times, one after
// another on one connection, the layers a purchase goes through in the API (its hand-written
// SQL path and the ORM's own, reached through the API's @shop/api/bench-sql export) beside
// the same work straight on mysql2, as CPU ms per operation. Prints them as one JSON line.
import { createRequire } from 'node:module';
import mysql from 'mysql2/promise';

/** @typedef {Record<'apiStatement' | 'ormStatement' | 'apiTransaction' | 'ormTransaction' | 'apiUserLookup' | 'ormUserLookup', () => Promise<unknown>> & { close: () => Promise<void> }} Layers */
/** @type {{ purchaseLayers: (databaseUrl: string, userId: number) => Promise<Layers> }} */
const { purchaseLayers } = createRequire(import.meta.url)('@shop/api/bench-sql');

const { databaseUrl } = JSON.parse(process.argv[2]);
const ROUNDS = 400;

/**
 * CPU (user + system) ms per call of `operation`, after a warm-up.
 * @param {() => Promise<unknown>} operation
 */
async function cpuPerCall(operation) {
  for (let i = 0; i < 50; i++) await operation();
  const before = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) await operation();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / ROUNDS;
}

const pool = mysql.createPool({ uri: databaseUrl, connectionLimit: 1 });
const [[{ id: userId } = { id: 0 }]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
  await pool.query('SELECT id FROM user ORDER BY id LIMIT 1')
);
const api = await purchaseLayers(databaseUrl, userId);
const costs = {
  mysql2Statement: await cpuPerCall(() => pool.query('SELECT 1')),
  apiStatement: await cpuPerCall(api.apiStatement),
  ormStatement: await cpuPerCall(api.ormStatement),
  mysql2Transaction: await cpuPerCall(async () => {
    const connection = await pool.getConnection();
    await connection.beginTransaction();
    await connection.commit();
    connection.release();
  }),
  apiTransaction: await cpuPerCall(api.apiTransaction),
  ormTransaction: await cpuPerCall(api.ormTransaction),
  apiUserLookup: await cpuPerCall(api.apiUserLookup),
  ormUserLookup: await cpuPerCall(api.ormUserLookup),
};
await pool.end();
await api.close();
process.stdout.write(`${JSON.stringify(costs)}\n`);
