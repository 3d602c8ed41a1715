import {
  combineSlices,
  configureStore,
  createAction,
  createListenerMiddleware,
  type Slice,
  type SliceCaseReducers,
  type SliceSelectors,
} from '@reduxjs/toolkit';
import { api } from './api/api';
import { authSlice, signedOut } from './auth/auth.slice';
import { cartSlice } from './cart/cart.slice';
import { keepSliceStored, persistToStorage } from './persistence';

/**
 * The slices remotes inject, each declared by its remote so that `RootState` knows it:
 * `declare module '@shop/shop-state' { interface LazyLoadedSlices extends WithSlice<typeof
 * mySlice> {} }` (the back office's till does).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/**
 * Root reducer. Features that need their own state inject it:
 * `rootReducer.inject(mySlice)` (RTK `combineSlices`), no store rebuild needed.
 */
export const rootReducer = combineSlices(
  authSlice,
  cartSlice,
  api,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** No reducer answers it: any action makes the store run a newly injected slice's reducer. */
const sliceInjected = createAction<string>('shop/sliceInjected');

/**
 * Adds a remote's own slice to the shared store, like `rootReducer.inject`, and keeps it in
 * local storage under `key` so that a reload restores it: the remote's slice reads `key` back
 * in its initial state (`readStoredJson`). Use the returned slice's selectors, which answer
 * from the initial state until the first action after the injection. A key already in use
 * throws.
 */
export function injectStoredSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, Name, Selectors>, key: string) {
  const injected = slice.injectInto(rootReducer);
  keepSliceStored(slice.reducerPath, key);
  // The page's store takes the slice at once, so its state (restored once) is there to read.
  theStore?.dispatch(sliceInjected(slice.reducerPath));
  return injected;
}

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
