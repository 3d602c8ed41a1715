import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from './api/api';
import { authSlice, signedOut } from './auth/auth.slice';
import { cartSlice } from './cart/cart.slice';
import { persistToStorage } from './persistence';
import { tillSlice } from './till/till.slice';

/**
 * Root reducer. Features that need their own state inject it:
 * `rootReducer.inject(mySlice)` (RTK `combineSlices`), no store rebuild needed.
 */
export const rootReducer = combineSlices(authSlice, cartSlice, tillSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a fresh store from local storage. Apps use `getStore()`; tests call this. */
export function createShopStore() {
  const listeners = createListenerMiddleware();
  // Cached answers belong to the user who asked: drop them when the session ends.
  listeners.startListening({
    actionCreator: signedOut,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
  });
  persistToStorage(store);
  return store;
}

export type ShopStore = ReturnType<typeof createShopStore>;
export type AppDispatch = ShopStore['dispatch'];

let theStore: ShopStore | undefined;

/**
 * The one store of the page. This library is a federation singleton, so the shell
 * and every remote get the same module and therefore the same store.
 */
export function getStore(): ShopStore {
  theStore ??= createShopStore();
  return theStore;
}
