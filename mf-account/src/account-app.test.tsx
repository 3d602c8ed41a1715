import { act, cleanup, render, screen } from '@testing-library/react';
import { getStore, signedIn, signedOut } from '@shop/shop-state';
import { AppProviders } from '@shop/ui';
import { makeUser } from '@shop/testing';
import { AccountApp } from './account-app';

function renderAt(path: string) {
  window.history.pushState(null, '', path);
  render(
    <AppProviders>
      <AccountApp />
    </AppProviders>,
  );
}

describe('account module', () => {
  afterEach(() => {
    cleanup();
    getStore().dispatch(signedOut());
  });

  it.each([
    ['/login', 'Sign In'],
    ['/register', 'Create Account'],
    ['/profile', 'Profile'],
    ['/purchases/17', 'Purchase Details'],
  ])('frames %s as "%s" and says honestly that it is coming', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This screen is coming in a later release.')).toBeInTheDocument();
  });

  it('calls the purchase list "My Purchases" for customers and "Purchases" for staff', () => {
    act(() => {
      getStore().dispatch(signedIn({ token: 't', user: makeUser({ role: 'customer' }) }));
    });
    renderAt('/purchases');
    expect(screen.getByRole('heading', { level: 1, name: 'My Purchases' })).toBeInTheDocument();
    cleanup();

    act(() => {
      getStore().dispatch(signedIn({ token: 't', user: makeUser({ role: 'staff' }) }));
    });
    renderAt('/purchases');
    expect(screen.getByRole('heading', { level: 1, name: 'Purchases' })).toBeInTheDocument();
  });

  it('greets a customer on the dashboard by first name', () => {
    act(() => {
      getStore().dispatch(signedIn({ token: 't', user: makeUser({ first_name: 'Casey' }) }));
    });
    renderAt('/dashboard');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Casey!' }),
    ).toBeInTheDocument();
  });
});
