// @ts-check
// The store hour's load process, run pinned to the load core:
// `node perf/bench/store-hour-load.mjs '{"file": …}'`, the file holding { base, tills: [{ token,
// registerId }], shoppers: [token], managers: [token], fixtures, warmUpSeconds, seconds } (two
// hundred tokens are too long for one argument). Every person
// (store-hour-actors.mjs) works from the start; answers that arrive after the warm-up and
// before the end count. All share one kept-alive client (keep-alive-client.mjs), a socket per
// request in flight. Prints one JSON line: per action the count, p50, p99 and the answers by
// status, and this process's CPU (start-up included).
import { readFileSync } from 'node:fs';
import { keepAliveClient } from './keep-alive-client.mjs';
import { manager, shopper, till } from './store-hour-actors.mjs';
import { percentile, seededRandom } from './support.mjs';

/**
 * @typedef {object} ActionTally
 * @property {number} count 2xx answers counted
 * @property {number} p50
 * @property {number} p99
 * @property {Record<string, number>} statuses every counted answer by status ("no answer" for a dropped connection)
 * @property {string | null} firstError the first failed answer's status and text
 */

const options = JSON.parse(readFileSync(JSON.parse(process.argv[2] ?? '{}').file, 'utf8'));
const client = keepAliveClient(options.base);
const started = performance.now();
const measureFrom = started + options.warmUpSeconds * 1000;
const until = measureFrom + options.seconds * 1000;
/** @typedef {{ latencies: number[], statuses: Map<string, number>, firstError: string | null }} Answers */
/** @type {Map<string, Answers>} */
const actions = new Map();

/** @param {string} action @param {string} status @param {number} sent @param {string} [error] */
function tally(action, status, sent, error) {
  const ended = performance.now();
  if (sent < measureFrom || ended > until) return;
  /** @type {Answers} */
  const entry = actions.get(action) ?? { latencies: [], statuses: new Map(), firstError: null };
  actions.set(action, entry);
  entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  if (status.startsWith('2')) entry.latencies.push(ended - sent);
  else entry.firstError ??= `${status} ${error ?? ''}`.trim().slice(0, 240);
}

/** No person waits for ever: an answer later than a minute counts as none. @template T @param {Promise<T>} request @returns {Promise<T>} */
function answerWithin(request) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('No answer within 60 s')), 60_000);
  });
  return /** @type {Promise<T>} */ (Promise.race([request, late])).finally(() =>
    clearTimeout(timer),
  );
}

/** One person's shift: their token on every request, their own seeded random. @param {string} token @param {number} seed @returns {import('./store-hour-actors.mjs').Shift} */
function shiftOf(token, seed) {
  return {
    async call(action, method, path, body, headers = {}) {
      const sent = performance.now();
      try {
        const answer = await answerWithin(
          client.request(
            method,
            path,
            {
              authorization: `Bearer ${token}`,
              ...(body && { 'content-type': 'application/json' }),
              ...headers,
            },
            body ? JSON.stringify(body) : '',
          ),
        );
        const ok = answer.status >= 200 && answer.status < 300;
        tally(action, String(answer.status), sent, ok ? undefined : answer.text);
        return ok ? JSON.parse(answer.text) : null;
      } catch (error) {
        tally(action, 'no answer', sent, String(error instanceof Error ? error.message : error));
        return null;
      }
    },
    // A pause ends with the hour, so nobody is still waiting to act once it is over.
    pause: (fromMs, toMs) => {
      const wanted = fromMs + Math.random() * (toMs - fromMs);
      const left = Math.max(0, until - performance.now());
      return new Promise((resolve) => setTimeout(resolve, Math.min(wanted, left)));
    },
    open: () => performance.now() < until,
    random: seededRandom(seed),
    fixtures: options.fixtures,
  };
}

/** People arrive over the first seconds, not all in the same millisecond. @param {() => Promise<void>} work */
const arrive = async (work) => {
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 5_000));
  await work();
};

await Promise.all([
  .../** @type {Array<{ token: string, registerId: number }>} */ (options.tills).map((t, i) =>
    arrive(() => till(shiftOf(t.token, 1_000 + i), t.registerId)),
  ),
  .../** @type {string[]} */ (options.shoppers).map((token, i) =>
    arrive(() => shopper(shiftOf(token, 2_000 + i))),
  ),
  .../** @type {string[]} */ (options.managers).map((token, i) =>
    arrive(() => manager(shiftOf(token, 3_000 + i))),
  ),
]);
const cpu = process.cpuUsage();
client.close();
/** @type {Record<string, ActionTally>} */
const result = {};
for (const [action, { latencies, statuses, firstError }] of actions) {
  const sorted = latencies.sort((a, b) => a - b);
  result[action] = {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    statuses: Object.fromEntries(statuses),
    firstError,
  };
}
process.stdout.write(
  `${JSON.stringify({ actions: result, seconds: options.seconds, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`,
);
