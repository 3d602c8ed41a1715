// @ts-check
// `node perf/devices/metrics-hook.mjs`: CPU per request of the API's Prometheus hook
// (services/api/src/metrics/http-metrics.ts: one `onResponse` hook observing a histogram by
// method, route pattern and status), against the same Fastify app without it. One cheap route
// with an id in its path, requests injected: the figure is the hook's cost, not the API's.
import Fastify from 'fastify';
import { Histogram, Registry } from 'prom-client';
import { cpuPerCall } from './support.mjs';

/** The hook as the API adds it (same labels, same buckets). */
/** @param {import('fastify').FastifyInstance} fastify */
function countRequests(fastify) {
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API requests by method, route pattern and status, and how long each took',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [new Registry()],
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(unmatched)',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** @param {boolean} withHook */
async function appOf(withHook) {
  const fastify = Fastify();
  if (withHook) countRequests(fastify);
  fastify.get('/api/products/:id', (request) => ({
    id: Number(/** @type {{ id: string }} */ (request.params).id),
    name: 'Trail shoe',
  }));
  await fastify.ready();
  return fastify;
}

const bare = await appOf(false);
const counted = await appOf(true);
let id = 0;
const cost = await cpuPerCall(
  {
    'without the hook': () => bare.inject({ url: `/api/products/${++id % 500}` }),
    'with the hook': () => counted.inject({ url: `/api/products/${++id % 500}` }),
  },
  { rounds: 15, perBlock: 2000 },
);
for (const [side, us] of Object.entries(cost)) {
  console.log(`${side}: median ${us.toFixed(1)} µs of CPU per request`);
}
const [without, withHook] = Object.values(cost);
console.log(`the hook: ${(withHook - without).toFixed(1)} µs per request`);
