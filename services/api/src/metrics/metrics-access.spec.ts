import type { FastifyRequest } from 'fastify';
import { isInternalAddress, scrapeAddress } from './metrics-access';

/** The parts of a Fastify request the scrape's address is read from. */
function request(fields: {
  socket: string;
  forwardedFor?: string;
  ips?: string[];
  ip?: string;
  clientAddress?: string;
}): FastifyRequest {
  return {
    socket: { remoteAddress: fields.socket },
    headers: fields.forwardedFor === undefined ? {} : { 'x-forwarded-for': fields.forwardedFor },
    ips: fields.ips,
    ip: fields.ip ?? fields.socket,
    clientAddress: fields.clientAddress ?? fields.ip ?? fields.socket,
  } as unknown as FastifyRequest;
}

describe('isInternalAddress', () => {
  it('takes loopback and the private ranges, in either family', () => {
    for (const address of ['127.0.0.1', '10.9.8.7', '172.31.0.1', '192.168.0.1', '::1', 'fd00::1'])
      expect(isInternalAddress(address)).toBe(true);
    expect(isInternalAddress('::ffff:10.0.0.1')).toBe(true);
  });

  it('refuses public addresses, the edges of the ranges and nothing at all', () => {
    for (const address of ['203.0.113.5', '172.32.0.1', '8.8.8.8', '2001:db8::1', '', undefined])
      expect(isInternalAddress(address)).toBe(false);
  });
});

describe('scrapeAddress', () => {
  it("is the connection's address when nothing was forwarded", () => {
    expect(scrapeAddress(request({ socket: '10.0.0.4' }))).toBe('10.0.0.4');
  });

  it('is the address a trusted proxy named', () => {
    const forwarded = { socket: '127.0.0.1', forwardedFor: '203.0.113.5' };
    const trusted = { ips: ['127.0.0.1', '203.0.113.5'], ip: '203.0.113.5' };
    expect(scrapeAddress(request({ ...forwarded, ...trusted }))).toBe('203.0.113.5');
  });

  it('is nobody when the proxy is not trusted, or did not prove itself with the secret', () => {
    const forwarded = { socket: '127.0.0.1', forwardedFor: '10.0.0.9' };
    expect(scrapeAddress(request(forwarded))).toBeUndefined();
    expect(
      scrapeAddress(
        request({
          ...forwarded,
          ips: ['127.0.0.1', '10.0.0.9'],
          ip: '10.0.0.9',
          clientAddress: '127.0.0.1',
        }),
      ),
    ).toBeUndefined();
  });
});
