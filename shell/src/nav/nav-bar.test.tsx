import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, getStore, signedIn, signedOut } from '@shop/shop-state';
import { AppProviders } from '@shop/ui';
import { makeProduct, makeUser, mockFetch } from '@shop/testing';
import { NavBar } from './nav-bar';

function renderNav() {
  render(
    <AppProviders>
      <NavBar />
    </AppProviders>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

/** The links in the order a reader meets them: `[label, href]`. */
function linkTargets(nav: ReturnType<typeof renderNav>) {
  return nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

const ALWAYS = [
  ['FitShop', '/'],
  ['Home', '/'],
  ['Products', '/products'],
  ['Cart', '/cart'],
];

describe('nav bar', () => {
  afterEach(() => {
    cleanup(); // unmount first, so the reset below does not re-render outside act()
    getStore().dispatch(signedOut());
  });

  it('offers visitors Home, Products, Cart, Sign in and Sign up', () => {
    const nav = renderNav();
    expect(linkTargets(nav)).toEqual([...ALWAYS, ['Sign in', '/login'], ['Sign up', '/register']]);
    expect(nav.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('gives customers My Purchases, Profile and Sign out, and no management menu', () => {
    getStore().dispatch(signedIn({ token: 't', user: makeUser({ role: 'customer' }) }));
    const nav = renderNav();
    expect(linkTargets(nav)).toEqual([
      ...ALWAYS,
      ['My Purchases', '/purchases'],
      ['Profile', '/profile'],
    ]);
    expect(nav.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it.each([
    ['staff', []],
    [
      'admin',
      [
        ['Staff', '/staff'],
        ['Settings', '/settings'],
        ['Tax Rates', '/settings/tax'],
        ['Discount Codes', '/discount-codes'],
      ],
    ],
  ] as const)(
    'gives %s the management links in one Manage menu, keeping the bar short',
    async (role, staffLinks) => {
      getStore().dispatch(signedIn({ token: 't', user: makeUser({ role }) }));
      const nav = renderNav();
      expect(linkTargets(nav)).toEqual([...ALWAYS, ['Profile', '/profile']]);
      const manage = nav.getByRole('button', { name: 'Manage' });
      expect(manage).toHaveAttribute('aria-expanded', 'false');

      await userEvent.click(manage);
      expect(manage).toHaveAttribute('aria-expanded', 'true');
      expect(linkTargets(nav)).toEqual([
        ...ALWAYS,
        ['Dashboard', '/dashboard'],
        ['Inventory', '/inventory'],
        ['Catalogue', '/catalogue'],
        ['Suppliers', '/suppliers'],
        ['Sales', '/sales'],
        // A new shop's staff open and close their own drawer (docs/product/registers.md).
        ['Registers', '/registers'],
        ['Purchases', '/purchases'],
        ['Returns', '/customer-returns'],
        ['Reports', '/reports'],
        ...staffLinks,
        // The audit trail and the releases are the admin's alone.
        ...(role === 'admin'
          ? [
              ['Audit Trail', '/audit'],
              ['Releases', '/releases'],
            ]
          : []),
        ['Profile', '/profile'],
      ]);
      expect(nav.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    },
  );

  it('opens and closes the Manage menu from the keyboard, focus going back to its button', async () => {
    window.history.pushState(null, '', '/inventory');
    getStore().dispatch(signedIn({ token: 't', user: makeUser({ role: 'staff' }) }));
    const nav = renderNav();
    const manage = nav.getByRole('button', { name: 'Manage' });
    manage.focus();

    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    expect(nav.getByRole('link', { name: 'Inventory' })).toHaveAttribute('aria-current', 'page');

    await userEvent.keyboard('{Escape}');
    expect(manage).toHaveAttribute('aria-expanded', 'false');
    expect(manage).toHaveFocus();
    expect(nav.queryByRole('link', { name: 'Inventory' })).not.toBeInTheDocument();
  });

  it('gives customers no Manage menu', () => {
    getStore().dispatch(signedIn({ token: 't', user: makeUser({ role: 'customer' }) }));
    const nav = renderNav();
    expect(nav.queryByRole('button', { name: 'Manage' })).not.toBeInTheDocument();
  });

  it('signs out: ends the token on the server, clears the stored session and goes home', async () => {
    window.history.pushState(null, '', '/profile');
    getStore().dispatch(signedIn({ token: 't', user: makeUser() }));
    const calls = mockFetch([
      { method: 'POST', path: '/api/auth/logout', body: { message: 'Signed out' } },
    ]);
    const nav = renderNav();
    await userEvent.click(nav.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer t');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(nav.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows how many items are in the shared cart', () => {
    const nav = renderNav();
    expect(nav.queryByLabelText(/in cart/)).not.toBeInTheDocument();
    act(() => {
      getStore().dispatch(addToCart({ product: makeProduct(), quantity: 3 }));
    });
    expect(nav.getByLabelText('3 items in cart')).toHaveTextContent('3');
  });
});
