import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from '@shop/ui/routing';
import { PageLoading } from '@shop/ui';
import { INFO_PAGES } from './info-pages/info-pages';
import { loadCartPage, loadProductDetailsPage, loadProductsPage } from './screens';

const ProductsPage = lazy(loadProductsPage);
const ProductDetailsPage = lazy(loadProductDetailsPage);
const CartPage = lazy(loadCartPage);
const InfoPage = lazy(() => import('./info-pages/info-page'));

/** The storefront's routes other than `/` (the shell mounts this module only for its paths). */
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
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
