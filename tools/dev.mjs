// @ts-check
// `npm run dev [-- storefront account …]`: the shell and the named remotes (all four when
// none is named) from webpack dev servers, which rebuild on save and reload the page
// (live reload, not hot module replacement: the page starts afresh, the session and the
// cart come back from local storage). The other remotes are served from their production
// build, as a team working on one remote would see its neighbours deployed. The API is
// rebuilt and restarted on every change to it or to the contracts (tools/dev-api.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { REMOTES, ROOT, distOf } from './apps.mjs';
import { runApiWatched } from './dev-api.mjs';
import { serveStatic } from './serve.mjs';

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

const prebuilt = ['@shop/api', ...deployed.map((r) => `@shop/${r.folder}`)];
const built = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', `--projects=${prebuilt.join(',')}`, '--output-style=static'],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
if (built.status !== 0) process.exit(built.status ?? 1);

const api = runApiWatched();
const devServers = ['shell', ...live.map((r) => r.folder)].map((folder) =>
  spawn('npm', ['run', 'dev', '-w', `@shop/${folder}`], { cwd: ROOT, stdio: 'inherit' }),
);
const servers = await Promise.all(
  deployed.map((r) => serveStatic({ root: distOf(r.folder), port: r.port })),
);

const stop = async () => {
  for (const server of servers) server.close();
  for (const child of devServers) if (child.exitCode === null) child.kill('SIGTERM');
  await api.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
console.log(
  `Live reload: shell, ${live.map((r) => r.name).join(', ')}; the API restarts on change. Open http://localhost:4200`,
);
