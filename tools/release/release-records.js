// @ts-check
// What the release commands write beside the versions (docs/operations.md#release-records), for
// people, a Releases screen and an API to read:
//   releases/history.json          every change, oldest first: who stored, previewed or made live
//                                  which version of which remote, when, and what was live before
//   releases/<remote>/index.json   the stored versions of one remote, the only release record the
//                                  servers send: the shell checks a preview against it
// Both are written while the map lock is held (map-lock.js) and replaced by a rename.
// CommonJS so that Jest loads it as it is (tools/release/release-records.test.js).
const fs = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');

const MANIFEST = 'mf-manifest.json';
const HISTORY_FILE = 'history.json';
const INDEX_FILE = 'index.json';
/** A version folder's name; never `.` or `..`, never a path. */
const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * @typedef {'release' | 'preview' | 'promote' | 'rollback' | 'publish'} Action
 *   release: built, checked and made live; preview: stored and checked, not live; promote: a
 *   stored version made live; rollback: an earlier version made live again; publish: `npm start`
 *   made its fresh build live
 * @typedef {{ at: string, remote: string, version: string, action: Action, by: string,
 *   previous: string | null }} HistoryEntry
 *   previous: the version live before (for a preview: the one live while it was stored)
 * @typedef {{ remote: string, versions: string[] }} VersionIndex
 */

/** @param {string} file @param {unknown} value  written beside, then renamed: never half a file */
async function writeJsonAtomically(file, value) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await fs.rename(temporary, file);
}

/** @param {string} file @param {unknown} empty */
async function readJson(file, empty) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return empty;
  }
}

/** Who runs the command: `RELEASE_BY` (CI names the person or pipeline), else the OS user. */
function releasedBy() {
  const named = process.env.RELEASE_BY?.trim();
  if (named) return named;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** @param {string} root @returns {Promise<HistoryEntry[]>} */
const readHistory = (root) => readJson(path.join(root, HISTORY_FILE), []);

/**
 * Adds one entry at the end of the history. The caller holds the map lock.
 * @param {string} root @param {Omit<HistoryEntry, 'at' | 'by'> & { by?: string }} entry
 */
async function appendHistory(root, entry) {
  const history = await readHistory(root);
  /** @type {HistoryEntry} */
  const recorded = {
    at: new Date().toISOString(),
    remote: entry.remote,
    version: entry.version,
    action: entry.action,
    by: entry.by ?? releasedBy(),
    previous: entry.previous,
  };
  await writeJsonAtomically(path.join(root, HISTORY_FILE), [...history, recorded]);
  return recorded;
}

/**
 * The versions of `remote` on disk, oldest stored first: complete folders (a copy still being
 * made is a `.tmp` folder) with a manifest.
 * @param {string} root @param {string} remote
 */
async function storedVersions(root, remote) {
  const dir = path.join(root, remote);
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const found = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !VERSION_PATTERN.test(entry.name) || entry.name.endsWith('.tmp'))
      continue;
    const stats = await fs.stat(path.join(dir, entry.name, MANIFEST)).catch(() => null);
    if (stats) found.push({ version: entry.name, storedAt: stats.mtimeMs });
  }
  return found
    .sort((a, b) => a.storedAt - b.storedAt || a.version.localeCompare(b.version))
    .map((record) => record.version);
}

/**
 * Writes `releases/<remote>/index.json` from the folders on disk. The caller holds the map lock.
 * @param {string} root @param {string} remote @returns {Promise<VersionIndex>}
 */
async function writeIndex(root, remote) {
  /** @type {VersionIndex} */
  const index = { remote, versions: await storedVersions(root, remote) };
  await writeJsonAtomically(path.join(root, remote, INDEX_FILE), index);
  return index;
}

module.exports = {
  HISTORY_FILE,
  INDEX_FILE,
  VERSION_PATTERN,
  appendHistory,
  readHistory,
  readJson,
  releasedBy,
  storedVersions,
  writeIndex,
  writeJsonAtomically,
};
