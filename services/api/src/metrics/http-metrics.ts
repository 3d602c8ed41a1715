import type { FastifyInstance } from 'fastify';
import { Histogram } from 'prom-client';
import type { MetricsRegistry } from './metrics-registry';

/** Request durations, in seconds: from a cached list (milliseconds) to a slow report. */
export const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched: one series, whatever the URL was. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Every answered request into one histogram by method, route pattern (`/api/products/:id`, never
 * the URL, so ids and queries make no new series) and status (docs/operations.md#metrics). Its
 * `_count` is the requests by route and status. A Fastify hook, as the other per-request work is
 * (docs/performance.md#fastify-hooks-instead-of-nest-middleware): its cost is measured by
 * `node perf/devices/metrics-hook.mjs`.
 */
export function countRequests(fastify: FastifyInstance, metrics: MetricsRegistry): void {
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API requests by method, route pattern and status, and how long each took',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [metrics.registry],
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
