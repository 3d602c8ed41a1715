import {
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, findRoute, type RemoteName } from '../routing/routes';
import { resiliencePlugin } from './resilience-plugin';

/**
 * Remote name → URL of its mf-manifest.json, as released
 * (docs/architecture.md#a-remote-built-released-loaded).
 */
export type RemoteMap = Partial<Record<RemoteName, string>>;

/**
 * Reads the remote map at run time, so a remote can be moved, redeployed or rolled
 * back without rebuilding the shell: every server sends it `no-cache` (tools/serve.mjs,
 * deploy/nginx), so the browser asks for it on every load. The request is a plain
 * same-origin fetch, as the page's `<link rel="preload">` of the map (shell/src/index.html),
 * so the browser hands over the preloaded answer instead of asking twice
 * (docs/performance.md#the-start-up-chain-two-files-preloaded).
 * A missing map leaves every module on its fallback rather than blanking the page.
 */
export async function fetchRemoteMap(url = '/remotes.json'): Promise<RemoteMap> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const map = (await response.json()) as Record<string, unknown>;
    return Object.fromEntries(
      REMOTE_NAMES.filter((name) => typeof map[name] === 'string').map((name) => [
        name,
        map[name] as string,
      ]),
    );
  } catch (error) {
    console.warn('[shell] remote map unavailable; modules will show their fallback', error);
    return {};
  }
}

/** Registers the remotes, and before them our retry/timeout plugin, which they load through. */
export function registerRemoteMap(map: RemoteMap): void {
  registerPlugins([resiliencePlugin()]);
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

let live: Promise<RemoteMap> | undefined;

/** The live map, fetched once per page load. */
export function fetchLiveMap(): Promise<RemoteMap> {
  live ??= fetchRemoteMap();
  return live;
}

let loading: Promise<RemoteMap> | undefined;

/**
 * The remote map of this page load, fetched and registered once. main.ts starts it
 * before the async boundary, so the map arrives while the shared chunks download
 * instead of after them; bootstrap awaits the same promise. When this tab asks for a
 * preview, main.ts only fetches the map, and bootstrap registers what `choose` makes of it
 * once the session says who is looking (shell/src/preview/preview-map.ts).
 */
export function loadRemoteMap(
  choose: (live: RemoteMap) => Promise<RemoteMap> = (map) => Promise.resolve(map),
): Promise<RemoteMap> {
  loading ??= fetchLiveMap()
    .then(choose)
    .then((map) => {
      registerRemoteMap(map);
      return map;
    });
  return loading;
}

/**
 * Starts downloading the module that owns an open page (its manifest, remoteEntry.js
 * and exposed app) alongside the shell's own chunks rather than after them. Only a
 * hint: remoteEntry.js defines the container, but nothing is initialised or shared
 * until single-spa mounts the module; a failure is left to the loader, which shows
 * the module's fallback. Guarded pages wait for the session.
 */
export function preloadOwnerOf(pathname: string, map: RemoteMap): void {
  const route = findRoute(pathname);
  const owner = route?.owner;
  if (!route || route.leastRole || typeof owner !== 'string' || !map[owner]) return;
  preloadRemote([{ nameOrAlias: owner, exposes: ['./app'] }]).catch(() => undefined);
}
