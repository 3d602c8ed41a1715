import { decideAccess } from './access';

describe('the guard decision', () => {
  it('shows a spinner on protected routes while the session is being checked', () => {
    expect(decideAccess({ pathname: '/profile' }, { status: 'loading', role: 'customer' })).toEqual(
      { kind: 'loading' },
    );
  });

  it('does not hold open pages for the session check', () => {
    expect(decideAccess({ pathname: '/' }, { status: 'loading', role: null })).toEqual({
      kind: 'render',
      remote: 'storefront',
    });
  });

  it('sends visitors to sign in, keeping the page they wanted', () => {
    expect(
      decideAccess(
        { pathname: '/inventory', search: '?q=tee' },
        { status: 'signedOut', role: null },
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Finventory%3Fq%3Dtee',
    });
  });

  it('denies customers the staff screens', () => {
    expect(
      decideAccess({ pathname: '/inventory' }, { status: 'signedIn', role: 'customer' }),
    ).toMatchObject({ kind: 'denied' });
    expect(
      decideAccess({ pathname: '/reports' }, { status: 'signedIn', role: 'customer' }),
    ).toMatchObject({ kind: 'denied' });
  });

  it('denies a signed-in user with an unknown role even the customer screens', () => {
    expect(
      decideAccess({ pathname: '/profile' }, { status: 'signedIn', role: 'guest' }),
    ).toMatchObject({ kind: 'denied' });
  });

  it('lets admins through staff routes (admin ranks above staff)', () => {
    for (const pathname of ['/inventory', '/suppliers', '/sales']) {
      expect(decideAccess({ pathname }, { status: 'signedIn', role: 'admin' })).toEqual({
        kind: 'render',
        remote: 'backoffice',
      });
    }
    expect(decideAccess({ pathname: '/reports' }, { status: 'signedIn', role: 'admin' })).toEqual({
      kind: 'render',
      remote: 'reports',
    });
  });

  it('reports unknown paths as not found', () => {
    expect(
      decideAccess({ pathname: '/no-such-page' }, { status: 'signedIn', role: 'admin' }),
    ).toEqual({ kind: 'notFound' });
  });

  it('sends a user with a temporary password to choose a new one from every page, keeping where they were going', () => {
    const temporary = { status: 'signedIn', role: 'staff', mustChangePassword: true } as const;
    for (const pathname of ['/', '/inventory', '/nowhere']) {
      expect(decideAccess({ pathname, search: '?q=1' }, temporary)).toEqual({
        kind: 'redirect',
        to: `/choose-password?redirect=${encodeURIComponent(`${pathname}?q=1`)}`,
      });
    }
    expect(decideAccess({ pathname: '/choose-password' }, temporary)).toEqual({
      kind: 'render',
      remote: 'account',
    });
    expect(
      decideAccess({ pathname: '/inventory' }, { ...temporary, mustChangePassword: false }),
    ).toEqual({ kind: 'render', remote: 'backoffice' });
  });
});
