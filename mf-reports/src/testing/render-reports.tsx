import { act, cleanup, render } from '@testing-library/react';
import { DEFAULT_STAFF_PERMISSIONS, type UserProfile } from '@shop/contracts';
import { api, getStore, signedIn, signedOut } from '@shop/shop-state';
import { AppProviders } from '@shop/ui';
import { makeUser, WithoutAntdStyles } from '@shop/testing';
import { ReportsApp } from '../reports-app';

/** Renders the whole reports module at `path` with the real shared store. */
export function renderReportsAt(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <WithoutAntdStyles>
      <AppProviders>
        <ReportsApp />
      </AppProviders>
    </WithoutAntdStyles>,
  );
}

/** Signs in (staff unless told otherwise), as the shell would before mounting the module. */
/** A staff member who sees costs (every report) unless another user is given. */
export function signInAs(
  user: UserProfile = makeUser({
    role: 'staff',
    first_name: 'Morgan',
    permissions: [...DEFAULT_STAFF_PERMISSIONS.permissions, 'see_costs'],
  }),
) {
  act(() => {
    getStore().dispatch(signedIn({ token: 'token-1', user }));
  });
}

/** Unmount first, so the sign-out (which drops every cached answer) does not re-render outside act(). */
export function resetReports() {
  cleanup();
  act(() => {
    getStore().dispatch(signedOut());
    getStore().dispatch(api.util.resetApiState());
  });
}

/** The search part of the address bar, as a user would read it. */
export function currentSearch(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}
