/**
 * @shop/ui: the shop's look, shared as a federation singleton.
 * It carries no antd: it is on every page's first load (budget: 250 KB gzip for `/`,
 * measured). Apps never import antd directly; they use the kits, which screens load
 * with them: `@shop/ui/controls` (ShopTheme, Button, grid), `@shop/ui/forms`,
 * `@shop/ui/data`.
 */
export { brand } from './theme';
export { AppProviders } from './app-providers';
export { Price, formatPrice } from './price';
export { StatusBadge } from './status-badge';
export { PageFrame, ComingSoon } from './page-frame';
export { Text, Panel } from './text';
export { PageLoading, Spinner, SkeletonBlock } from './loading';
export { RemoteUnavailable } from './remote-unavailable';
export { ShopLink } from './shop-link';
export { FieldFrame } from './field-frame';
export { PlainButton, type PlainButtonProps } from './plain-button';
export { showToast } from './toast';
export { createAppLifecycles, createRemoteLifecycles, retryApplication } from './remote-lifecycles';
export { welcomeTitle } from './greeting';
export { useCurrentLocation } from './use-current-location';
