// @ts-check
// `npm start`: build everything for production, then run the API (which migrates and
// seeds an empty database), the shell and the four remotes, each on its own port.
// `--no-build` skips the build (the tests build once and start many times).
// With API_URL set, no API is started: the shell proxies /api to that one (docker-compose).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { API_PORT, DEMO_ACCOUNTS, REMOTES, ROOT, SHELL_PORT, distOf } from './apps.mjs';
import { serveStatic } from './serve.mjs';

const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`;

function build() {
  console.log('Building the API, the shell and the remotes for production…');
  const result = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--parallel=2', '--output-style=static'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function startApi() {
  return spawn(process.execPath, [path.join(ROOT, 'services/api/dist/main.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { PORT: String(API_PORT), TRUST_PROXY: 'loopback', ...process.env },
  });
}

/** @param {import('node:child_process').ChildProcess | null} api */
async function waitForApi(api) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (api && api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    const healthy = await fetch(`${apiUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The API did not become healthy within two minutes');
}

async function main() {
  if (!process.argv.includes('--no-build')) build();

  const api = process.env.API_URL ? null : startApi();
  /** @type {import('node:http').Server[]} */
  const servers = [];
  const stop = () => {
    for (const server of servers) server.close();
    if (api && api.exitCode === null) api.kill('SIGTERM');
  };
  process.on('SIGINT', () => (stop(), process.exit(130)));
  process.on('SIGTERM', () => (stop(), process.exit(143)));
  api?.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`The API stopped (exit code ${code}).`);
    stop();
    process.exitCode = code ?? 1;
  });

  await waitForApi(api);
  for (const remote of REMOTES) {
    servers.push(await serveStatic({ root: distOf(remote.folder), port: remote.port }));
  }
  servers.push(
    await serveStatic({ root: distOf('shell'), port: SHELL_PORT, spa: true, apiTarget: apiUrl }),
  );

  const database = process.env.DATABASE_URL
    ? 'MySQL (DATABASE_URL)'
    : `embedded SQLite in ${process.env.DATA_DIR ?? '.data/'}`;
  console.log(`
  The shop is running at http://localhost:${SHELL_PORT}  (API ${apiUrl}/api, docs ${apiUrl}/api/docs)
  Database: ${database}
  Remotes: ${REMOTES.map((r) => `${r.name} :${r.port}`).join(', ')}
  Demo accounts: ${DEMO_ACCOUNTS.map(([user, password]) => `${user} / ${password}`).join(', ')}
  Press Ctrl-C to stop.
`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
