import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '../routing/routes';

/** Remote name → URL of its mf-manifest.json, as deployed (shell/public/remotes.json). */
export type RemoteMap = Partial<Record<RemoteName, string>>;

/**
 * Reads the remote map at run time, never from the HTTP cache, so a remote can be
 * moved, redeployed or rolled back without rebuilding the shell. A missing map
 * leaves every module on its fallback rather than blanking the page.
 */
export async function fetchRemoteMap(url = '/remotes.json'): Promise<RemoteMap> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
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

export function registerRemoteMap(map: RemoteMap): void {
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}
