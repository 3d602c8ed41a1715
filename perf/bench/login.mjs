// @ts-check
// Login benchmark (`npm run bench` runs it first): login throughput of the built API on a
// fresh SQLite DATA_DIR (demo data seeded): 8 concurrent clients sign in as the demo
// customer for 10 s after a 2 s warm-up. Prints logins/s and p50/p99 latency and writes
// docs/bench-login.md. A benchmark, not a test: nothing here fails on a figure.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as bench from './support.mjs';

const CLIENTS = 8;
const WARM_UP_MS = bench.sized(2_000, 500);
const MEASURE_MS = bench.sized(10_000, 2_000);

/** @typedef {{ latencies: number[], failures: Map<number, number> }} Results */

/**
 * One client: sign in back to back until `until`; latencies count only after `measureFrom`.
 * @param {string} baseUrl
 * @param {number} measureFrom
 * @param {number} until
 * @param {Results} results
 */
async function client(baseUrl, measureFrom, until, results) {
  const body = JSON.stringify(bench.CUSTOMER);
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
    `Measured by \`npm run bench\` (perf/bench/login.mjs) on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| what | value |',
    '| --- | --- |',
    `| logins per second | **${perSecond.toFixed(1)}** |`,
    `| latency p50 | ${bench.percentile(sorted, 50)?.toFixed(1)} ms |`,
    `| latency p99 | ${bench.percentile(sorted, 99)?.toFixed(1)} ms |`,
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
  bench.buildApi();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  // Not pinned to one core: argon2 hashes on every core it is given, which is what this
  // figure measures. Always the embedded database, whatever the caller's shell has.
  console.log('Starting the API with a fresh SQLite database…');
  const api = await bench.serve((port) => bench.startApi({ port, dataDir, pinned: false }));
  try {
    console.log(
      `Signing in with ${CLIENTS} clients: ${WARM_UP_MS / 1000} s warm-up, ${MEASURE_MS / 1000} s measured…`,
    );
    /** @type {Results} */
    const results = { latencies: [], failures: new Map() };
    const measureFrom = performance.now() + WARM_UP_MS;
    const until = measureFrom + MEASURE_MS;
    const baseUrl = `${api.base}/api`;
    await Promise.all(
      Array.from({ length: CLIENTS }, () => client(baseUrl, measureFrom, until, results)),
    );
    await bench.writeDoc('bench-login.md', report(results));
  } finally {
    await bench.stopProcess(api.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
