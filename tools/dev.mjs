// `npm run dev [-- storefront account …]`: hot reload for the shell and the named remotes
// (all four when none is named). The other remotes are served from their production
// build, exactly as a team working on one remote would see its neighbours deployed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { API_PORT, REMOTES, ROOT, distOf } from './apps.mjs';
import { serveStatic } from './serve.mjs';

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !REMOTES.some((r) => r.name === name));
if (unknown.length) {
  console.error(
    `Unknown remote(s): ${unknown.join(', ')}. Choose from ${REMOTES.map((r) => r.name).join(', ')}.`,
  );
  process.exit(2);
}
const hot = REMOTES.filter((r) => wanted.length === 0 || wanted.includes(r.name));
const deployed = REMOTES.filter((r) => !hot.includes(r));

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

const children = [
  spawn(process.execPath, [path.join(ROOT, 'services/api/dist/main.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { PORT: String(API_PORT), TRUST_PROXY: 'loopback', ...process.env },
  }),
  ...['shell', ...hot.map((r) => r.folder)].map((folder) =>
    spawn('npm', ['run', 'dev', '-w', `@shop/${folder}`], { cwd: ROOT, stdio: 'inherit' }),
  ),
];
const servers = await Promise.all(
  deployed.map((r) => serveStatic({ root: distOf(r.folder), port: r.port })),
);

const stop = () => {
  for (const server of servers) server.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`Hot reload: shell, ${hot.map((r) => r.name).join(', ')}. Open http://localhost:4200`);
