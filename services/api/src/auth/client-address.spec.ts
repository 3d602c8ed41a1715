import { readProxySettings } from './client-address';

const SECRET = 's'.repeat(40);

describe('readProxySettings (TRUST_PROXY, PROXY_SECRET)', () => {
  it('believes no forwarded address when neither is set', () => {
    expect(readProxySettings({})).toEqual({ trustProxy: false, secret: null });
  });

  it("trusts loopback by default only together with the front-end server's secret", () => {
    expect(readProxySettings({ PROXY_SECRET: SECRET })).toEqual({
      trustProxy: 'loopback',
      secret: SECRET,
    });
  });

  it('takes TRUST_PROXY as true, a hop count or addresses, with or without a secret', () => {
    expect(readProxySettings({ TRUST_PROXY: 'true' })).toEqual({ trustProxy: true, secret: null });
    expect(readProxySettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readProxySettings({ TRUST_PROXY: '10.0.0.0/8', PROXY_SECRET: SECRET })).toEqual({
      trustProxy: '10.0.0.0/8',
      secret: SECRET,
    });
    expect(readProxySettings({ TRUST_PROXY: 'false', PROXY_SECRET: SECRET }).trustProxy).toBe(
      false,
    );
  });

  it('refuses a secret short enough to guess', () => {
    expect(() => readProxySettings({ PROXY_SECRET: 'short' })).toThrow('at least 32 characters');
  });
});
