import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '../routing/route-model';
import { resiliencePlugin } from './resilience-plugin';
import { rememberVersions } from './remote-versions';

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
  // Failure reports name the version this page loads (failure-reports.ts).
  rememberVersions(map);
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
 * The remote map of this page load, fetched and registered once; bootstrap awaits it. When this
 * tab asks for a preview, bootstrap registers what `choose` makes of the live map once the
 * session says who is looking (shell/src/preview/preview-map.ts).
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
