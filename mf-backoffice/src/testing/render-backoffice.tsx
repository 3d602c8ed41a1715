import type { ReactElement } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type InventoryRecord, type UserProfile } from '@shop/contracts';
import { getStore, signedIn, signedOut } from '@shop/shop-state';
import { AppProviders } from '@shop/ui';
import { ShopTheme } from '@shop/ui/controls';
import { ApprovalHost } from '@shop/ui/forms';
import { BrowserRouter } from '@shop/ui/routing';
import {
  makeInventoryList,
  makeUser,
  mockFetch,
  type MockRoute,
  WithoutAntdStyles,
} from '@shop/testing';
import { BackofficeApp } from '../backoffice-app';
import { InventoryPage } from '../inventory/inventory-page';

/** Renders the whole back-office module at `path` with the real shared store. */
export function renderBackofficeAt(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <WithoutAntdStyles>
      <AppProviders>
        <BackofficeApp />
      </AppProviders>
    </WithoutAntdStyles>,
  );
}

/**
 * Renders one screen at `at` as the module would (the theme, the router, the real shared
 * store, the approval on the spot) but without the module's routes: a test about one screen
 * loads only that screen.
 * `backoffice-app.test.tsx` checks that each route renders its screen.
 */
export function renderScreen(screenElement: ReactElement, { at }: { at: string }) {
  window.history.pushState(null, '', at);
  return render(
    <WithoutAntdStyles>
      <AppProviders>
        <ShopTheme>
          <BrowserRouter>
            {screenElement}
            <ApprovalHost />
          </BrowserRouter>
        </ShopTheme>
      </AppProviders>
    </WithoutAntdStyles>,
  );
}

/**
 * Signs in, as the shell would before mounting the module: unless told otherwise, a staff member
 * whose role holds every permission, so a screen offers all its actions; a test about a missing
 * permission signs in a user holding less (`makeStaffUser`).
 */
export function signInAs(
  user: UserProfile = makeUser({
    role: 'staff',
    first_name: 'Morgan',
    permissions: [...PERMISSIONS],
    discount_limit_percent: 100,
  }),
) {
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
 * Signs staff in (or `user`), opens `/inventory` listing `records` (other routes answer first),
 * and opens the dialog of a row's action, e.g. `openRowDialog('Adjust', 'Aero Tee', …)`.
 */
export async function openRowDialog(
  action: 'Restock' | 'Adjust' | 'Levels' | 'History',
  productName: string,
  records: InventoryRecord[],
  routes: MockRoute[] = [],
  user?: UserProfile,
) {
  const calls = mockFetch([
    ...routes,
    { path: '/api/inventory/', body: makeInventoryList(records) },
  ]);
  signInAs(user);
  renderScreen(<InventoryPage />, { at: '/inventory' });
  await userEvent.click(await screen.findByRole('button', { name: `${action} ${productName}` }));
  return { calls, dialog: await screen.findByRole('dialog') };
}
