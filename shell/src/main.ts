// Async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap').catch((error: unknown) => console.error('[shell] failed to start', error));
