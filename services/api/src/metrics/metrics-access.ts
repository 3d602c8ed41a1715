import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export const METRICS_TOKEN_REQUIRED =
  'Metrics are read from the internal network or with the metrics token';
export const METRICS_TOKEN_WRONG = 'Wrong metrics token';

/** Loopback and the private ranges: where a scraper beside the API connects from. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
INTERNAL.addAddress('::1', 'ipv6');
INTERNAL.addSubnet('fc00::', 7, 'ipv6');
INTERNAL.addSubnet('fe80::', 10, 'ipv6');

export function isInternalAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return isIPv4(v4) ? INTERNAL.check(v4, 'ipv4') : INTERNAL.check(address, 'ipv6');
}

/**
 * The address a scrape comes from (docs/operations.md#metrics). Without `X-Forwarded-For`, the
 * connection's own. With it, only the address a trusted proxy named (TRUST_PROXY and, when set,
 * PROXY_SECRET: auth/client-address.ts decided `clientAddress`); a forwarded request through a
 * proxy that is not trusted has no address we can place, so the shop's own proxy on loopback or
 * nginx on a private network never lends a browser their address.
 */
export function scrapeAddress(request: FastifyRequest): string | undefined {
  const socket = request.socket.remoteAddress;
  if (request.headers['x-forwarded-for'] === undefined) return socket;
  const believed = (request.ips?.length ?? 0) > 1 && request.clientAddress === request.ip;
  return believed ? request.clientAddress : undefined;
}

/**
 * Who may read `/api/metrics`: anyone from the internal network, anyone else with METRICS_TOKEN as
 * a bearer token (docs/decisions/0100-metrics-and-traces-for-operations.md). 401 with no token,
 * 403 with a wrong one (or when no token is configured).
 */
@Injectable()
export class MetricsAccess {
  private token: Buffer | null = null;

  /** METRICS_TOKEN, set by createApp; null: the internal network only. */
  useToken(token: string | null): void {
    this.token = token === null ? null : Buffer.from(token);
  }

  assertMayScrape(request: FastifyRequest): void {
    if (isInternalAddress(scrapeAddress(request))) return;
    const sent = /^bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (sent === undefined) throw new UnauthorizedException(METRICS_TOKEN_REQUIRED);
    if (!this.token || !sameToken(Buffer.from(sent), this.token))
      throw new ForbiddenException(METRICS_TOKEN_WRONG);
  }
}

function sameToken(sent: Buffer, expected: Buffer): boolean {
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
