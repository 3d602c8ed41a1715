import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/**
 * The basic browser-facing headers on every API answer
 * (docs/decisions/0046-security-headers-on-every-answer.md), set by helmet: nosniff, no framing, no
 * referrer, and a policy that lets the OpenAPI page at /api/docs load only its own files. HSTS is
 * left to the TLS-terminating proxy (docs/operations.md), which knows whether the site is served
 * over HTTPS.
 */
const setHeaders = helmet({
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'no-referrer' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // The OpenAPI page's own inline styles; nothing here runs inline script.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
});

/** Puts the headers on one answer; helmet only sets headers and then calls back. */
export function applySecurityHeaders(reply: FastifyReply): void {
  setHeaders(reply.request.raw, reply.raw, () => undefined);
}

/**
 * Every routed answer gets them first thing. An answer the router gives before any hook
 * runs (a malformed %-escape) gets them from `frameworkErrors` in app.ts.
 */
export function addSecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (_request, reply, done) => {
    applySecurityHeaders(reply);
    done();
  });
}
