// @ts-check
// The inventory benchmark's load generator, run pinned to the load core:
// `node perf/bench/inventory-load.mjs '<json>'` with { base, method, path, token?, body?,
// connections, warmUpSeconds, seconds, minAnswers?, maxSeconds?, once? }. Each connection
// sends the request back to back over its own kept-alive socket (keep-alive-client.mjs).
// Answers that arrive between the end of the warm-up and the deadline count, as autocannon
// counts them; a URL slower than that keeps being measured, up to `maxSeconds`, until
// `minAnswers` have arrived, so it still gets a latency. With `once`, each connection sends
// exactly one request and all count (a burst). Prints one JSON line (see `Tally`).
import { keepAliveClient } from './keep-alive-client.mjs';

/**
 * @typedef {object} Tally
 * @property {number[]} latencies ms of each counted 2xx answer, ascending
 * @property {number} seconds the measured window (with `once`, the burst's wall time)
 * @property {number} failures counted answers that were not 2xx, and dropped connections
 * @property {string | null} firstError
 * @property {number} succeededInAll 2xx answers, warm-up and late ones included
 * @property {number} cpuMsPerAnswer this process's CPU per answer
 * @property {number} cpuMs this process's CPU in all, start-up included
 */

const options = JSON.parse(process.argv[2]);
const { base, method, path, token, body = '', connections, once = false } = options;
const client = keepAliveClient(base);
/** @type {Record<string, string>} */
const headers = {
  ...(token && { authorization: `Bearer ${token}` }),
  ...(body && { 'content-type': 'application/json' }),
};
const started = performance.now();
const measureFrom = once ? started : started + options.warmUpSeconds * 1000;
const until = once ? Infinity : measureFrom + options.seconds * 1000;
const { minAnswers = 0, maxSeconds = options.seconds } = options;
const lastChance = measureFrom + Math.max(options.seconds, maxSeconds) * 1000;
let lastCounted = measureFrom;
/** The window stays open past `until` while too few answers came, up to `lastChance`. @param {number} now */
const open = (now) =>
  now <= until || (now <= lastChance && tally.latencies.length + tally.failures < minAnswers);
/** @type {Omit<Tally, 'seconds' | 'cpuMsPerAnswer' | 'cpuMs'>} */
const tally = { latencies: [], failures: 0, firstError: null, succeededInAll: 0 };
let answeredInAll = 0;

async function connection() {
  do {
    const sent = performance.now();
    let ok = false;
    try {
      const answer = await client.request(method, path, headers, body);
      ok = answer.status >= 200 && answer.status < 300;
      if (!ok) tally.firstError ??= `${answer.status} ${answer.text.slice(0, 200)}`;
    } catch (error) {
      tally.firstError ??= String(error instanceof Error ? error.message : error);
    }
    const ended = performance.now();
    answeredInAll++;
    if (ok) tally.succeededInAll++;
    if (ended < measureFrom || (!once && !open(ended))) continue;
    if (ok) tally.latencies.push(ended - sent);
    else tally.failures++;
    lastCounted = ended;
  } while (!once && open(performance.now()));
}

const cpuBefore = process.cpuUsage();
await Promise.all(Array.from({ length: connections }, connection));
const cpu = process.cpuUsage(cpuBefore);
client.close();
/** @type {Tally} */
const result = {
  ...tally,
  latencies: tally.latencies.sort((a, b) => a - b),
  seconds: once
    ? (performance.now() - started) / 1000
    : (Math.min(lastChance, Math.max(until, lastCounted)) - measureFrom) / 1000,
  cpuMsPerAnswer: (cpu.user + cpu.system) / 1000 / Math.max(1, answeredInAll),
  cpuMs: ((total) => (total.user + total.system) / 1000)(process.cpuUsage()),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
