import { createRemoteLifecycles } from '@shop/ui';
import { ReportsApp } from './reports-app';

/** The single-spa lifecycles the shell mounts for /reports. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(ReportsApp);
