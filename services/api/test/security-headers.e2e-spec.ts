import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

/**
 * The headers every API answer carries (docs/decisions/0046-security-headers-on-every-answer.md,
 * common/security-headers.ts).
 */
function expectSecurityHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
}

describe.each(databaseTargets())('security headers of the API on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(target);
  });
  afterAll(() => shop?.close());

  it('are on JSON answers, errors included', async () => {
    for (const path of ['/health', '/products?limit=1', '/products/999999', '/no-such-route']) {
      const response = await fetch(`${shop.baseUrl}${path}`);
      expectSecurityHeaders(response.headers);
    }
  });

  it('are on an answer the router refuses before any route runs (a malformed escape)', async () => {
    const response = await fetch(`${shop.baseUrl}/products/%zz`);
    expect(response.status).toBe(400);
    expectSecurityHeaders(response.headers);
  });

  it('are on the OpenAPI page, which loads its script from the API itself', async () => {
    const response = await fetch(`${shop.baseUrl}/docs`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(await response.text()).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  it('leave HSTS to the TLS-terminating proxy', async () => {
    const response = await fetch(`${shop.baseUrl}/health`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
