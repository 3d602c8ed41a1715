// @ts-check
// Measuring the inventory list: the API and the bare server take turns per URL, round
// after round, each time through a fresh load process (inventory-load.mjs) on the load
// core, so a change in the shared machine's speed falls on both sides alike. Each run also
// says how much of the machine's CPU went to work outside the benchmark meanwhile.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import * as bench from './support.mjs';

/** @typedef {import('./inventory-load.mjs').Tally} Tally */
/**
 * @typedef {object} LoadOptions
 * @property {string} base
 * @property {string} method
 * @property {string} path
 * @property {string} [token]
 * @property {string} [body]
 * @property {number} connections
 * @property {number} [warmUpSeconds]
 * @property {number} [seconds]
 * @property {number} [minAnswers]
 * @property {number} [maxSeconds]
 * @property {boolean} [once]
 */
/**
 * One side's rounds on one URL, combined.
 * @typedef {object} Measurement
 * @property {number} requestsPerSecond
 * @property {number[]} perRound requests/s of each round
 * @property {number} p50
 * @property {number} p99
 * @property {number} answers counted 2xx answers
 * @property {number} failures
 * @property {string | null} firstError
 * @property {number} otherWork share of the machine's CPU (all cores) that processes outside
 *   the benchmark (other work, and the hypervisor's steal) took during the rounds; NaN without /proc
 */
/** @typedef {{ connections: number, firstWarmUpSeconds: number, rounds: number, warmUpSeconds: number, seconds: number, minAnswers: number, maxSeconds: number }} ListLoad */
/** @typedef {{ base: string, token?: string, pid?: number }} Side */
/** @typedef {Tally & { otherShare: number }} Round */

/** Runs one load process on the load core and resolves to its tally. @param {LoadOptions} options */
export async function runLoad(options) {
  const { result } = await bench.runJsonChild(bench.LOAD_CORE, 'inventory-load.mjs', options);
  return /** @type {Tally} */ (result);
}

/** CPU ms the whole machine has spent busy so far, steal included (/proc/stat), or NaN. */
export function machineBusyMs() {
  try {
    const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] =
      fields.map(Number);
    return (user + nice + system + irq + softirq + steal) * 10; // USER_HZ is 100
  } catch {
    return NaN;
  }
}

/**
 * One load run, and the share of the machine's CPU meanwhile taken by anything but the
 * database, the servers (`pids`) and the load process itself.
 * @param {LoadOptions} options
 * @param {Array<number | string | null | undefined>} pids
 * @returns {Promise<Round>}
 */
export async function runMeasured(options, pids) {
  const ours = () => pids.reduce((/** @type {number} */ sum, pid) => sum + bench.cpuMsOf(pid), 0);
  const [busyBefore, oursBefore, started] = [machineBusyMs(), ours(), performance.now()];
  const tally = await runLoad(options);
  const others = machineBusyMs() - busyBefore - (ours() - oursBefore) - tally.cpuMs;
  const capacity = (performance.now() - started) * os.cpus().length;
  return { ...tally, otherShare: Math.max(0, others) / capacity };
}

/** @param {Round[]} rounds @returns {Measurement} */
export function combine(rounds) {
  const latencies = rounds.flatMap((round) => round.latencies).sort((a, b) => a - b);
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  return {
    requestsPerSecond: latencies.length / seconds,
    perRound: rounds.map((round) => round.latencies.length / round.seconds),
    p50: bench.percentile(latencies, 50),
    p99: bench.percentile(latencies, 99),
    answers: latencies.length,
    failures: rounds.reduce((sum, round) => sum + round.failures, 0),
    firstError: rounds.find((round) => round.firstError)?.firstError ?? null,
    otherWork: rounds.reduce((sum, round) => sum + round.otherShare, 0) / rounds.length,
  };
}

/**
 * Every path on both sides: first an unmeasured warm-up of each side on the first path
 * (the API's code is then optimised), then `rounds` rounds of, per path, API then bare.
 * @param {{ api: Side, bare: Side }} sides
 * @param {string[]} paths
 * @param {ListLoad} load
 */
export async function measureList(sides, paths, load) {
  const { connections, warmUpSeconds, seconds, minAnswers, maxSeconds } = load;
  const pids = [bench.databaseServerPid(), sides.api.pid, sides.bare.pid];
  /** @param {Side} side @param {string} path @param {Partial<LoadOptions>} window */
  const run = (side, path, window) =>
    runMeasured(
      { base: side.base, token: side.token, method: 'GET', path, connections, ...window },
      pids,
    );
  const [first = '/api/inventory/'] = paths;
  console.log(`Warming both sides up on ${first} (${load.firstWarmUpSeconds} s each)…`);
  for (const side of [sides.api, sides.bare])
    await run(side, first, { warmUpSeconds: load.firstWarmUpSeconds, seconds: 0 });
  /** @type {Record<'api' | 'bare', Map<string, Round[]>>} */
  const tallies = { api: new Map(), bare: new Map() };
  for (let round = 1; round <= load.rounds; round++) {
    for (const path of paths) {
      console.log(`Round ${round} of ${load.rounds}, ${path}: API, then bare…`);
      for (const name of /** @type {const} */ (['api', 'bare'])) {
        const rounds = tallies[name].get(path) ?? [];
        rounds.push(
          await run(sides[name], path, { warmUpSeconds, seconds, minAnswers, maxSeconds }),
        );
        tallies[name].set(path, rounds);
      }
    }
  }
  /** @param {'api' | 'bare'} name */
  const results = (name) =>
    Object.fromEntries([...tallies[name]].map(([path, rounds]) => [path, combine(rounds)]));
  return { api: results('api'), bare: results('bare') };
}
