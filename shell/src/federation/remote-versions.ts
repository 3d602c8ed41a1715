import type { RemoteName } from '../routing/route-model';
import { versionInUrl } from './resilience-plugin';

/**
 * The version of each remote this page loads, read from the map it registered
 * (`/remotes/<remote>/<version>/mf-manifest.json`), for the failure reports
 * (docs/operations.md#client-events).
 */
const versions = new Map<string, string>();

export function rememberVersions(map: Partial<Record<RemoteName, string>>): void {
  for (const [name, entry] of Object.entries(map)) versions.set(name, versionInUrl(entry));
}

/** `unknown` for a remote the map did not name (or no map at all). */
export function versionOf(name: string): string {
  return versions.get(name) ?? 'unknown';
}
