import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A scratch releases folder as the release commands leave it (docs/operations.md#release-records),
 * and a scratch shell build for their contract check, so the API's tests run the real commands
 * (tools/release/cli.mjs) without building anything. Builds are shaped like
 * tools/release/testing/scratch-releases.js makes them.
 */

export const VERSIONS = {
  old: '0.1.0-aaaaaaaaa1',
  live: '0.1.0-aaaaaaaaa2',
  preview: '0.1.0-aaaaaaaaa3',
} as const;

const shared = (name: string, version: string) => ({
  id: `x:${name}`,
  name,
  version,
  requiredVersion: `^${version}`,
  singleton: true,
  assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
});

const write = (file: string, value: unknown) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
};

function storeVersion(root: string, remote: string, version: string): void {
  const dir = join(root, remote, version);
  write(join(dir, 'remoteEntry.js'), `// ${remote} ${version}`);
  write(join(dir, 'app.1234abcd.js'), '// app');
  write(join(dir, 'mf-manifest.json'), {
    id: remote,
    name: remote,
    metaData: {
      name: remote,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      buildInfo: { buildVersion: '0.1.0' },
    },
    exposes: [
      {
        id: `${remote}:app`,
        name: 'app',
        path: './app',
        assets: { js: { sync: ['app.1234abcd.js'] } },
      },
    ],
    shared: [shared('react', '19.3.1')],
    remotes: [],
  });
}

export interface ScratchReleases {
  /** The releases folder (RELEASES_DIR). */
  root: string;
  /** The shell build the commands check against (SHELL_DIST). */
  shellDir: string;
  liveOf(remote: string): string | undefined;
  history(): {
    remote: string;
    version: string;
    action: string;
    by: string;
    previous: string | null;
  }[];
  /** `npm run promote -- <remote> <version>` as a person ran it from a terminal: the map and the history. */
  promotedByHand(remote: string, version: string): void;
  remove(): void;
}

/**
 * `reports` and `storefront` each with an old version, a live one made live `liveMinutesAgo`
 * minutes ago by `ci`, and a stored preview of reports.
 */
export function scratchReleases(liveMinutesAgo = 1): ScratchReleases {
  const scratch = mkdtempSync(join(tmpdir(), 'api-releases-'));
  const root = join(scratch, 'releases');
  const shellDir = join(scratch, 'shell');
  write(join(shellDir, 'mf-manifest.json'), {
    name: 'shell',
    exposes: [],
    shared: [shared('react', '19.3.1')],
  });
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const map: Record<string, string> = {};
  const history: unknown[] = [];
  for (const remote of ['reports', 'storefront']) {
    const versions = remote === 'reports' ? Object.values(VERSIONS) : [VERSIONS.old, VERSIONS.live];
    for (const version of versions) storeVersion(root, remote, version);
    map[remote] = `/remotes/${remote}/${VERSIONS.live}/mf-manifest.json`;
    write(join(root, remote, 'versions.json'), [
      { version: VERSIONS.old, releasedAt: at(60 * 24) },
      { version: VERSIONS.live, releasedAt: at(liveMinutesAgo) },
    ]);
    write(join(root, remote, 'index.json'), { remote, versions });
    history.push(
      {
        at: at(60 * 24),
        remote,
        version: VERSIONS.old,
        action: 'release',
        by: 'ci',
        previous: null,
      },
      {
        at: at(liveMinutesAgo),
        remote,
        version: VERSIONS.live,
        action: 'release',
        by: 'ci',
        previous: VERSIONS.old,
      },
    );
  }
  history.push({
    at: at(0),
    remote: 'reports',
    version: VERSIONS.preview,
    action: 'preview',
    by: 'ci',
    previous: VERSIONS.live,
  });
  write(join(root, 'remotes.json'), map);
  write(join(root, 'history.json'), history);
  const readJson = (file: string): unknown => JSON.parse(readFileSync(join(root, file), 'utf8'));
  return {
    root,
    shellDir,
    liveOf: (remote) => (readJson('remotes.json') as Record<string, string>)[remote]?.split('/')[3],
    history: () => readJson('history.json') as ReturnType<ScratchReleases['history']>,
    promotedByHand: (remote, version) => {
      const live = readJson('remotes.json') as Record<string, string>;
      const previous = live[remote]?.split('/')[3] ?? null;
      write(join(root, 'remotes.json'), {
        ...live,
        [remote]: `/remotes/${remote}/${version}/mf-manifest.json`,
      });
      write(join(root, 'history.json'), [
        ...(readJson('history.json') as unknown[]),
        { at: at(0), remote, version, action: 'promote', by: 'ops', previous },
      ]);
    },
    remove: () => rmSync(scratch, { recursive: true, force: true }),
  };
}
