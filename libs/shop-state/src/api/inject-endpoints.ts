import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import { api } from './api';

type EndpointBuilder = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/**
 * The one way to add endpoints to the shop's api, shared or remote-only alike.
 *
 * Every remote injects into the same singleton api, and RTK's default on a name that
 * is already taken is to keep the first definition and drop the second (with only a
 * console warning in development). Which one wins would depend on the order the
 * remotes loaded. Here a taken name throws at once, naming the endpoint, so a
 * collision fails in development and in tests rather than in a shopper's browser.
 * A resource that two remotes need is declared once in this library instead
 * (docs/architecture.md#front-end).
 */
export function injectEndpoints<Definitions extends EndpointDefinitions>(
  endpoints: (build: EndpointBuilder) => Definitions,
) {
  return api.injectEndpoints({ endpoints, overrideExisting: 'throw' });
}
