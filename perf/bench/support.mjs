// @ts-check
// The harness every benchmark shares: building and starting the API (reached as the package
// @shop/api, never by its files), MySQL scratch databases, pinned child processes that print
// one JSON line, CPU counters, percentiles, the machine line and writing each report.
// `--quick` (npm run bench -- <name> --quick) shrinks the data and the runs to check that a
// benchmark works, and prints its report instead of writing docs/.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import * as prettier from 'prettier';
import { DEMO_ACCOUNTS, freePort } from '../../tools/apps.mjs';

// One free-port probe for every tool (tools/apps.mjs); the benchmarks take it from here.
export { freePort };

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '../..');
export const MYSQL_SERVER = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
/** The server under test runs on one core, the load generator on the other. */
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';
export const QUICK = process.argv.includes('--quick');
/** `full` normally; with --quick, `quick` (a tenth of `full` unless given). @param {number} full @param {number} [quick] */
export const sized = (full, quick = Math.max(1, Math.round(full / 10))) => (QUICK ? quick : full);

/** @param {string} name */
const demoAccount = (name) => {
  const [username = name, password = ''] = DEMO_ACCOUNTS.find(([user]) => user === name) ?? [];
  return { username, password };
};
export const STAFF = demoAccount('staff');
export const CUSTOMER = demoAccount('customer');

/** A file of the benchmarks, for `node <file>` in a child process. @param {string} name */
export const script = (name) => path.join(HERE, name);

/** A module of the built API, through its package exports (services/api/package.json). */
export const apiModule = createRequire(import.meta.url);

/**
 * A child process whose last 20 KB of stderr can be read back for error messages.
 * @typedef {import('node:child_process').ChildProcess & { stderrText: () => string }} BenchChild
 */

/**
 * Builds the API before measuring it: nx rebuilds only when the sources changed, and a
 * benchmark of a dist left over from older sources would report the wrong code.
 */
