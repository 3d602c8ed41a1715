import { CONTENT_PAGES } from '@shop/contracts';
import type { SessionView } from './access';
import { routeTitle } from './route-title';

const visitor: SessionView = { status: 'signedOut', role: null };
const customer: SessionView = { status: 'signedIn', role: 'customer' };
const staff: SessionView = { status: 'signedIn', role: 'staff' };

describe('tab titles, read from the route table', () => {
  it.each([
    ['/', visitor, null],
    ['/products', visitor, 'Products'],
    ['/products/7', visitor, 'Product'],
    ['/cart', visitor, 'Shopping Cart'],
    ['/login', visitor, 'Sign In'],
    ['/register', visitor, 'Create Account'],
    ['/profile', customer, 'Profile'],
    ['/purchases', customer, 'My Purchases'],
    ['/purchases', staff, 'Purchases'],
    ['/purchases/12', customer, 'Purchase Details'],
    ['/dashboard', customer, 'Dashboard'],
    ['/inventory', staff, 'Inventory'],
    ['/sales', staff, 'Point of Sale'],
    ['/customer-returns', staff, 'Returns'],
    ['/registers', staff, 'Registers'],
    ['/reports', staff, 'Reports'],
  ] as const)('%s for %o is %p', (pathname, session, title) => {
    expect(routeTitle({ pathname }, session)).toBe(title);
  });

  it('names each footer page by its heading', () => {
    for (const page of CONTENT_PAGES)
      expect(routeTitle({ pathname: page.path }, visitor)).toBe(page.title);
  });

  it('says what the guard shows instead of the page', () => {
    expect(routeTitle({ pathname: '/nowhere' }, visitor)).toBe('Page Not Found');
    expect(routeTitle({ pathname: '/inventory' }, customer)).toBe('Access Denied');
    expect(routeTitle({ pathname: '/profile' }, visitor)).toBe('Sign In');
  });
});
