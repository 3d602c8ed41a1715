import type { ReactElement } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InventoryRecord, UserProfile } from '@shop/contracts';
import { getStore, signedIn, signedOut } from '@shop/shop-state';
import { AppProviders } from '@shop/ui';
import { ShopTheme } from '@shop/ui/controls';
import { BrowserRouter } from '@shop/ui/routing';
import { makeInventoryList, makeUser, mockFetch, type MockRoute } from '@shop/testing';
import { BackofficeApp } from '../backoffice-app';
import { InventoryPage } from '../inventory/inventory-page';

/** Renders the whole back-office module at `path` with the real shared store. */
export function renderBackofficeAt(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <AppProviders>
      <BackofficeApp />
    </AppProviders>,
  );
}

/**
 * Renders one screen at `at` as the module would (the theme, the router, the real shared
 * store) but without the module's routes: a test about one screen loads only that screen.
 * `backoffice-app.test.tsx` checks that each route renders its screen.
 */
export function renderScreen(screenElement: ReactElement, { at }: { at: string }) {
  window.history.pushState(null, '', at);
  return render(
    <AppProviders>
      <ShopTheme>
        <BrowserRouter>{screenElement}</BrowserRouter>
      </ShopTheme>
    </AppProviders>,
  );
}

/** Signs in (staff unless told otherwise), as the shell would before mounting the module. */
export function signInAs(user: UserProfile = makeUser({ role: 'staff', first_name: 'Morgan' })) {
  act(() => {
    getStore().dispatch(signedIn({ token: 'token-1', user }));
  });
}

/** Unmount first, so the sign-out (which drops every cached answer) does not re-render outside act(). */
export function resetBackoffice() {
  cleanup();
  act(() => {
    getStore().dispatch(signedOut());
  });
}

/**
 * Signs staff in, opens `/inventory` listing `records` (other routes answer first), and
 * opens the dialog of a row's action, e.g. `openRowDialog('Adjust', 'Aero Tee', …)`.
 */
export async function openRowDialog(
  action: 'Restock' | 'Adjust' | 'Levels' | 'History',
  productName: string,
  records: InventoryRecord[],
  routes: MockRoute[] = [],
) {
  const calls = mockFetch([
    ...routes,
    { path: '/api/inventory/', body: makeInventoryList(records) },
  ]);
  signInAs();
  renderScreen(<InventoryPage />, { at: '/inventory' });
  await userEvent.click(await screen.findByRole('button', { name: `${action} ${productName}` }));
  return { calls, dialog: await screen.findByRole('dialog') };
}
