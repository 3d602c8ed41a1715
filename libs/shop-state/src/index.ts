/**
 * @shop/shop-state: the one store of the shop, shared as a federation singleton.
 *
 * - `getStore()` returns the page's store; wrap roots in `AppProviders` from @shop/ui.
 * - Session (spec §4): `signedIn`, `signedOut`, `checkSession`, selectors, and the
 *   account endpoints (`useLoginMutation`, `useRegisterMutation`, `useUpdateProfileMutation`,
 *   `useChangePasswordMutation`) that keep it up to date.
 * - Cart (spec §4): `addToCart`, `setQuantity`, `removeFromCart`, `clearCart`, selectors.
 * - The one RTK Query `api`: features add endpoints with `api.injectEndpoints` and
 *   state with `rootReducer.inject(slice)`. A 401 on a signed-in request ends the session.
 */
export { getStore, createShopStore, rootReducer } from './store';
export type { RootState, AppDispatch, ShopStore } from './store';
export { useAppDispatch, useAppSelector } from './hooks';

export {
  authSlice,
  signedIn,
  signedOut,
  sessionConfirmed,
  userUpdated,
  selectToken,
  selectUser,
  selectSessionStatus,
  selectIsSignedIn,
  selectRole,
} from './auth/auth.slice';
export type { AuthState, SessionStatus } from './auth/auth.slice';
export {
  authApi,
  useLoginMutation,
  useRegisterMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
} from './auth/auth.api';
export { apiErrorMessage } from './api/api-error';
export { checkSession } from './auth/check-session';

export {
  cartSlice,
  addToCart,
  setQuantity,
  refreshCartProducts,
  removeFromCart,
  clearCart,
  selectCartItems,
  selectCartCount,
  selectCartTotal,
} from './cart/cart.slice';
export type { CartItem, CartState } from './cart/cart.slice';

export { api } from './api/api';
export { redirectToLogin } from './api/base-query';
export { STORAGE_KEYS } from './storage';
