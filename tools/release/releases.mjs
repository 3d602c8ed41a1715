// @ts-check
// Versioned releases of the remotes (docs/architecture.md#a-remote-built-released-loaded). On disk:
//   releases/<remote>/<version>/   an immutable copy of one build, served at /remotes/<remote>/<version>/
//   releases/<remote>/versions.json the versions in the order they were last released
//   releases/<remote>/index.json    the stored versions, which a preview may name (release-records.js)
//   releases/history.json           who made which version live or stored it as a preview, and when
//   releases/remotes.json           the live map the shell reads, replaced atomically
// The map and the records change only under the map lock (map-lock.js), one change at a time.
// A version is the remote's package version plus a hash of the build's files, so the same
// build always gets the same version and publishing it again copies nothing.
import { createHash } from 'node:crypto';
import { chmod, cp, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, ROOT, distOf } from '../apps.mjs';
import contract from './contract.js';
import { composeFirstScreens } from './first-screens.mjs';
import mapLock from './map-lock.js';
import records from './release-records.js';

const { MANIFEST, checkRelease, readManifest } = contract;
const { withMapLock } = mapLock;
const { appendHistory, writeIndex, writeJsonAtomically } = records;

export const RELEASES_DIR = path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));
// SHELL_DIST: another shell build to check against (the API's tests use a scratch one).
export const SHELL_DIST = path.resolve(process.env.SHELL_DIST ?? distOf('shell'));
export const VERSION_PATTERN = records.VERSION_PATTERN;

/**
 * @typedef {'static' | 'none'} Check what publishBuilds verifies before a version goes live
 * @typedef {Record<string, string>} RemoteMap remote name → same-origin manifest path
 * @typedef {{ version: string, releasedAt: string }} VersionRecord
 */

/** @param {string} name */
export function remoteNamed(name) {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote)
    throw new Error(`Unknown remote "${name}"; one of ${REMOTES.map((r) => r.name).join(', ')}`);
  return remote;
}

/** @param {string} remote @param {string} version */
export const versionDir = (remote, version, root = RELEASES_DIR) =>
  path.join(root, remote, version);
/** @param {string} remote @param {string} version */
export const manifestPath = (remote, version) => `/remotes/${remote}/${version}/${MANIFEST}`;
export const liveMapFile = (root = RELEASES_DIR) => path.join(root, 'remotes.json');

/** @param {string} dir @returns {Promise<string[]>} every file under dir, relative, sorted */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * `<package version>-<10 hex digits of the files' hash>`, e.g. `0.1.0-3fa9c2d41b`.
 * @param {string} dir a remote's build
 */
export async function versionOf(dir) {
  const { manifest } = readManifest(dir);
  const packageVersion = /** @type {{ metaData?: { buildInfo?: { buildVersion?: string } } }} */ (
    manifest ?? {}
  ).metaData?.buildInfo?.buildVersion;
  const hash = createHash('sha256');
  for (const file of await filesUnder(dir)) {
    hash.update(file.split(path.sep).join('/')).update('\0');
    hash.update(await readFile(path.join(dir, file))).update('\0');
  }
  const version = `${packageVersion ?? '0.0.0'}-${hash.digest('hex').slice(0, 10)}`;
  if (!VERSION_PATTERN.test(version)) throw new Error(`Unusable version "${version}" for ${dir}`);
  return version;
}

/** @param {string} file */
export async function exists(file) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** @returns {Promise<RemoteMap>} the live map; empty before the first publish */
export async function readLiveMap(root = RELEASES_DIR) {
  try {
    return JSON.parse(await readFile(liveMapFile(root), 'utf8'));
  } catch {
    return {};
  }
}

