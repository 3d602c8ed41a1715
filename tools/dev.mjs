// @ts-check
// `npm run dev [-- storefront account …]`: the shell and the named remotes (all four when
// none is named) from webpack dev servers, which rebuild on save and reload the page
// (live reload, not hot module replacement: the page starts afresh, the session and the
// cart come back from local storage). The other remotes are their live releases (releases/,
// built and stored first if they have none), as a team working on one remote would see
// its neighbours deployed. The API is rebuilt and restarted on every change to it or to
// the contracts (tools/dev-api.mjs).
//
// The shell's dev server (port 4200) reads a dev remote map: a remote being worked on
// from its dev server (http://localhost:4201/…), the others as /remotes/<remote>/<version>/,
// which the shell's dev server serves from releases/ (tools/webpack/create-config.js).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT, distOf } from './apps.mjs';
import { runApiWatched } from './dev-api.mjs';
import { liveVersion, manifestPath, storeBuild } from './release/releases.mjs';

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !REMOTES.some((r) => r.name === name));
if (unknown.length) {
  console.error(
    `Unknown remote(s): ${unknown.join(', ')}. Choose from ${REMOTES.map((r) => r.name).join(', ')}.`,
  );
  process.exit(2);
}
const live = REMOTES.filter((r) => wanted.length === 0 || wanted.includes(r.name));
const deployed = REMOTES.filter((r) => !live.includes(r));

/** @type {typeof REMOTES} */
const unreleased = [];
for (const remote of deployed) if (!(await liveVersion(remote.name))) unreleased.push(remote);

const prebuilt = ['@shop/api', ...unreleased.map((r) => `@shop/${r.folder}`)];
const built = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', `--projects=${prebuilt.join(',')}`, '--output-style=static'],
  { cwd: ROOT, stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);

/** @type {Record<string, string>} */
const devMap = {};
for (const remote of REMOTES) {
  if (live.includes(remote)) {
    devMap[remote.name] = `http://localhost:${remote.port}/mf-manifest.json`;
  } else {
    const version =
      (await liveVersion(remote.name)) ??
      (await storeBuild(remote.name, distOf(remote.folder))).version;
    devMap[remote.name] = manifestPath(remote.name, version);
  }
}
const devMapFile = path.join(ROOT, 'node_modules/.cache/shop-dev/remotes.json');
mkdirSync(path.dirname(devMapFile), { recursive: true });
writeFileSync(devMapFile, `${JSON.stringify(devMap, null, 2)}\n`);

const api = runApiWatched();
const devServers = ['shell', ...live.map((r) => r.folder)].map((folder) =>
  spawn('npm', ['run', 'dev', '-w', `@shop/${folder}`], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, SHOP_REMOTE_MAP: devMapFile },
  }),
);

const stop = async () => {
  for (const child of devServers) if (child.exitCode === null) child.kill('SIGTERM');
  await api.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
console.log(
  `Live reload: shell, ${live.map((r) => r.name).join(', ')}; from releases: ${
    deployed.map((r) => r.name).join(', ') || 'none'
  }; the API restarts on change. Open http://localhost:4200`,
);
