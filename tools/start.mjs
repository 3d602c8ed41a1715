// @ts-check
// `npm start`: build everything for production, publish each remote's build as a release
// (the static contract checks first), then run the API (which migrates and seeds an empty
// database) and serve the whole shop on one origin, port 4200 (docs/operations.md#running-it,
// docs/architecture.md#serving).
// `--no-build` skips the build (the tests build once and start many times).
// `--port=<n>` and `--api-port=<n>` serve the shop and run the API elsewhere than 4200 and 3333
// (a second shop beside the first: e2e/tests/automatic-rollback.spec.ts).
// With API_URL set, no API is started: /api goes to that one.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { API_PORT, DEMO_ACCOUNTS, ROOT, SHELL_PORT, distOf } from './apps.mjs';
import { RELEASES_DIR, publishBuilds } from './release/releases.mjs';
import { serveSite } from './serve.mjs';

/** The API is started by its package's entry (@shop/api), the file its build writes. */
const require = createRequire(import.meta.url);

/** @param {string} name @param {number} fallback */
const portOption = (name, fallback) =>
  Number(
    process.argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1) ?? fallback,
  );
const sitePort = portOption('--port', SHELL_PORT);
const apiPort = portOption('--api-port', API_PORT);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
// The API believes X-Forwarded-For only from a proxy that knows this secret (the front-end
// server below, in this process); one per run unless the environment names one.
process.env.PROXY_SECRET ||= randomBytes(32).toString('base64url');

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
  return spawn(process.execPath, [require.resolve('@shop/api')], {
    cwd: ROOT,
    stdio: 'inherit',
    // RELEASES_DIR: the Releases screen reads the releases this process publishes and serves.
    env: { PORT: String(apiPort), ...process.env, RELEASES_DIR },
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
  // Each remote's build becomes a version under releases/ and goes live, unless it
  // breaks the release contract (tools/release/): then nothing starts and we say why.
  const live = await publishBuilds({ check: 'static' });

  const api = process.env.API_URL ? null : startApi();
  /** @type {{ close(): Promise<void> } | null} */
  let site = null;
  const stop = () => {
    void site?.close();
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
  site = await serveSite({
    port: sitePort,
    shellRoot: distOf('shell'),
    releasesRoot: RELEASES_DIR,
    apiTarget: apiUrl,
  });

  const database = process.env.DATABASE_URL
    ? 'MySQL (DATABASE_URL)'
    : `embedded SQLite in ${process.env.DATA_DIR ?? '.data/'}`;
  console.log(`
  The shop is running at http://localhost:${sitePort}  (API ${apiUrl}/api, docs ${apiUrl}/api/docs)
  Database: ${database}
  Remotes (releases/, npm run releases): ${Object.entries(live)
    .map(([remote, manifest]) => `${remote} ${manifest.split('/')[3]}`)
    .join(', ')}
  Demo accounts: ${DEMO_ACCOUNTS.map(([user, password]) => `${user} / ${password}`).join(', ')}
  Press Ctrl-C to stop.
`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
