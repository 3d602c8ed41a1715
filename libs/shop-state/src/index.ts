/**
 * @shop/shop-state: the one store of the shop, shared as a federation singleton.
 *
 * - `getStore()` returns the page's store; wrap roots in `AppProviders` from @shop/ui.
 * - Session (docs/product/account.md#session): `signedIn`, `signedOut`, `checkSession`, selectors,
 *   `useHasRole('staff')` for what a role may see, `useCan('adjust_stock')` and
 *   `selectPermissions` for what the user's permissions allow, `useSignedOut()` to skip queries
 *   that belong to a session, and the account endpoints (`useLoginMutation`,
 *   `useRegisterMutation`, `useUpdateProfileMutation`, `useChangePasswordMutation`)
 *   that keep it up to date.
 * - Cart (docs/product/cart-and-checkout.md#cart-state): `addToCart`, `setQuantity`,
 * `removeFromCart`, `clearCart`, selectors.
 * - Resources that several remotes read, declared once here, a folder per resource:
 *   - catalog: `useProductsQuery(args)`, `useProductQuery(id)`, `useFetchProduct()`,
 *     `useGetStyleCardsQuery(args)` (the storefront's style cards) and `useGetCategoriesQuery()`. The product hooks decide the viewer themselves
 *     (staff see cost prices) and cache each viewer's answers apart.
 *   A resource only one remote reads lives in that remote (the account's purchases, the
 *   back office's inventory, suppliers and dashboard, the reports).
 * - The quote (public): `useOrderQuote(lines)`, the lines priced with tax by the server
 *   (`POST /purchases/quote`), for the cart and the till before paying.
 * - The shop (public, `GET /shop`, read once): `useShopTimeZone()`, the zone the screens show
 *   dates and times in, for the formatters of `@shop/ui` (`useShopDates`); `useShippingRule()`
 *   and `useStorefrontSwitches()`, the store settings the storefront follows; `useMailConfigured()`,
 *   whether e-mails go out (the receipt buttons say when they are only logged).
 * - Saved delivery addresses (`/auth/profile/addresses`): `useGetAddressesQuery()` and the
 *   create, update and delete mutations, for the profile and the checkout.
 * - E-mail a receipt: `useEmailReceiptMutation()` (`POST /purchases/{id}/email-receipt`).
 * - The one RTK Query `api`. Endpoints are added only through
 *   `injectEndpoints(build => ({...}))`, never `api.injectEndpoints`: a remote adds the
 *   endpoints only it uses, and a name already taken (by this library or another
 *   remote) throws at once. Features add state with `rootReducer.inject(slice)`, or with
 *   `injectStoredSlice(slice, key)` when a reload must restore it (the back office's till),
 *   reading it back in the slice's initial state with `readStoredJson(key)`.
 *   A 401 on a signed-in request ends the session. A mutation refused for a missing permission
 *   is offered for approval on the spot through the handler a screen module installs with
 *   `setApprovalHandler` (`ApprovalHost` of `@shop/ui/forms`), then sent again with the
 *   approver's name and PIN. The last failed call's request id is kept for a crash report:
 *   `takeFailedRequestId()` (docs/operations.md#client-events).
 */
export { getStore, createShopStore, rootReducer, injectStoredSlice } from './store';
export type { RootState, AppDispatch, ShopStore, LazyLoadedSlices } from './store';
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
  selectIsFirstVisit,
} from './auth/auth.slice';
export type { AuthState, SessionStatus } from './auth/auth.slice';
export {
  authApi,
  useLoginMutation,
  useRegisterMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
} from './auth/auth.api';
export { apiErrorMessage, isNotFound } from './api/api-error';
export { takeFailedRequestId } from './api/failed-request';
export { checkSession } from './auth/check-session';
export { signOut } from './auth/sign-out';
export { useHasRole, useSignedOut } from './auth/session-hooks';
export { selectPermissions, selectMustChangePassword, useCan } from './auth/permissions';
export { setApprovalHandler, permissionRefusalOf } from './api/approval';
export type { Approval, ApprovalHandler } from './api/approval';

export {
  cartSlice,
  addToCart,
  setQuantity,
  refreshCartProducts,
  removeFromCart,
  clearCart,
  setDiscountCode,
  selectDiscountCode,
  selectCartItems,
  selectCartCount,
  selectCartTotal,
} from './cart/cart.slice';
export type { CartItem, CartState } from './cart/cart.slice';
export { isPriceableLine, lineTotal, linesTotal, type PricedLine } from './line-totals';

export { injectEndpoints } from './api/inject-endpoints';
/** For `api.util` (tests reset the cache with it); add endpoints with `injectEndpoints`. */
export { api } from './api/api';

export { useGetCategoriesQuery, useGetStyleCardsQuery } from './catalog/catalog.api';
export type { ProductListArgs, ProductViewer } from './catalog/catalog.api';
export { selectProductViewer } from './catalog/product-viewer';
export { useProductsQuery, useProductQuery, useFetchProduct } from './catalog/product-queries';

export {
  useReturnsWindowDays,
  useShippingRule,
  useShopTimeZone,
  useShopDetails,
  useStorefrontSwitches,
  useMailConfigured,
} from './shop/shop.api';
export { useEmailReceiptMutation } from './mail/receipt-mail.api';
export {
  useGetAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
} from './addresses/addresses.api';
export { useOrderQuote } from './quote/quote.api';
export type { QuotedLine } from './quote/quote.api';
export type { ShopTimeZone } from './shop/shop.api';

export { redirectToLogin } from './api/base-query';
export { STORAGE_KEYS, readJson as readStoredJson } from './storage';