/** @param {string} remote @returns {Promise<string | undefined>} the live version */
export async function liveVersion(remote, root = RELEASES_DIR) {
  const entry = (await readLiveMap(root))[remote];
  return entry?.match(/^\/remotes\/[^/]+\/([^/]+)\//)?.[1];
}

/**
 * The versions made live by a release, oldest release first; a rollback does not
 * reorder them, so rolling back again goes on to the release before.
 * @param {string} remote @returns {Promise<VersionRecord[]>}
 */
export async function versionsOf(remote, root = RELEASES_DIR) {
  try {
    return JSON.parse(await readFile(path.join(root, remote, 'versions.json'), 'utf8'));
  } catch {
    return [];
  }
}

/**
 * Copies a build into its version folder unless that version is already there. The copy
 * is made beside the folder and renamed into place, and its files are read-only: a
 * version folder is complete or absent, and never changes.
 * @param {string} remote
 * @param {string} buildDir
 * @returns {Promise<{ version: string, created: boolean }>}
 */
export async function storeBuild(remote, buildDir, root = RELEASES_DIR) {
  const version = await versionOf(buildDir);
  const target = versionDir(remote, version, root);
  if (await exists(target)) return { version, created: false };
  const temporary = `${target}.${process.pid}.tmp`;
  await rm(temporary, { recursive: true, force: true });
  await cp(buildDir, temporary, { recursive: true });
  for (const file of await filesUnder(temporary)) await chmod(path.join(temporary, file), 0o444);
  // cp keeps the source folder's mode (0700 for a build kept in a mkdtemp folder); the servers'
  // unprivileged users (nginx's workers, the web image) must be able to enter it.
  await chmod(temporary, 0o755);
  try {
    await rename(temporary, target);
  } catch (error) {
    // The same build stored meanwhile by a release started alongside: keep that copy.
    await rm(temporary, { recursive: true, force: true });
    if (await exists(target)) return { version, created: false };
    throw error;
  }
  return { version, created: true };
}

/**
 * Removes a version that was stored for a release and then refused: the folders under
 * releases/ hold only builds that passed the contract.
 * @param {string} remote @param {string} version
 */
export async function discardVersion(remote, version, root = RELEASES_DIR) {
  await withMapLock(root, async () => {
    await rm(versionDir(remote, version, root), { recursive: true, force: true });
    await writeIndex(root, remote);
  });
}

/**
 * Notes that a release (not a rollback) made `version` live: it becomes the newest entry
 * of versions.json, the one a rollback leaves and the one before it goes back to. Called by
 * switchLive, under the map lock.
 * @param {string} remote @param {string} version
 */
export async function recordRelease(remote, version, root = RELEASES_DIR) {
  const versions = await versionsOf(remote, root);
  if (versions.at(-1)?.version === version) return;
  await writeJsonAtomically(path.join(root, remote, 'versions.json'), [
    ...versions.filter((record) => record.version !== version),
    { version, releasedAt: new Date().toISOString() },
  ]);
}

/**
 * The static contract of a stored version against the shell's build and the live version.
 * @param {string} remote @param {string} version
 * @returns {Promise<string[]>} reasons it may not go live
 */
export async function staticProblems(
  remote,
  version,
  { root = RELEASES_DIR, shellDir = SHELL_DIST } = {},
) {
  const live = await liveVersion(remote, root);
  return checkRelease({
    remote,
    dir: versionDir(remote, version, root),
    shellDir,
    liveDir: live && live !== version ? versionDir(remote, live, root) : undefined,
  });
}

/**
 * Makes versions live: one new map, written beside the old one and renamed over it, so
 * the shell reads either the old map or the new one. The home page's first screen is
 * composed for the new map just before (first-screens.mjs). The whole change happens under
 * the map lock: a release started meanwhile waits, then changes the map this one wrote.
 * Each remote whose live version changes gets a history entry; `action` other than
 * `rollback` also makes the version the newest released one (versions.json).
 * @param {Record<string, string>} versions remote → version
 * @param {string} [root]
 * @param {string} [shellDir]
 * @param {{ action?: import('./release-records.js').Action, by?: string,
 *   onWait?: (holder: unknown) => void }} [how]
 */
export async function switchLive(
  versions,
  root = RELEASES_DIR,
  shellDir = SHELL_DIST,
  { action = 'release', by, onWait } = {},
) {
  return withMapLock(
    root,
    async () => {
      const map = await readLiveMap(root);
      const before = { ...map };
      for (const [remote, version] of Object.entries(versions)) {
        if (!(await exists(path.join(versionDir(remote, version, root), MANIFEST))))
          throw new Error(`${remote} ${version} is not in ${root}`);
        map[remote] = manifestPath(remote, version);
      }
      await composeFirstScreens({ map, root, shellDir });
      await writeJsonAtomically(liveMapFile(root), map);
      for (const [remote, version] of Object.entries(versions)) {
        if (action !== 'rollback') await recordRelease(remote, version, root);
        await writeIndex(root, remote);
        if (before[remote] === map[remote]) continue;
        const previous = before[remote]?.match(/^\/remotes\/[^/]+\/([^/]+)\//)?.[1] ?? null;
        await appendHistory(root, { remote, version, action, by, previous });
      }
      return map;
    },
    { onWait },
  );
}

/**
 * Records a stored, checked version as a preview: listed in its remote's index.json, so a
 * signed-in staff member may open the shop with it, and in the history; the map stays.
 * @param {string} remote @param {string} version @param {string} [root]
 * @param {{ by?: string, onWait?: (holder: unknown) => void }} [how]
 */
export async function recordPreview(remote, version, root = RELEASES_DIR, { by, onWait } = {}) {
  await withMapLock(
    root,
    async () => {
      const previous = (await liveVersion(remote, root)) ?? null;
      await writeIndex(root, remote);
      await appendHistory(root, { remote, version, action: 'preview', by, previous });
    },
    { onWait },
  );
}

/** Thrown when a build may not go live; `problems` says why. */
export class ContractError extends Error {
  /** @param {string} remote @param {string} version @param {string[]} problems */
  constructor(remote, version, problems) {
    super(`${remote} ${version} breaks the release contract:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ContractError';
    this.problems = problems;
  }
}

/**
 * For every remote, stores its current build as a version (if new) and makes it live.
 * Used by `npm start` after its build. Idempotent: the same builds give the same
 * versions, nothing is copied and the map is rewritten unchanged. A remote without a
 * build keeps its live version; with no live version either, that is an error.
 * @param {{ check?: Check, root?: string, shellDir?: string }} [options]
 * @returns {Promise<RemoteMap>} the live map
 */
export async function publishBuilds({
  check = 'static',
  root = RELEASES_DIR,
  shellDir = SHELL_DIST,
} = {}) {
  /** @type {Record<string, string>} */
  const next = {};
  for (const remote of REMOTES) {
    const dist = distOf(remote.folder);
    if (!(await exists(path.join(dist, MANIFEST)))) {
      if (await liveVersion(remote.name, root)) continue;
      throw new Error(`${remote.folder} has no build and no live release: build it first`);
    }
    const { version, created } = await storeBuild(remote.name, dist, root);
    if (check === 'static') {
      const problems = await staticProblems(remote.name, version, { root, shellDir });
      if (problems.length > 0) {
        if (created) await discardVersion(remote.name, version, root);
        throw new ContractError(remote.name, version, problems);
      }
    }
    next[remote.name] = version;
  }
  return switchLive(next, root, shellDir, { action: 'publish' });
}
