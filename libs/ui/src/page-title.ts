import { useEffect } from 'react';
import { useCurrentLocation } from './use-current-location';

const SITE = 'FitShop';
let routeTitle = SITE;
/** A title a screen gave for what it loaded, with the path it belongs to. */
let screenTitle: { pathname: string; text: string } | null = null;

/** `Products · FitShop`; the site's name alone for no title (home). */
const withSite = (text: string | null) => (text ? `${text} · ${SITE}` : SITE);

function applyTitle(): void {
  const own = screenTitle?.pathname === window.location.pathname ? screenTitle.text : null;
  document.title = own ? withSite(own) : routeTitle;
}

/**
 * The shell names the route now showing, from its route table
 * (docs/product/README.md#screens-and-routes). A screen's own title for the same path
 * (`usePageTitle`) still wins, whichever of the two arrives first: a cached product renders before
 * the route change is announced.
 */
export function showRouteTitle(title: string | null): void {
  routeTitle = withSite(title);
  applyTitle();
}

/**
 * A screen whose title is what it loaded (the product's name on its page): the tab
 * shows it while the browser stays on this path; `undefined` until it is known.
 */
export function usePageTitle(text: string | undefined): void {
  const { pathname } = useCurrentLocation();
  useEffect(() => {
    if (!text) return;
    const mine = { pathname, text };
    screenTitle = mine;
    applyTitle();
    return () => {
      if (screenTitle === mine) screenTitle = null;
      applyTitle();
    };
  }, [pathname, text]);
}
