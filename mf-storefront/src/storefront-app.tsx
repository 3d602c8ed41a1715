import { lazy, Suspense } from 'react';
import { PageLoading, useCurrentLocation } from '@shop/ui';
import { HomePage } from './home/home-page';

// The one documented exception to the remote template (docs/conventions.md#the-remote-template):
// the first pages, `/` and `/products`, carry no antd, for the load budget (250 KB gzip
// for `/`, docs/figures.md). So there is no `ShopTheme` here at the root: the pages
// that use antd (product details, cart) wrap themselves in it. And the home page, the
// shop's front door, renders without the router; every other storefront page, and
// react-router with it, loads on first visit.
const StorefrontRoutes = lazy(() => import('./storefront-routes'));

export function StorefrontApp() {
  const { pathname } = useCurrentLocation();
  if (pathname === '/') return <HomePage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <StorefrontRoutes />
    </Suspense>
  );
}
