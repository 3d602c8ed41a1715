import { lazy, Suspense } from 'react';
import { PageLoading } from '@shop/ui';
import { BrowserRouter, Route, Routes } from '@shop/ui/routing';
import { INFO_PAGES } from './info-pages/info-pages';

// Each page is its own chunk, as in every remote (docs/conventions.md#the-remote-template).
const ProductsPage = lazy(() =>
  import('./products/list/products-page').then((m) => ({ default: m.ProductsPage })),
);
const ProductDetailsPage = lazy(() =>
  import('./products/details/product-details-page').then((m) => ({
    default: m.ProductDetailsPage,
  })),
);
const CartPage = lazy(() => import('./cart/cart-page').then((m) => ({ default: m.CartPage })));
const InfoPage = lazy(() =>
  import('./info-pages/info-page').then((m) => ({ default: m.InfoPage })),
);

/**
 * The storefront's routes other than `/` (the shell mounts this module only for its
 * paths), in a chunk of their own with react-router: the home page loads neither.
 */
export default function StorefrontRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/products" element={<ProductsPage />} />
          <Route path="/products/:id" element={<ProductDetailsPage />} />
          <Route path="/cart" element={<CartPage />} />
          {INFO_PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={<InfoPage page={page} />} />
          ))}
          {/* Another module's page (after Proceed to Checkout, say): single-spa unmounts us next. */}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
