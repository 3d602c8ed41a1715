import { afterSignInPath } from './safe-redirect';

describe('where sign-in goes next', () => {
  it.each([
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['/inventory', '/inventory'],
    ['/products?category=men#top', '/products?category=men#top'],
    ['/purchases/7', '/purchases/7'],
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
  ])('refuses %p and opens the dashboard instead', (redirect) => {
    expect(afterSignInPath(redirect)).toBe('/dashboard');
  });
});
