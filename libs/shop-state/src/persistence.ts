import type { Store } from '@reduxjs/toolkit';
import type { AuthState } from './auth/auth.slice';
import type { CartState } from './cart/cart.slice';
import { STORAGE_KEYS, writeValue } from './storage';

interface PersistedState {
  auth: AuthState;
  cart: CartState;
}

/** A remote's own slice kept under its own key: where it sits in the state, and the key. */
const storedSlices = new Map<string, string>();

/**
 * Keeps the slice at `reducerPath` in local storage under `key` from now on, in every store.
 * A key another slice (or the shared state) already uses throws, as a taken endpoint name does.
 */
export function keepSliceStored(reducerPath: string, key: string): void {
  if (storedSlices.get(reducerPath) === key) return;
  const taken: string[] = [...Object.values(STORAGE_KEYS), ...storedSlices.values()];
  if (storedSlices.has(reducerPath) || taken.includes(key))
    throw new Error(`Slice "${reducerPath}" or local storage key "${key}" is already stored`);
  storedSlices.set(reducerPath, key);
}

/**
 * Mirrors the session, the cart and the till into local storage
 * (docs/product/roles-and-rules.md#business-constants-and-limits keys) whenever they change, so
 * reducers stay pure and a reload restores them. The till, like any slice a remote keeps, is
 * registered by `injectStoredSlice` (store.ts).
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
    if (next.cart.discountCode !== last.cart.discountCode)
      writeValue(STORAGE_KEYS.cartDiscountCode, next.cart.discountCode);
    for (const [reducerPath, key] of storedSlices) {
      const slice = (next as unknown as Record<string, unknown>)[reducerPath];
      // Not in the state yet (injected, no action since): nothing to write, nothing to drop.
      if (
        slice !== undefined &&
        slice !== (last as unknown as Record<string, unknown>)[reducerPath]
      )
        writeValue(key, slice);
    }
    last = next;
  });
}
