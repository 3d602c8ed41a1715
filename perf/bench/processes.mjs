// @ts-check
// The benchmarks' child processes: servers and load generators pinned to a core, children
// that print one JSON line, the CPU a process has used, and stopping everything (and
// running the cleanups, which drop the scratch databases) on Ctrl-C.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '../..');
/** The server under test runs on one core, the load generator on the other. */
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';

/** A file of the benchmarks, for `node <file>` in a child process. @param {string} name */
export const script = (name) => path.join(HERE, name);

/**
 * A child process whose last 20 KB of stderr can be read back for error messages.
 * @typedef {import('node:child_process').ChildProcess & { stderrText: () => string }} BenchChild
 */

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

/** @param {import('node:child_process').ChildProcess | null | undefined} child */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
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

/** Cleanups (dropping scratch databases) still to run, also on Ctrl-C. */
/** @type {Set<() => Promise<void>>} */
export const cleanups = new Set();
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
