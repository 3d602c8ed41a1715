// @ts-check
// The load generator, run by the benchmarks as `taskset -c 1 node perf/bench/load.mjs '<json>'`
// so it never shares a core with the server it measures. Warms up, then makes `runs` runs
// and prints one JSON line: requests/s, p50 and p99 latency (ms) and failures per run.
import autocannon from 'autocannon';

const { url, connections, warmUpSeconds, runs, runSeconds } = JSON.parse(process.argv[2]);

/** @param {number} duration */
const load = (duration) => autocannon({ url, connections, duration, pipelining: 1 });

await load(warmUpSeconds);
const results = [];
for (let run = 0; run < runs; run++) {
  const result = await load(runSeconds);
  results.push({
    requestsPerSecond: result.requests.total / runSeconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  });
}
process.stdout.write(`${JSON.stringify(results)}\n`);
