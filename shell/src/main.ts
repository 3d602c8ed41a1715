import { loadRemoteMap, preloadOwnerOf } from './federation/remote-map';

// The remote map and the current page's module need none of the shared singletons,
// so they load now, in parallel with the chunks behind the async boundary.
void loadRemoteMap().then((map) => preloadOwnerOf(window.location.pathname, map));

// Async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap').catch((error: unknown) => console.error('[shell] failed to start', error));
