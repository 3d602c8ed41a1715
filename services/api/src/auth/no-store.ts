import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every answer that carries or depends on a token: any request
 * that sends one (profile, purchases, staff routes, a staff view of the catalogue, sign-out)
 * and every `/api/auth/` route (sign-in and registration hand one out), success or error, so
 * no browser or proxy cache keeps a token or one person's data for the next
 * (docs/architecture.md#sessions-limits-and-client-addresses). One hook rather than a header per
 * route: a route added tomorrow is covered.
 */
export function noStoreForSessions(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined || request.url.startsWith('/api/auth/'))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
