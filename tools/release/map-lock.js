// @ts-check
// One change of the live map at a time (docs/decisions/0098-preview-releases-and-one-map-change-at-a-time.md):
// every command that changes releases/remotes.json or the release records reads, changes and
// writes them while it holds `releases/.map.lock`. Two releases started together both land, one
// after the other; without the lock the second would write the map it read before the first
// switched, and the first release would silently be undone.
// CommonJS so that Jest loads it as it is (tools/release/map-lock.test.js).
const { randomBytes } = require('node:crypto');
const fs = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');

const LOCK_FILE = '.map.lock';
const RETRY_MS = 100;

/** @typedef {{ pid: number, host: string, since: string, token: string }} Holder */

/** @param {string} file @returns {Promise<Holder | null>} */
async function readHolder(file) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return null; // gone meanwhile, or caught half written: look again
  }
}

/** A holder on this machine whose process has ended left the lock behind (a crash, a kill). @param {Holder} holder */
function isStale(holder) {
  if (holder.host !== os.hostname()) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH';
  }
}

/**
 * Takes a stale lock away: renamed to a name of our own first, so that of two waiters only
 * one removes it, and only if it is still the stale one it read.
 * @param {string} file @param {Holder} stale
 */
async function breakStale(file, stale) {
  const claimed = `${file}.${process.pid}.stale`;
  try {
    await fs.rename(file, claimed);
  } catch {
    return; // another waiter took it first
  }
  const moved = await readHolder(claimed);
  if (moved?.token === stale.token) await fs.rm(claimed, { force: true });
  // A live lock taken between our read and the rename: put it back where its holder expects it.
  else await fs.rename(claimed, file);
}

/**
 * Runs `change` while this process holds the map lock of `root`, waiting for any other
 * holder to finish. `onWait` is called once, with the holder, when the lock is busy.
 * @template T
 * @param {string} root the releases folder
 * @param {() => Promise<T>} change
 * @param {{ onWait?: (holder: Holder | null) => void }} [options]
 * @returns {Promise<T>}
 */
async function withMapLock(root, change, { onWait } = {}) {
  const file = path.join(root, LOCK_FILE);
  await fs.mkdir(root, { recursive: true });
  /** @type {Holder} */
  const me = {
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
  let told = false;
  for (;;) {
    try {
      await fs.writeFile(file, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(file);
    if (holder && isStale(holder)) {
      await breakStale(file, holder);
      continue;
    }
    if (!told) onWait?.(holder);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  try {
    return await change();
  } finally {
    const holder = await readHolder(file);
    if (holder?.token === me.token) await fs.rm(file, { force: true });
  }
}

module.exports = { LOCK_FILE, withMapLock };
