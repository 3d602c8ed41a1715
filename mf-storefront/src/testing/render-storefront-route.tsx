import { render } from '@testing-library/react';
import { api, clearCart, getStore, signedOut } from '@shop/shop-state';
import { AppProviders } from '@shop/ui';
import { WithoutAntdStyles } from '@shop/testing';
import { StorefrontApp } from '../storefront-app';

/**
 * Test support: the storefront at `url` with the page's real store, emptied first
 * (the store is a singleton, so cached answers, the cart and a session would
 * otherwise leak from one test into the next).
 */
export function renderStorefrontRoute(url: string) {
  const store = getStore();
  store.dispatch(signedOut());
  store.dispatch(api.util.resetApiState());
  store.dispatch(clearCart());
  window.history.pushState(null, '', url);
  return render(
    <WithoutAntdStyles>
      <AppProviders>
        <StorefrontApp />
      </AppProviders>
    </WithoutAntdStyles>,
  );
}

/** A products-list answer of the API. */
export function productList<T>(products: T[], total = products.length, pages = 1, page = 1) {
  return { products, total, pages, current_page: page, per_page: 20 };
}
