import { createRemoteLifecycles } from '@shop/ui';
import { StorefrontApp } from './storefront-app';

/** The single-spa lifecycles the shell mounts for every storefront route. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(StorefrontApp);
