import { timingSafeEqual } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Which client address the throttles count
 * (docs/architecture.md#sessions-limits-and-client-addresses). A forwarded address
 * (X-Forwarded-For) is believed only from a trusted proxy, and the default is the shop's own
 * front-end server, which proves itself with a shared secret rather than with its address: on one
 * machine every local program connects from loopback, so trusting loopback alone would let any
 * local client choose the address it is counted under.
 */
export interface ProxySettings {
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): the peers whose X-Forwarded-For is read: addresses
   * or CIDRs (`loopback`, `10.0.0.0/8`, comma-separated), a hop count, or `true`; false: none.
   */
  trustProxy: boolean | string | number;
  /**
   * PROXY_SECRET: when set, a forwarded address is believed only from a trusted peer that
   * also sends it in `X-Proxy-Secret`; any other request counts under its own peer address.
   */
  secret: string | null;
}

export const PROXY_SECRET_HEADER = 'x-proxy-secret';
/** A generated secret is 43 characters; fewer would be guessable by a local client. */
export const MIN_PROXY_SECRET_LENGTH = 32;

declare module 'fastify' {
  interface FastifyRequest {
    /** The address the throttles count: see `trustForwardedAddresses`. */
    clientAddress: string;
  }
}

/**
 * Sets `request.clientAddress` on every request: Fastify's `request.ip` (which already
 * follows TRUST_PROXY) when no secret is configured or the request carries it, else the
 * peer's own address. The secret header is removed so nothing later logs or forwards it.
 */
export function trustForwardedAddresses(fastify: FastifyInstance, secret: string | null): void {
  const expected = secret === null ? null : Buffer.from(secret);
  fastify.decorateRequest('clientAddress', '');
  fastify.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const sent = request.headers[PROXY_SECRET_HEADER];
    delete request.headers[PROXY_SECRET_HEADER];
    const proven = expected === null || (typeof sent === 'string' && sameSecret(sent, expected));
    request.clientAddress = proven ? request.ip : (request.socket.remoteAddress ?? request.ip);
    done();
  });
}

function sameSecret(sent: string, expected: Buffer): boolean {
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The client address the throttles count, as `trustForwardedAddresses` decided it. */
export const ClientAddress = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    context.switchToHttp().getRequest<FastifyRequest>().clientAddress,
);
