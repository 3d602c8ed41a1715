// @ts-check
// Login benchmark (`npm run bench` runs it first): login throughput of the built API.
// Starts services/api/dist/main.js on a free port with a fresh SQLite DATA_DIR (demo
// data seeded), waits for health, then has 8 concurrent clients sign in as the demo
// customer for 10 s after a 2 s warm-up. Prints logins/s and p50/p99 latency and
// writes docs/bench-login.md. A benchmark, not a test: nothing here fails on a figure.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_MAIN,
  ROOT,
  buildApi,
  freePort,
  percentile,
  stopProcess,
  waitForHealth,
  writeDoc,
} from './support.mjs';

const CLIENTS = 8;
const WARM_UP_MS = 2_000;
const MEASURE_MS = 10_000;
const CREDENTIALS = { username: 'customer', password: 'Customer123!' };

// Not support.mjs's startApi: that one pins the API to one core, and argon2 hashes on
// every core it is given, which is what this figure measures.
/** @param {number} port @param {string} dataDir @returns {import('./support.mjs').BenchChild} */
function startApi(port, dataDir) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  // Always the embedded database and a throwaway secret, whatever the caller's shell has.
  delete env.DATABASE_URL;
  env.JWT_SECRET = randomBytes(48).toString('base64url');
  const api = spawn(process.execPath, [API_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  api.stderr.on('data', (/** @type {Buffer} */ chunk) => (stderr += chunk));
  return Object.assign(api, { stderrText: () => stderr });
}

/** @typedef {{ latencies: number[], failures: Map<number, number> }} Results */

/**
 * One client: sign in back to back until `until`; latencies count only after `measureFrom`.
 * @param {string} baseUrl
 * @param {number} measureFrom
 * @param {number} until
 * @param {Results} results
 */
async function client(baseUrl, measureFrom, until, results) {
  const body = JSON.stringify(CREDENTIALS);
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    const ended = performance.now();
    if (started < measureFrom || ended > until) continue;
    if (response.status === 200) results.latencies.push(ended - started);
    else results.failures.set(response.status, (results.failures.get(response.status) ?? 0) + 1);
  }
}

/** @param {Results} results */
function report({ latencies, failures }) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const perSecond = latencies.length / (MEASURE_MS / 1000);
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const lines = [
    '# Login throughput',
    '',
    `Measured by \`npm run bench\` (tools/bench/login.mjs) on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| what | value |',
    '| --- | --- |',
    `| logins per second | **${perSecond.toFixed(1)}** |`,
    `| latency p50 | ${percentile(sorted, 50)?.toFixed(1)} ms |`,
    `| latency p99 | ${percentile(sorted, 99)?.toFixed(1)} ms |`,
    `| successful logins measured | ${latencies.length} |`,
    `| failed requests | ${[...failures].map(([s, n]) => `${n} × ${s}`).join(', ') || 'none'} |`,
    `| clients | ${CLIENTS} concurrent, ${WARM_UP_MS / 1000} s warm-up, ${MEASURE_MS / 1000} s measured |`,
    '| request | `POST /api/auth/login` as `customer` (embedded SQLite, one API process) |',
    '| password hash | argon2id, 19 MiB, t=2, p=1 (services/api/src/users/password.ts) |',
    `| machine | ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${os.platform()} |`,
    '',
    'Each login verifies one argon2id hash, which dominates the cost: the figure is',
    'roughly (cores available to the hashing threads) ÷ (one hash time). Failed logins',
    'cost the same hash and are throttled per account and per address.',
    '',
  ];
  return lines.join('\n');
}

export async function runLoginBench() {
  buildApi();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}/api`;
  const api = startApi(port, dataDir);
  try {
    console.log(`Starting the API on port ${port} with a fresh SQLite database…`);
    await waitForHealth(`${baseUrl}/health`, api);
    console.log(
      `Signing in with ${CLIENTS} clients: ${WARM_UP_MS / 1000} s warm-up, ${MEASURE_MS / 1000} s measured…`,
    );
    /** @type {Results} */
    const results = { latencies: [], failures: new Map() };
    const now = performance.now();
    const measureFrom = now + WARM_UP_MS;
    const until = measureFrom + MEASURE_MS;
    await Promise.all(
      Array.from({ length: CLIENTS }, () => client(baseUrl, measureFrom, until, results)),
    );
    const markdown = report(results);
    await writeDoc('bench-login.md', markdown);
  } finally {
    await stopProcess(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLoginBench().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
