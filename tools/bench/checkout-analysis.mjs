// @ts-check
// "Where the time goes" for the checkout benchmark, run pinned to the server core:
// `node tools/bench/checkout-analysis.mjs '<json>'` with { databaseUrl }. Times, one after
// another on one connection, the layers a purchase goes through in the API (its hand-written
// SQL path, database/sql.ts, and the ORM's own) beside the same work straight on mysql2, as
// CPU ms per operation. Prints them as one JSON line.
import { createRequire } from 'node:module';
import mysql from 'mysql2/promise';

const require = createRequire(import.meta.url);
/** A module of the built API (plain CommonJS, untyped here). @param {string} file */
const api = (file) => require(`../../services/api/dist/${file}`);
const { MikroORM } = require('@mikro-orm/core');
const { ormConfig } = api('database/orm-config.js');
const { readDatabaseSettings } = api('database/database-settings.js');
const { User } = api('users/user.entity.js');
const { UsersService } = api('users/users.service.js');
const { inSqlTransaction, selectRows } = api('database/sql.js');

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

const orm = await MikroORM.init(ormConfig(readDatabaseSettings({ DATABASE_URL: databaseUrl })));
const pool = mysql.createPool({ uri: databaseUrl, connectionLimit: 1 });
const [[{ id: userId } = { id: 0 }]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
  await pool.query('SELECT id FROM user ORDER BY id LIMIT 1')
);
/** @param {import('@mikro-orm/core').EntityManager} em @param {string} sql */
const viaOrm = (em, sql) => em.getConnection().execute(sql, [], 'all', em.getTransactionContext());
const costs = {
  mysql2Statement: await cpuPerCall(() => pool.query('SELECT 1')),
  apiStatement: await cpuPerCall(() => selectRows(orm.em.fork(), 'SELECT 1', [])),
  ormStatement: await cpuPerCall(() => viaOrm(orm.em.fork(), 'SELECT 1')),
  mysql2Transaction: await cpuPerCall(async () => {
    const connection = await pool.getConnection();
    await connection.beginTransaction();
    await connection.commit();
    connection.release();
  }),
  apiTransaction: await cpuPerCall(() => inSqlTransaction(orm.em.fork(), async () => {})),
  ormTransaction: await cpuPerCall(() => orm.em.fork().transactional(async () => {})),
  apiUserLookup: await cpuPerCall(() => new UsersService(orm.em.fork()).findActive(userId)),
  ormUserLookup: await cpuPerCall(() => orm.em.fork().findOne(User, { id: userId })),
};
await pool.end();
await orm.close();
process.stdout.write(`${JSON.stringify(costs)}\n`);
