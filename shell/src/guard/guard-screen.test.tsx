import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStore, signedIn, signedOut } from '@shop/shop-state';
import { AppProviders } from '@shop/ui';
import { makeUser } from '@shop/testing';
import { GuardScreen } from './guard-screen';

function renderGuardAt(path: string) {
  window.history.pushState(null, '', path);
  render(
    <AppProviders>
      <GuardScreen />
    </AppProviders>,
  );
}

describe('guard screen', () => {
  afterEach(() => {
    cleanup(); // unmount first, so the reset below does not re-render outside act()
    getStore().dispatch(signedOut());
  });

  it('tells a customer on a staff page that access is denied, with a way back', async () => {
    getStore().dispatch(signedIn({ token: 't', user: makeUser({ role: 'customer' }) }));
    window.history.pushState(null, '', '/');
    renderGuardAt('/inventory');

    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalled();
  });

  it('sends a visitor to sign in and keeps the wanted page', () => {
    renderGuardAt('/reports');
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('?redirect=%2Freports');
  });

  it('shows Page Not Found with a link home for unknown paths', () => {
    renderGuardAt('/definitely-not-here');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