export function buildApi() {
  console.log('Building the API (nx run @shop/api:build; a no-op when up to date)…');
  const build = spawnSync('npx', ['nx', 'run', '@shop/api:build', '--output-style=static'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0)
    throw new Error('Building the API failed; run `npx nx run @shop/api:build` to see why.');
}

/** Servers and load generators still running, stopped on Ctrl-C with the databases. */
/** @type {Set<BenchChild>} */
const running = new Set();

const hasTaskset = spawnSync('taskset', ['--version']).status === 0;

/**
 * `node <script>` pinned to one core when taskset exists (it does on Linux CI); `core`
 * null leaves it free to use every core.
 * @param {string | null} core
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 * @returns {BenchChild}
 */
export function spawnNode(core, args, options) {
  const [command, commandArgs] =
    hasTaskset && core !== null
      ? ['taskset', ['-c', core, process.execPath, ...args]]
      : [process.execPath, args];
  const child = /** @type {BenchChild} */ (spawn(command, commandArgs, { cwd: ROOT, ...options }));
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr?.on(
    'data',
    (/** @type {Buffer} */ chunk) => (stderr = (stderr + chunk).slice(-20_000)),
  );
  child.stderrText = () => stderr;
  return child;
}

/**
 * The built API (the package's entry, @shop/api) on `port`, pinned to the server core
 * unless `pinned` is false, in production mode with a throwaway secret; without
 * `databaseUrl`, on the embedded SQLite database in `dataDir`. `env` adds settings
 * (e.g. PRODUCT_LIST_CACHE).
 * @param {{ port: number, databaseUrl?: string, dataDir?: string, env?: Record<string, string>, pinned?: boolean }} options
 */
export function startApi({ port, databaseUrl, dataDir, env: settings = {}, pinned = true }) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    ...settings,
  };
  env.JWT_SECRET = randomBytes(48).toString('base64url');
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  if (dataDir) env.DATA_DIR = dataDir;
  const main = apiModule.resolve('@shop/api');
  return spawnNode(pinned ? SERVER_CORE : null, [main], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/**
 * Migrates and demo-seeds a fresh database the way a deployment does: the API starts on
 * it once and stops. @param {string} databaseUrl @param {Record<string, string>} [env]
 */
export async function migrateThroughApi(databaseUrl, env = {}) {
  const { child } = await serve((port) => startApi({ port, databaseUrl, env }));
  await stopProcess(child);
}

/** @param {string} url @param {BenchChild} child */
export async function waitForHealth(url, child, seconds = 120) {
  for (let attempt = 0; attempt < seconds * 4; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}):\n${child.stderrText()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** @param {import('node:child_process').ChildProcess | null | undefined} child */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** @type {Set<() => Promise<void>>} */
const cleanups = new Set();
let interrupted = false;

/** Ctrl-C or a kill still drops the scratch databases before the process ends. */
/** @param {NodeJS.Signals} signal */
function onSignal(signal) {
  if (interrupted) return;
  interrupted = true;
  console.error(`\n${signal}: cleaning up…`);
  for (const child of running) child.kill('SIGTERM');
  Promise.allSettled([...cleanups].map((cleanup) => cleanup())).finally(() => process.exit(130));
}
process.once('SIGINT', onSignal).once('SIGTERM', onSignal);

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

/** The p-th percentile (nearest rank) of ascending `sorted`. @param {number[]} sorted @param {number} p */
export const percentile = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
      NaN);

/** @param {number[]} values */
export const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

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
 * Starts a server, waits for its health route and hands back its base URL and process.
 * @param {(port: number) => BenchChild} start
 */
export async function serve(start) {
  const port = await freePort();
  const child = start(port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${base}/api/health`, child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { base, child };
}

/**
 * Signs in through the API under test and returns the bearer token.
 * @param {string} base
 * @param {{ username: string, password: string }} credentials
 * @returns {Promise<string>}
 */
export async function signIn(base, credentials) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok)
    throw new Error(`Signing in failed: ${response.status} ${await response.text()}`);
  return /** @type {{ access_token: string }} */ (await response.json()).access_token;
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

/**
 * Runs `node <script> '<options as JSON>'` pinned to `core` and resolves to the one JSON
 * line it prints, with the CPU ms each of `pids` (the servers, the database) spent meanwhile.
 * @param {string} core
 * @param {string} name a file of the benchmarks
 * @param {object} options
 * @param {Array<number | string | null | undefined>} [pids]
 * @returns {Promise<{ result: any, cpuMs: number[] }>}
 */
export async function runJsonChild(core, name, options, pids = []) {
  const before = pids.map(cpuMsOf);
  const child = spawnNode(core, [script(name), JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout?.on('data', (/** @type {Buffer} */ chunk) => (stdout += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${name} failed (${code}):\n${child.stderrText()}`);
  return {
    result: JSON.parse(stdout),
    cpuMs: pids.map((pid, i) => cpuMsOf(pid) - (before[i] ?? 0)),
  };
}

const CLOCK_TICKS = 100;

/**
 * CPU ms (user + system) a process has used so far, or NaN where /proc is missing.
 * @param {number | string | null | undefined} pid
 */
export function cpuMsOf(pid) {
  if (pid === null || pid === undefined) return NaN;
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
  } catch {
    return NaN;
  }
}

/** The local database server's process, whose CPU the runs also report; null when remote. */
export function databaseServerPid() {
  for (const name of ['mariadbd', 'mysqld']) {
    try {
      return execFileSync('pgrep', ['-o', '-x', name], { encoding: 'utf8' }).trim();
    } catch {
      // not running under this name
    }
  }
  return null;
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

/**
 * The API and its bare twin must answer every measured URL with the same JSON, and a
 * non-empty `list`, or the comparison is void.
 * @param {{ base: string, token?: string }} api
 * @param {string} bare base URL
 * @param {string[]} paths
 * @param {string} list the answer's array, e.g. `products`
 */
export async function assertSameAnswers(api, bare, paths, list) {
  /** @param {string} url @param {string} [token] */
  const bodyOf = async (url, token) => {
    const response = await fetch(
      url,
      token ? { headers: { authorization: `Bearer ${token}` } } : {},
    );
    if (!response.ok)
      throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return /** @type {Record<string, unknown[]>} */ (await response.json());
  };
  for (const path of paths) {
    const fromApi = await bodyOf(api.base + path, api.token);
    const fromBare = await bodyOf(bare + path);
    if (!fromApi[list]?.length) throw new Error(`${path} lists no ${list}`);
    if (!isDeepStrictEqual(fromApi, fromBare))
      throw new Error(
        `The servers disagree on ${path}:\nAPI:  ${JSON.stringify(fromApi).slice(0, 600)}\n` +
          `bare: ${JSON.stringify(fromBare).slice(0, 600)}`,
      );
  }
}
