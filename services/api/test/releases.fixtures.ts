import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A scratch releases folder as the release commands leave it (docs/operations.md#release-records),
 * and a scratch shell build for their contract check, so the API's tests run the real commands
 * (tools/release/cli.mjs) without building anything. Builds are shaped like
 * tools/release/testing/scratch-releases.js makes them.
 *
 * A promote's contract check loads the candidate in headless Chromium
 * (tools/release/browser-check.mjs), so the scratch shell is a page that does what the check
 * asks of the shell: it reads the served map, registers its remotes and loads an exposed module
 * from a remote's global container (remoteEntry.js), as the federation runtime does, and it
 * renders the storefront's module for the first screens a map change composes. A stored
 * version's container really answers `get('./app')`, or throws as it starts when built broken.
 */

export const VERSIONS = {
  old: '0.1.0-aaaaaaaaa1',
  live: '0.1.0-aaaaaaaaa2',
  preview: '0.1.0-aaaaaaaaa3',
  /** A storefront preview whose remote entry throws as it loads: the contract refuses it. */
  broken: '0.1.0-aaaaaaaaa4',
} as const;

/**
 * The scratch shell's script: the federation host's part the browser check relies on, and a nav
 * and the storefront's first render, which a map change composes into first screens
 * (tools/release/first-screens.mjs) as it does from the real shell.
 */
const SHELL_HOST = `
const remotes = [];
const load = (src) =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = () => reject(new Error('could not load ' + src));
    document.head.append(script);
  });
const shell = {
  name: 'shell',
  options: { remotes },
  async loadRemote(request) {
    const [name, expose] = request.split('/');
    const remote = remotes.find((entry) => entry.name === name);
    if (!remote) throw new Error('no remote ' + name);
    const manifest = await (await fetch(remote.entry)).json();
    const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
    await load(base + manifest.metaData.remoteEntry.name);
    const container = globalThis[name];
    if (!container) throw new Error(name + ' registered no container');
    await container.init({});
    return (await container.get('./' + expose))();
  },
};
globalThis.__FEDERATION__ = { __INSTANCES__: [] };
fetch('/remotes.json')
  .then((answer) => answer.json())
  .then(async (map) => {
    for (const [name, entry] of Object.entries(map)) remotes.push({ name, entry });
    globalThis.__FEDERATION__.__INSTANCES__.push(shell);
    document.getElementById('shell-nav').innerHTML = '<a href="/">Scratch shop</a>';
    if (!map.storefront) return;
    const heading = document.createElement('h1');
    heading.textContent = (await shell.loadRemote('storefront/app')).default;
    document.getElementById('remote-storefront').append(heading);
  });
`;

/** A remote's global container (the manifest's remoteEntry, type "global"), or one that throws. */
const remoteEntry = (remote: string, version: string) =>
  version === VERSIONS.broken
    ? `throw new Error('${remote} ${version} is broken on purpose');\n`
    : `globalThis.${remote} = {
  init: async () => undefined,
  get: async (module) => {
    if (module !== './app') throw new Error('${remote} exposes no ' + module);
    return () => ({ default: '${remote} ${version}' });
  },
};
`;

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
  write(join(dir, 'remoteEntry.js'), remoteEntry(remote, version));
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
 * minutes ago by `ci`, and a stored preview: a sound one of reports, a broken one of storefront.
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
  write(
    join(shellDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Scratch shell</title>' +
      '<script src="/host.js"></script></head><body>' +
      '<div id="shell-nav"></div><div id="remote-storefront"></div></body></html>',
  );
  write(join(shellDir, 'host.js'), SHELL_HOST);
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const map: Record<string, string> = {};
  const history: unknown[] = [];
  for (const remote of ['reports', 'storefront']) {
    const previewed = remote === 'reports' ? VERSIONS.preview : VERSIONS.broken;
    const versions = [VERSIONS.old, VERSIONS.live, previewed];
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
  for (const [remote, version] of [
    ['reports', VERSIONS.preview],
    ['storefront', VERSIONS.broken],
  ] as const)
    history.push({
      at: at(0),
      remote,
      version,
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
