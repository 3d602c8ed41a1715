import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The release commands' records, read as they write them (tools/release/release-records.js,
 * docs/operations.md#release-records). Read only: every change goes through the commands, under
 * their map lock (release-command.ts).
 */

export interface HistoryEntry {
  at: string;
  remote: string;
  version: string;
  action: 'release' | 'preview' | 'promote' | 'rollback' | 'publish';
  by: string;
  previous: string | null;
}

export interface VersionRecord {
  version: string;
  releasedAt: string;
}

/** Everything the releases folder says, read once per request. */
export interface ReleaseFiles {
  /** remote → live version. */
  live: Record<string, string>;
  history: HistoryEntry[];
  /** remote → the versions made live by a release or promote, oldest first. */
  released: Record<string, VersionRecord[]>;
  /** remote → every stored version, oldest first. */
  stored: Record<string, string[]>;
}

async function readJson<T>(file: string, empty: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return empty;
  }
}

/** Whether `dir` is a releases folder at all (the commands made it). */
export async function isReleasesFolder(dir: string): Promise<boolean> {
  return stat(join(dir, 'remotes.json')).then(
    (found) => found.isFile(),
    () => false,
  );
}

const versionInManifestPath = (manifest: string) =>
  /^\/remotes\/[^/]+\/([^/]+)\//.exec(manifest)?.[1];

export async function readReleaseFiles(dir: string): Promise<ReleaseFiles> {
  const map = await readJson<Record<string, string>>(join(dir, 'remotes.json'), {});
  const live: Record<string, string> = {};
  for (const [remote, manifest] of Object.entries(map)) {
    const version = versionInManifestPath(manifest);
    if (version) live[remote] = version;
  }
  const history = await readJson<HistoryEntry[]>(join(dir, 'history.json'), []);
  const folders = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const remotes = new Set([
    ...Object.keys(live),
    ...folders
      .filter((entry) => entry.isDirectory() && /^[a-z]/.test(entry.name))
      .map((e) => e.name),
  ]);
  const released: ReleaseFiles['released'] = {};
  const stored: ReleaseFiles['stored'] = {};
  for (const remote of remotes) {
    released[remote] = await readJson<VersionRecord[]>(join(dir, remote, 'versions.json'), []);
    const index = await readJson<{ versions?: string[] }>(join(dir, remote, 'index.json'), {});
    stored[remote] = index.versions ?? [];
  }
  // Only folders the commands keep records for are remotes (first-screens/ is not).
  for (const remote of remotes)
    if (!live[remote] && !released[remote]?.length && !stored[remote]?.length) {
      delete released[remote];
      delete stored[remote];
    }
  return { live, history, released, stored };
}

/** The history entry that last made `version` of `remote` live: when and by whom. */
export function lastMadeLive(
  history: readonly HistoryEntry[],
  remote: string,
  version: string,
): HistoryEntry | undefined {
  return history.findLast(
    (entry) => entry.remote === remote && entry.version === version && entry.action !== 'preview',
  );
}
