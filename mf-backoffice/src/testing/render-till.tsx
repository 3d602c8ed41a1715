import { act, screen, within } from '@testing-library/react';
import type { Product, ProductList } from '@shop/contracts';
import { getStore } from '@shop/shop-state';
import { makeProductList, mockFetch, type FetchCall, type MockRoute } from '@shop/testing';
import { PointOfSalePage } from '../sales/point-of-sale-page';
import { tillCleared } from '../sales/till.slice';
import { renderScreen, resetBackoffice, signInAs } from './render-backoffice';

/**
 * Signs staff in and opens `/sales` with `products` as the till's first 100 (the whole
 * catalogue unless `list` says more exist); `routes` answer first (a sale, a search).
 * Resolves once the tiles are on screen.
 */
export async function openTill(
  products: Product[],
  { routes = [], list = {} }: { routes?: MockRoute[]; list?: Partial<ProductList> } = {},
) {
  const calls = mockFetch([
    ...routes,
    { path: '/api/products/', body: makeProductList(products, list) },
  ]);
  signInAs();
  renderScreen(<PointOfSalePage />, { at: '/sales' });
  await screen.findByRole('list', { name: 'Products' });
  return { calls, store: getStore() };
}

/** The search field, which has the keyboard on arrival. */
export const tillSearch = () => screen.getByRole('searchbox', { name: 'Search or scan' });

/** The cart's line for a product, by its name. */
export const cartLine = (name: string) =>
  within(screen.getByRole('list', { name: 'Cart lines' })).getByRole('listitem', {
    name: new RegExp(`^${name}, quantity`),
  });

/** The quantity a cart line shows. */
export const quantityOf = (name: string) =>
  within(cartLine(name)).getByRole('spinbutton', { name: `Quantity of ${name}` });

/** The sales sent to `POST /purchases/`. */
export const salesSent = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/purchases/');

/** The till's cart is the till's, not the session's: empty it between tests too. */
export function resetTill() {
  resetBackoffice();
  act(() => {
    getStore().dispatch(tillCleared());
  });
}
