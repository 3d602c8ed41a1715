import { createRemoteLifecycles } from '@shop/ui';
import { AccountApp } from './account-app';

/** The single-spa lifecycles the shell mounts for every account route. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(AccountApp);
