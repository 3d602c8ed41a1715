import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { UserProfile } from '@shop/contracts';
import { getStore, signedIn, signedOut } from '@shop/shop-state';
import { AppProviders } from '@shop/ui';
import { WithoutAntdStyles } from '@shop/testing';
import { AccountApp } from '../account-app';

/** Renders the whole account module at `path` with the real shared store. */
export function renderAccountAt(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <WithoutAntdStyles>
      <AppProviders>
        <AccountApp />
      </AppProviders>
    </WithoutAntdStyles>,
  );
}

export function signInAs(user: UserProfile) {
  act(() => {
    getStore().dispatch(signedIn({ token: 'token-1', user }));
  });
}

/** Unmount first, so the sign-out does not re-render outside act(). */
export function resetAccount() {
  cleanup();
  act(() => {
    getStore().dispatch(signedOut());
  });
}

/** Sets fields by label; empty values are left untouched (they start empty). */
export function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (value === '') continue;
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
  }
}
