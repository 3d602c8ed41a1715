import { lazy, Suspense } from 'react';
import { PageLoading, useCurrentLocation } from '@shop/ui';
import { HomePage } from './home/home-page';
import { preloadScreenFor } from './screens';

// The home page is the shop's front door and must stay light (budget: 250 KB gzip
// for `/`), so it renders without the router; every other storefront screen, and
// react-router with it, loads on first visit, together with the screen asked for.
const StorefrontRoutes = lazy(() => {
  preloadScreenFor(window.location.pathname);
  return import('./storefront-routes');
});

export function StorefrontApp() {
  const { pathname } = useCurrentLocation();
  if (pathname === '/') return <HomePage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <StorefrontRoutes />
    </Suspense>
  );
}
