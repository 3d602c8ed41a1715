import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, getStore, signedIn, signedOut } from '@shop/shop-state';
import { AppProviders } from '@shop/ui';
import { makeProduct, makeUser } from '@shop/testing';
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

  it.each(['staff', 'admin'] as const)('gives %s the management menu', (role) => {
    getStore().dispatch(signedIn({ token: 't', user: makeUser({ role }) }));
    const nav = renderNav();
    expect(linkTargets(nav)).toEqual([
      ...ALWAYS,
      ['Dashboard', '/dashboard'],
      ['Inventory', '/inventory'],
      ['Suppliers', '/suppliers'],
      ['Sales', '/sales'],
      ['Purchases', '/purchases'],
      ['Reports', '/reports'],
      ['Profile', '/profile'],
    ]);
    expect(nav.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signs out: clears the stored session and goes home', async () => {
    window.history.pushState(null, '', '/profile');
    getStore().dispatch(signedIn({ token: 't', user: makeUser() }));
    const nav = renderNav();
    await userEvent.click(nav.getByRole('button', { name: 'Sign out' }));
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
