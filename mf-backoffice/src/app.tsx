import { createRemoteLifecycles } from '@shop/ui';
import { BackofficeApp } from './backoffice-app';

/** The single-spa lifecycles the shell mounts for every back-office route. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(BackofficeApp);
