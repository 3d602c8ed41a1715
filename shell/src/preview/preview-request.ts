import { REMOTE_NAMES, type RemoteName } from '../routing/route-model';

/**
 * A staff member's request to see one remote at a stored version
 * (docs/operations.md#preview-a-release): `?preview=<remote>@<version>` in the address, kept in
 * this tab's session storage until Back to live. It names a version, never a URL: the manifest
 * path is made here from a known remote and a version name, so it can only point into the
 * released folders the servers send under /remotes/.
 */
export interface PreviewRequest {
  remote: RemoteName;
  version: string;
}

export const PREVIEW_PARAM = 'preview';
export const PREVIEW_STORAGE_KEY = 'shop_preview';
/** A version folder's name (tools/release/release-records.js): no `.` or `..`, no `/`. */
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** `reports@0.1.0-3fa9c2d41b` → the request; anything else → null. */
export function parsePreview(text: string | null | undefined): PreviewRequest | null {
  const [, name, version = ''] = /^([a-z]+)@(.+)$/.exec(text ?? '') ?? [];
  const remote = REMOTE_NAMES.find((candidate) => candidate === name);
  return remote && VERSION.test(version) ? { remote, version } : null;
}

export const previewLabel = (request: PreviewRequest) => `${request.remote}@${request.version}`;

/** The same-origin manifest of a stored version, as the release tools lay it out. */
export const previewManifest = (request: PreviewRequest) =>
  `/remotes/${request.remote}/${request.version}/mf-manifest.json`;

/** The tab's session storage, or null where the browser refuses it (storage turned off). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The preview this tab asks for: the address's parameter (remembered for the tab's next pages),
 * else the one remembered. Never throws: the shell starts whatever the storage does.
 */
export function requestedPreview(
  location: Pick<Location, 'search'> = window.location,
  storage: Storage | null = tabStorage(),
): PreviewRequest | null {
  const fromAddress = parsePreview(new URLSearchParams(location.search).get(PREVIEW_PARAM));
  try {
    if (fromAddress) storage?.setItem(PREVIEW_STORAGE_KEY, previewLabel(fromAddress));
    return fromAddress ?? parsePreview(storage?.getItem(PREVIEW_STORAGE_KEY));
  } catch {
    return fromAddress;
  }
}

export function forgetPreview(storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The current address without the preview parameter: where Back to live goes. */
export function addressWithoutPreview(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  const params = new URLSearchParams(location.search);
  params.delete(PREVIEW_PARAM);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/** The versions of `remote` the release tools stored: `/remotes/<remote>/index.json`. */
export async function isStoredVersion(request: PreviewRequest): Promise<boolean> {
  try {
    const response = await fetch(`/remotes/${request.remote}/index.json`, { cache: 'no-store' });
    if (!response.ok) return false;
    const index = (await response.json()) as { versions?: unknown };
    return Array.isArray(index.versions) && index.versions.includes(request.version);
  } catch {
    return false;
  }
}
