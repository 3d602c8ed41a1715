import { act, cleanup, render, screen } from '@testing-library/react';
import { getStore, signedIn, signedOut } from '@shop/shop-state';
import { AppProviders } from '@shop/ui';
import { makeUser } from '@shop/testing';
import { BackofficeApp } from './backoffice-app';

function renderAt(path: string) {
  window.history.pushState(null, '', path);
  render(
    <AppProviders>
      <BackofficeApp />
    </AppProviders>,
  );
}

describe('back-office module', () => {
  afterEach(() => {
    cleanup();
    getStore().dispatch(signedOut());
  });

  it.each([
    ['/inventory', 'Inventory'],
    ['/suppliers', 'Suppliers'],
    ['/sales', 'Point of Sale'],
  ])('frames %s as "%s" and says honestly that it is coming', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This screen is coming in a later release.')).toBeInTheDocument();
  });

  it('greets staff on the dashboard by first name', () => {
    act(() => {
      getStore().dispatch(
        signedIn({ token: 't', user: makeUser({ role: 'staff', first_name: 'Morgan' }) }),
      );
    });
    renderAt('/dashboard');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Morgan!' }),
    ).toBeInTheDocument();
  });
});
