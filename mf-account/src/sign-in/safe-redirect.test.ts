import { afterSignInPath } from './safe-redirect';

describe('where sign-in goes next', () => {
  it.each([
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['/inventory', '/inventory'],
    ['/products?category=men#top', '/products?category=men#top'],
    ['/purchases/7', '/purchases/7'],
    // Dot segments that stay on the site are resolved as the browser would.
    ['/./inventory', '/inventory'],
    ['/products/../cart', '/cart'],
    ['/%2e/purchases', '/purchases'],
  ])('redirect=%p opens %s', (redirect, expected) => {
    expect(afterSignInPath(redirect)).toBe(expected);
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/inventory'],
    ['/\\evil.com'],
    ['/\t/evil.com'],
    ['https://evil.com/'],
    ['javascript:alert(1)'],
    ['evil.com'],
    ['/login'],
    ['/register?redirect=/inventory'],
    // Dot segments that leave a protocol-relative `//host` behind
    // (docs/decisions/0067-sign-in-returns-only-to-this-site.md).
    ['/.//example.org'],
    ['/..//example.org'],
    ['/%2e//example.org'],
    ['/%2E//example.org'],
    ['/%2e%2e//example.org'],
    ['/./\\example.org'],
    ['/.\\/example.org'],
    ['/a/..//example.org'],
    ['/././/example.org/inventory'],
    ['/.//example.org?x=1#y'],
    ['/\t.//example.org'],
    ['/.\n//example.org'],
    ['http://localhost.evil.com/'],
    ['/./login'],
  ])('refuses %p and opens the dashboard instead', (redirect) => {
    expect(afterSignInPath(redirect)).toBe('/dashboard');
  });
});
