import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_PAGES } from '@shop/contracts';
import { ROUTES, findRoute, matchPath, ownerFor } from './routes';
import { isRemoteActive } from '../federation/remote-apps';
import type { SessionView } from './access';

const visitor: SessionView = { status: 'signedOut', role: null };
const customer: SessionView = { status: 'signedIn', role: 'customer' };
const staff: SessionView = { status: 'signedIn', role: 'staff' };

function at(path: string): Location {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search } as Location;
}

describe('route table', () => {
  it.each([
    ['/', 'storefront', undefined],
    ['/products', 'storefront', undefined],
    ['/products/:id', 'storefront', undefined],
    ['/cart', 'storefront', undefined],
    ['/login', 'account', undefined],
    ['/register', 'account', undefined],
    ['/profile', 'account', 'customer'],
    ['/purchases', 'account', 'customer'],
    ['/purchases/:id', 'account', 'customer'],
    ['/inventory', 'backoffice', 'staff'],
    ['/suppliers', 'backoffice', 'staff'],
    ['/sales', 'backoffice', 'staff'],
    ['/customer-returns', 'backoffice', 'staff'],
    ['/registers', 'backoffice', 'staff'],
    ['/registers/sessions/:id', 'backoffice', 'staff'],
    ['/catalogue/import', 'backoffice', 'staff'],
    ['/catalogue/labels', 'backoffice', 'staff'],
    ['/reports', 'reports', 'staff'],
    ['/audit', 'backoffice', 'admin'],
    ['/releases', 'backoffice', 'admin'],
  ])('%s belongs to %s, least role %s', (path, owner, leastRole) => {
    const route = ROUTES.find((candidate) => candidate.path === path);
    expect(route).toBeDefined();
    expect(route?.owner).toBe(owner);
    expect(route?.leastRole).toBe(leastRole);
  });

  it('has the nine footer pages, open, in the storefront', () => {
    expect(CONTENT_PAGES.map((page) => page.path)).toEqual([
      '/about',
      '/contact',
      '/support',
      '/shipping',
      '/returns',
      '/size-guide',
      '/faq',
      '/privacy',
      '/terms',
    ]);
    for (const { path } of CONTENT_PAGES) {
      const route = findRoute(path);
      expect(route?.owner).toBe('storefront');
      expect(route?.leastRole).toBeUndefined();
    }
  });

  it('is the table of docs/product/README.md#screens-and-routes, which the Playwright axe walk reads', () => {
    const product = readFileSync(path.join(__dirname, '../../../docs/product/README.md'), 'utf8');
    const table = product.split('## Screens and routes')[1]!.split('\n\n')[1]!;
    const documented = table
      .split('\n')
      .slice(2)
      .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!))
      .map((route) => route.replace('{id}', ':id'));
    expect([...documented].sort()).toEqual(ROUTES.map((route) => route.path).sort());
  });

  it('has each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives /dashboard to the account module for customers and the back office for staff and admins', () => {
    const dashboard = findRoute('/dashboard');
    expect(dashboard?.leastRole).toBe('customer');
    expect(dashboard && ownerFor(dashboard, 'customer')).toBe('account');
    expect(dashboard && ownerFor(dashboard, 'staff')).toBe('backoffice');
    expect(dashboard && ownerFor(dashboard, 'admin')).toBe('backoffice');
  });

  it('matches parameters and ignores a trailing slash, nothing more', () => {
    expect(matchPath('/products/:id', '/products/42')).toBe(true);
    expect(matchPath('/products', '/products/')).toBe(true);
    expect(matchPath('/products/:id', '/products/42/reviews')).toBe(false);
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(findRoute('/catalogue/import')?.title).toBe('Import and Export');
    expect(findRoute('/catalogue/labels')?.title).toBe('Labels');
    expect(findRoute('/catalogue/7')?.title).toBe('Style');
  });
});

describe('activeWhen, derived from the table', () => {
  it('mounts the storefront on its pages for everyone', () => {
    expect(isRemoteActive('storefront', at('/'), visitor)).toBe(true);
    expect(isRemoteActive('storefront', at('/products/3?x=1'), visitor)).toBe(true);
    expect(isRemoteActive('storefront', at('/size-guide'), customer)).toBe(true);
    expect(isRemoteActive('account', at('/'), visitor)).toBe(false);
  });

  it('mounts exactly one dashboard owner per role', () => {
    expect(isRemoteActive('account', at('/dashboard'), customer)).toBe(true);
    expect(isRemoteActive('backoffice', at('/dashboard'), customer)).toBe(false);
    expect(isRemoteActive('backoffice', at('/dashboard'), staff)).toBe(true);
    expect(isRemoteActive('account', at('/dashboard'), staff)).toBe(false);
  });

  it('mounts no module where the guard answers instead', () => {
    expect(isRemoteActive('backoffice', at('/inventory'), customer)).toBe(false);
    expect(isRemoteActive('reports', at('/reports'), visitor)).toBe(false);
    expect(isRemoteActive('reports', at('/reports'), { status: 'loading', role: 'staff' })).toBe(
      false,
    );
    expect(isRemoteActive('reports', at('/reports'), { status: 'signedIn', role: 'admin' })).toBe(
      true,
    );
  });
});
