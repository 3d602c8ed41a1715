import { useSyncExternalStore } from 'react';

/**
 * Below this width a table's rows become stacked cards
 * (docs/decisions/0076-narrow-screens-cards-and-a-manage-menu.md): antd's
 * `md`, where the shop's two-column layouts fold into one.
 */
export const STACK_BELOW = 768;

const query = `(max-width: ${STACK_BELOW - 0.02}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on a phone-sized screen, kept up to date as the window is resized or turned. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
