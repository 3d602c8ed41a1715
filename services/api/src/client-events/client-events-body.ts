import { CLIENT_EVENT_MAX_BYTES } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';

/** The one route whose bodies are held to CLIENT_EVENT_MAX_BYTES (client-events.controller.ts). */
export const CLIENT_EVENTS_ROUTE = '/api/client-events';

/**
 * A browser's report is a few hundred bytes; anything past CLIENT_EVENT_MAX_BYTES is refused with
 * 413 before it is read, rather than under the API's general limit
 * (docs/operations.md#client-events). Must run before the routes are registered (`app.init()`).
 */
export function limitClientEventBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (route.url === CLIENT_EVENTS_ROUTE && route.method === 'POST')
      route.bodyLimit = CLIENT_EVENT_MAX_BYTES;
  });
}
