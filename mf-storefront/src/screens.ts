// The storefront's lazily loaded pages, one loader each, so a page can start
// downloading before the router that renders it has arrived (webpack fetches a chunk
// once, whoever asks first). The account's app file imports its pages in place; the
// storefront keeps its loaders apart for preloadScreenFor, which runs on `/`'s chunk
// without the router (docs/conventions.md §1).
export const loadProductsPage = () => import('./products/list/products-page');
export const loadProductDetailsPage = () => import('./products/details/product-details-page');
export const loadCartPage = () => import('./cart/cart-page');

/**
 * Starts fetching the page for `pathname` (with the kits it needs), in parallel
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
