// @ts-check
// The harness every benchmark shares (`import * as bench from './support.mjs'`): the API
// under test (api-server.mjs), pinned child processes and CPU counters (processes.mjs), and
// here MySQL scratch databases, percentiles, the machine line and writing each report.
// `--quick` (npm run bench -- <name> --quick) shrinks the data and the runs to check that a
// benchmark works, and prints its report instead of writing docs/.
import { writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import * as prettier from 'prettier';
import { cleanups, ROOT } from './processes.mjs';

export * from './api-server.mjs';
export * from './processes.mjs';
// One free-port probe for every tool (tools/apps.mjs); the benchmarks take it from here.
export { freePort } from '../../tools/apps.mjs';

export const MYSQL_SERVER = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
export const QUICK = process.argv.includes('--quick');
/** `full` normally; with --quick, `quick` (a tenth of `full` unless given). @param {number} full @param {number} [quick] */
export const sized = (full, quick = Math.max(1, Math.round(full / 10))) => (QUICK ? quick : full);

/** A fresh `shop_bench_<what>_<timestamp>` database; `drop()` removes it (also on Ctrl-C). */
/** @param {string} what */
export async function createScratchDatabase(what) {
  const name = `shop_bench_${what}_${Date.now()}`;
  const admin = await mysql.createConnection(MYSQL_SERVER);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  await admin.end();
  const drop = async () => {
    if (!cleanups.delete(drop)) return;
    const connection = await mysql.createConnection(MYSQL_SERVER);
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.end();
  };
  cleanups.add(drop);
  return { name, url: `${MYSQL_SERVER}/${name}`, drop };
}

/**
 * The rows one statement answers, on a connection of its own to `databaseUrl` (dates in UTC).
 * @param {string} databaseUrl @param {string} sql @param {unknown[]} [values]
 */
export async function selectRows(databaseUrl, sql, values = []) {
  const connection = await mysql.createConnection({ uri: databaseUrl, timezone: 'Z' });
  try {
    return /** @type {[mysql.RowDataPacket[], unknown]} */ (await connection.query(sql, values))[0];
  } finally {
    await connection.end();
  }
}

/** The id of the account `username` in the database. @param {string} databaseUrl @param {string} username */
export async function userId(databaseUrl, username) {
  const connection = await mysql.createConnection(databaseUrl);
  const [[user]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
    await connection.query('SELECT id FROM user WHERE username = ?', [username])
  );
  await connection.end();
  if (!user) throw new Error(`No user ${username} in ${databaseUrl}`);
  return /** @type {number} */ (user.id);
}

/** The id of the category `name` in the database. @param {string} databaseUrl @param {string} name */
export async function categoryId(databaseUrl, name) {
  const connection = await mysql.createConnection(databaseUrl);
  const [[category]] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
    await connection.query('SELECT id FROM category WHERE name = ?', [name])
  );
  await connection.end();
  if (!category) throw new Error(`No category ${name} in ${databaseUrl}`);
  return /** @type {number} */ (category.id);
}

/** The p-th percentile (nearest rank) of ascending `sorted`. @param {number[]} sorted @param {number} p */
export const percentile = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
      NaN);

/** @param {number[]} values */
export const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * The median of autocannon runs by requests/s (load.mjs prints them).
 * @template {{ requestsPerSecond: number }} Run
 * @param {Run[]} runs
 * @returns {Run}
 */
export function medianRun(runs) {
  const rate = median(runs.map((run) => run.requestsPerSecond));
  return /** @type {Run} */ (runs.find((run) => run.requestsPerSecond === rate) ?? runs[0]);
}

export async function machineLine() {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const connection = await mysql.createConnection(MYSQL_SERVER);
  const [rows] = /** @type {[Array<{ version: string }>, unknown]} */ (
    await connection.query('SELECT VERSION() AS version')
  );
  const version = rows[0]?.version ?? 'unknown';
  await connection.end();
  const database = /mariadb/i.test(version)
    ? `MariaDB ${version.split('-')[0]}`
    : `MySQL ${version}`;
  return `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${database}, ${os.platform()}`;
}

/**
 * Writes docs/<file> formatted as `prettier --check` (part of `npm test`) expects; a
 * --quick run only prints it, so reduced figures never reach the docs.
 * @param {string} file @param {string} markdown
 */
export async function writeDoc(file, markdown) {
  const target = path.join(ROOT, 'docs', file);
  const options = (await prettier.resolveConfig(target)) ?? {};
  const formatted = await prettier.format(markdown, { ...options, filepath: target });
  if (QUICK) return console.log(`\n${formatted}\n--quick: docs/${file} left as it is.`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, formatted);
  console.log(`\n${formatted}\nWritten to docs/${file}`);
}

/**
 * A small seeded generator (a linear congruential one), so two runs of a bench seed build
 * the same data.
 * @param {number} seed
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (/** @type {number} */ min, /** @type {number} */ max) =>
      min + Math.floor(next() * (max - min + 1)),
  };
}
