/**
 * @shop/ui: the shop's look, shared as a federation singleton.
 * It carries no antd: it is on every page's first load (budget: 250 KB gzip for `/`,
 * measured). Apps never import antd directly; they use the kits, which screens load
 * with them: `@shop/ui/controls` (ShopTheme, Button, grid, QuantityStepper),
 * `@shop/ui/forms`, `@shop/ui/data`, and `@shop/ui/paging` (Pager, no antd). Shared
 * whole, so every export here is on `/`: a widget the home page does not need belongs
 * in a kit.
 */
export { tokens } from './tokens';
export { AppProviders } from './app-providers';
export { Price, formatPrice } from './price';
export { variantLabel } from './variant-label';
export { PageFrame, ComingSoon, pageColumnStyle } from './page-frame';
export { Text, Panel } from './text';
export { PageLoading, Spinner, SkeletonBlock } from './loading';
export { RemoteUnavailable } from './remote-unavailable';
export { ShopLink } from './shop-link';
export { FieldFrame } from './field-frame';
export { ButtonLink, PlainButton, type PlainButtonProps } from './plain-button';
export { showToast } from './toast';
export { createAppLifecycles, createRemoteLifecycles, retryApplication } from './remote-lifecycles';
export type { RenderErrorProps } from './remote-lifecycles';
export { welcomeTitle } from './greeting';
export { useCurrentLocation } from './use-current-location';
export { showRouteTitle, usePageTitle } from './page-title';
export { VisuallyHidden, visuallyHiddenStyle } from './visually-hidden';
export { LoadError, type LoadErrorProps } from './load-error';
export {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatShopDay,
  formatShopDayShort,
  shopDay,
  shopDaysBetween,
  useShopDates,
  ShopTime,
  type ShopDates,
  type ShopTimeFormat,
} from './time';
