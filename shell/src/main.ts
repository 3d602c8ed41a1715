import { fetchLiveMap, loadRemoteMap, preloadOwnerOf } from './federation/remote-map';
import { requestedPreview } from './preview/preview-request';

// The remote map and the current page's module need none of the shared singletons,
// so they load now, in parallel with the chunks behind the async boundary. A tab asking
// for a preview waits for the session before registering (bootstrap.tsx).
if (requestedPreview()) void fetchLiveMap();
else void loadRemoteMap().then((map) => preloadOwnerOf(window.location.pathname, map));

// Async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap').catch((error: unknown) => console.error('[shell] failed to start', error));
