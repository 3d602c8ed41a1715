// Test support for the cart screens: the real storefront app on /cart with the page's store.
import { render } from '@testing-library/react';
import type { Product } from '@shop/contracts';
import { addToCart, api, clearCart, getStore, signedIn, signedOut } from '@shop/shop-state';
import { makeUser } from '@shop/testing';
import { AppProviders } from '@shop/ui';
import { StorefrontApp } from '../storefront-app';

/** Empties the page's store (a singleton per test file), then fills the cart and the session. */
export function renderCartPage({
  lines = [],
  signedInAs,
}: {
  lines?: { product: Product; quantity?: number }[];
  signedInAs?: Parameters<typeof makeUser>[0];
} = {}) {
  const store = getStore();
  store.dispatch(signedOut());
  store.dispatch(clearCart());
  store.dispatch(api.util.resetApiState());
  if (signedInAs) store.dispatch(signedIn({ token: 'token-1', user: makeUser(signedInAs) }));
  for (const line of lines) store.dispatch(addToCart(line));

  window.history.pushState(null, '', '/cart');
  render(
    <AppProviders>
      <StorefrontApp />
    </AppProviders>,
  );
  return store;
}
