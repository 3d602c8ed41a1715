/**
 * @shop/shop-state: the one store of the shop, shared as a federation singleton.
 *
 * - `getStore()` returns the page's store; wrap roots in `AppProviders` from @shop/ui.
 * - Session (docs/product/account.md#session): `signedIn`, `signedOut`, `checkSession`, selectors,
 *   `useHasRole('staff')` for what a role may see, `useSignedOut()` to skip queries
 *   that belong to a session, and the account endpoints (`useLoginMutation`,
 *   `useRegisterMutation`, `useUpdateProfileMutation`, `useChangePasswordMutation`)
 *   that keep it up to date.
 * - Cart (docs/product/cart-and-checkout.md#cart-state): `addToCart`, `setQuantity`,
 * `removeFromCart`, `clearCart`, selectors.
 * - Till (docs/product/point-of-sale.md): the point of sale's own cart (`tillProductAdded`, …,
 *   `selectTillLines`, …) and the sale in flight with its idempotency key (`saleStarted`,
 *   `saleRecorded`), kept under its own storage key.
 * - Resources that several remotes read, declared once here, a folder per resource:
 *   - catalog: `useProductsQuery(args)`, `useProductQuery(id)`, `useFetchProduct()`
 *     and `useGetCategoriesQuery()`. The product hooks decide the viewer themselves
 *     (staff see cost prices) and cache each viewer's answers apart;
 *   - purchases: `useGetPurchasesQuery`, `useGetPurchaseQuery`,
 *     `useUpdatePurchaseMutation`, `useCancelPurchaseMutation`.
 *   - inventory (staff): `useGetInventoryQuery`, `useGetStockMovementsQuery`, and the
 *     stock changes `useRestockProductMutation`, `useAdjustStockMutation`,
 *     `useUpdateStockLevelsMutation`, plus `useExportInventoryCsvMutation` (the CSV text);
 *   - suppliers (staff): `useGetSuppliersQuery`, `useCreateSupplierMutation`,
 *     `useUpdateSupplierMutation`, `useDeleteSupplierMutation`.
 *   - reports (staff): `useGetDashboardQuery` (the staff dashboard), and `/reports`'
 *     `useGetSalesReportQuery`, `useGetInventoryReportQuery`, `useGetProfitReportQuery`,
 *     `useExportReportCsvMutation` (a report's CSV as text).
 * - The shop (public): `useShopTimeZone()`, the zone the screens show dates and times in
 *   (`GET /shop`, read once), for the formatters of `@shop/ui` (`useShopDates`).
 * - The one RTK Query `api`. Endpoints are added only through
 *   `injectEndpoints(build => ({...}))`, never `api.injectEndpoints`: a remote adds the
 *   endpoints only it uses, and a name already taken (by this library or another
 *   remote) throws at once. Features add state with `rootReducer.inject(slice)`.
 *   A 401 on a signed-in request ends the session.
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
export { checkSession } from './auth/check-session';
export { signOut } from './auth/sign-out';
export { useHasRole, useSignedOut } from './auth/session-hooks';

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
export { lineTotal, linesTotal, type PricedLine } from './line-totals';

export { injectEndpoints } from './api/inject-endpoints';
/** For `api.util` (tests reset the cache with it); add endpoints with `injectEndpoints`. */
export { api } from './api/api';

export { useGetCategoriesQuery } from './catalog/catalog.api';
export type { ProductListArgs, ProductViewer } from './catalog/catalog.api';
export { selectProductViewer } from './catalog/product-viewer';
export { useProductsQuery, useProductQuery, useFetchProduct } from './catalog/product-queries';

export {
  useGetPurchasesQuery,
  useGetPurchaseQuery,
  useUpdatePurchaseMutation,
  useCancelPurchaseMutation,
} from './purchases/purchases.api';
export type { PurchaseListArgs } from './purchases/purchases.api';

export {
  useGetInventoryQuery,
  useGetStockMovementsQuery,
  useRestockProductMutation,
  useAdjustStockMutation,
  useUpdateStockLevelsMutation,
  useExportInventoryCsvMutation,
} from './inventory/inventory.api';
export type {
  InventoryListArgs,
  InventoryExportArgs,
  StockMovementListArgs,
} from './inventory/inventory.api';

export {
  useGetSuppliersQuery,
  useCreateSupplierMutation,
  useUpdateSupplierMutation,
  useDeleteSupplierMutation,
} from './suppliers/suppliers.api';
export type { SupplierListArgs } from './suppliers/suppliers.api';

export {
  tillSlice,
  lineLimit,
  MAX_TILL_LINES,
  tillProductAdded,
  tillQuantitySet,
  tillLineRemoved,
  tillLineSelected,
  tillSelectionMoved,
  tillProductsRefreshed,
  saleStarted,
  saleRefused,
  saleRecorded,
  tillCleared,
  selectTillLines,
  selectTillSelectedId,
  selectSaleAttempt,
  selectTillCount,
  selectTillTotal,
} from './till/till.slice';
export type { TillLine, TillProduct, TillState, SaleAttempt } from './till/till.slice';

export { useShopTimeZone } from './shop/shop.api';
export type { ShopTimeZone } from './shop/shop.api';

export { useGetDashboardQuery } from './reports/dashboard.api';
export {
  useGetSalesReportQuery,
  useGetInventoryReportQuery,
  useGetProfitReportQuery,
  useExportReportCsvMutation,
} from './reports/reports.api';
export type { ReportArgs, ReportCsvArgs } from './reports/reports.api';

export { redirectToLogin } from './api/base-query';
export { STORAGE_KEYS } from './storage';
