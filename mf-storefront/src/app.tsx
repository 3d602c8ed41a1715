import { createRemoteLifecycles } from '@shop/ui';
import { loadScreenFor } from './screens';
import { StorefrontApp } from './storefront-app';

const lifecycles = createRemoteLifecycles(StorefrontApp);

/** The single-spa lifecycles the shell mounts for every storefront route. */
export const { bootstrap, unmount } = lifecycles;

/**
 * Mounts once the page's chunks are here (loadScreenFor). A chunk that fails to load is
 * left to the lazy page, whose error shows this module's fallback with Retry.
 */
export async function mount(props: Parameters<typeof lifecycles.mount>[0]): Promise<void> {
  await loadScreenFor(window.location.pathname).catch(() => undefined);
  await lifecycles.mount(props);
}
