import { tokens } from './tokens';

const SHOWN_MS = 3000;
let region: HTMLElement | undefined;
/** The path the toast on show belongs to: it is gone once the shopper is elsewhere. */
let shownOn: string | undefined;
let latest: HTMLElement | undefined;

/**
 * One polite live region for the whole page, outside every React root: a toast shown
 * just before a screen unmounts still finishes, and no root needs a holder element.
 */
function toastRegion(): { element: HTMLElement; isNew: boolean } {
  if (region?.isConnected) return { element: region, isNew: false };
  region = document.createElement('div');
  region.setAttribute('role', 'status');
  Object.assign(region.style, {
    position: 'fixed',
    top: '76px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '1100',
    display: 'grid',
    gap: '8px',
    justifyItems: 'center',
    pointerEvents: 'none',
  });
  document.body.append(region);
  // single-spa announces every route change, popstate included
  // (docs/product/storefront.md#products-list).
  window.addEventListener('single-spa:routing-event', clearOnLeaving);
  window.addEventListener('popstate', clearOnLeaving);
  return { element: region, isNew: true };
}

/** A confirmation speaks of the page it was given on; on another page it would cover content. */
function clearOnLeaving(): void {
  if (region && shownOn !== window.location.pathname) region.replaceChildren();
}

/**
 * A short confirmation at the top of the page ("Added Aero Tee to cart"), gone after
 * three seconds or on leaving the page, whichever comes first. One at a time: a newer
 * one replaces the one on show, so quick adds never stack over the page. Plain DOM on
 * purpose: antd's message would put its notification code on every first page, and
 * Home's product cards confirm too.
 */
export function showToast(text: string): void {
  const toast = document.createElement('div');
  const tick = document.createElement('span');
  tick.textContent = '✓';
  tick.setAttribute('aria-hidden', 'true');
  Object.assign(tick.style, { color: tokens.color.success, fontWeight: '700' });
  const label = document.createElement('span');
  label.textContent = text;
  toast.append(tick, label);
  Object.assign(toast.style, {
    display: 'flex',
    gap: '8px',
    background: tokens.color.white,
    color: tokens.color.ink,
    padding: '9px 14px',
    borderRadius: '8px',
    boxShadow: tokens.shadow.raised,
    fontSize: `${tokens.fontSize.sm}px`,
  });
  const { element, isNew } = toastRegion();
  // Screen readers announce changes to a live region they already know, so a region
  // made just now gets its first toast on the next task.
  shownOn = window.location.pathname;
  latest = toast;
  const show = () => {
    if (latest === toast) element.replaceChildren(toast);
  };
  if (isNew) setTimeout(show, 0);
  else show();
  setTimeout(() => toast.remove(), SHOWN_MS);
}
