// The storefront's lazily loaded screens, one loader each, so a screen can start
// downloading before the router that renders it has arrived (webpack fetches a chunk
// once, whoever asks first).
export const loadProductsPage = () => import('./products/products-page');
export const loadProductDetailsPage = () => import('./products/product-details-page');
export const loadCartPage = () => import('./cart/cart-page');

/**
 * Starts fetching the screen for `pathname` (with the kits it needs), in parallel
 * with the router chunk instead of after it: one round trip less before the page
 * shows on a first visit to `/products`, a product or the cart.
 */
export function preloadScreenFor(pathname: string): void {
  const [first, second, ...rest] = pathname.split('/').filter(Boolean);
  if (rest.length > 0) return;
  if (first === 'products')
    void (second === undefined ? loadProductsPage() : loadProductDetailsPage());
  else if (first === 'cart' && second === undefined) void loadCartPage();
}
