import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  // single-spa fires its routing event after pushState/replaceState/popstate.
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

/**
 * The current path and query, kept up to date, for code that runs without a router
 * (the shell's own apps, a remote's landing page).
 */
export function useCurrentLocation(): { pathname: string; search: string } {
  useSyncExternalStore(subscribe, snapshot);
  return { pathname: window.location.pathname, search: window.location.search };
}
