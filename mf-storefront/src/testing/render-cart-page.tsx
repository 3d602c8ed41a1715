// Test support for the cart screens: the real storefront app on /cart with the page's store.
import { render } from '@testing-library/react';
import type { Product } from '@shop/contracts';
import { addToCart, api, clearCart, getStore, signedIn, signedOut } from '@shop/shop-state';
import {
  makeSavedAddress,
  makeUser,
  mockFetch,
  type FetchCall,
  type MockRoute,
  WithoutAntdStyles,
} from '@shop/testing';
import { AppProviders } from '@shop/ui';
import { StorefrontApp } from '../storefront-app';
// Loaded with the test file, so the app's lazy routes resolve at once and no test's first
// query waits for the cart page's modules to compile.
import '../storefront-routes';

const QUOTE_PATH = '/api/purchases/quote';
export const ADDRESSES_PATH = '/api/auth/profile/addresses';
/** The signed-in shopper's one saved address, their default, unless a test answers the list. */
export const HOME_ADDRESS = makeSavedAddress({ id: 5, is_default: true });
const ONE_SAVED_ADDRESS: MockRoute = {
  method: 'GET',
  path: ADDRESSES_PATH,
  body: { addresses: [HOME_ADDRESS] },
};
/** Unless a test answers it, the quote fails: the cart shows its own sums, tax "Added at payment". */
const NO_QUOTE: MockRoute = { method: 'POST', path: QUOTE_PATH, status: 404 };

/**
 * Empties the page's store (a singleton per test file), then fills the cart and the
 * session. The API answers `answers` first; the cart's own products, which it reads
 * again on opening, are answered as they are in the cart unless `answers` says otherwise.
 */
export function renderCartPage({
  lines = [],
  signedInAs,
  answers = [],
}: {
  lines?: { product: Product; quantity?: number }[];
  signedInAs?: Parameters<typeof makeUser>[0];
  answers?: MockRoute[];
} = {}) {
  // The quote is asked first, so `POST /api/purchases/` answers (a prefix) never answer it.
  const quotes = answers.filter((answer) => answer.path === QUOTE_PATH);
  const calls = mockFetch([
    ...(quotes.length ? quotes : [NO_QUOTE]),
    ...answers,
    ONE_SAVED_ADDRESS,
    ...lines.map(({ product }) => ({ path: `/api/products/${product.id}`, body: { product } })),
  ]);
  const store = getStore();
  store.dispatch(signedOut());
  store.dispatch(clearCart());
  store.dispatch(api.util.resetApiState());
  if (signedInAs) store.dispatch(signedIn({ token: 'token-1', user: makeUser(signedInAs) }));
  for (const line of lines) store.dispatch(addToCart(line));

  window.history.pushState(null, '', '/cart');
  render(
    <WithoutAntdStyles>
      <AppProviders>
        <StorefrontApp />
      </AppProviders>
    </WithoutAntdStyles>,
  );
  return { store, calls };
}

/** The purchases the page sent, leaving out its catalogue reads. */
export const purchasesSent = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/purchases/');
