// The storefront's lazily loaded pages, one loader each, so a page can start
// downloading before the router that renders it has arrived (webpack fetches a chunk
// once, whoever asks first). The account's app file imports its pages in place; the
// storefront keeps its loaders apart for loadScreenFor, which runs on `/`'s chunk
// without the router (docs/conventions.md#the-remote-template).
export const loadStorefrontRoutes = () => import('./storefront-routes');
export const loadProductsPage = () => import('./products/list/products-page');
export const loadProductDetailsPage = () => import('./products/details/product-details-page');
export const loadCartPage = () => import('./cart/cart-page');

/**
 * Fetches the chunks the page at `pathname` renders with (the router and the page, with
 * the kits it needs) in parallel rather than one after the other. The module mounts once
 * they are here (app.tsx), so its first render is the page, never a spinner that the page
 * then replaces: the markup of a first screen
 * (docs/performance.md#first-screens-composed-at-release) goes straight to the page's own.
 */
export function loadScreenFor(pathname: string): Promise<unknown> {
  if (pathname === '/') return Promise.resolve();
  return Promise.all([loadStorefrontRoutes(), pageLoaderFor(pathname)?.()]);
}

/** The loader of the page at `pathname`, if it is one of the lazily loaded pages. */
function pageLoaderFor(pathname: string): (() => Promise<unknown>) | undefined {
  const [first, second, ...rest] = pathname.split('/').filter(Boolean);
  if (rest.length > 0) return undefined;
  if (first === 'products') return second === undefined ? loadProductsPage : loadProductDetailsPage;
  if (first === 'cart' && second === undefined) return loadCartPage;
  return undefined;
}
