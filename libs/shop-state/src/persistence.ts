import type { Store } from '@reduxjs/toolkit';
import type { AuthState } from './auth/auth.slice';
import type { CartState } from './cart/cart.slice';
import type { TillState } from './till/till.slice';
import { STORAGE_KEYS, writeValue } from './storage';

interface PersistedState {
  auth: AuthState;
  cart: CartState;
  till: TillState;
}

/**
 * Mirrors the session, the cart and the till into local storage
 * (docs/product/roles-and-rules.md#business-constants-and-limits keys) whenever they change, so
 * reducers stay pure and a reload restores them.
 */
export function persistToStorage(store: Store<PersistedState>): void {
  let last = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    if (next.auth.token !== last.auth.token) writeValue(STORAGE_KEYS.token, next.auth.token);
    if (next.auth.user !== last.auth.user) writeValue(STORAGE_KEYS.user, next.auth.user);
    if (next.auth.firstVisit !== last.auth.firstVisit)
      writeValue(STORAGE_KEYS.firstVisit, next.auth.firstVisit ? 'true' : null);
    if (next.cart.items !== last.cart.items) writeValue(STORAGE_KEYS.cart, next.cart.items);
    if (next.till !== last.till) writeValue(STORAGE_KEYS.till, next.till);
    last = next;
  });
}
