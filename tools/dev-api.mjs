// @ts-check
// The API under `npm run dev`: a saved change to its sources, or to the contracts it runs
// on (Node loads them from libs/contracts/dist), rebuilds that project with swc (under a
// second) and restarts the API. A build that fails leaves the API stopped until the next
// save fixes it. Tests (`*.spec.ts`, test/) are not watched: they never reach the build.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_PORT, ROOT } from './apps.mjs';

/** The API is started by its package's entry (@shop/api), the file its build writes. */
const require = createRequire(import.meta.url);

/** In dependency order: the contracts build before the API. */
const PROJECTS = [
  { workspace: '@shop/contracts', src: path.join(ROOT, 'libs/contracts/src') },
  { workspace: '@shop/api', src: path.join(ROOT, 'services/api/src') },
];

/** @param {string} workspace */
function build(workspace) {
  const run = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return run.status === 0;
}

/**
 * Starts the built API (run the Nx build first) and restarts it on change.
 * @returns {{ stop: () => Promise<void> }}
 */
export function runApiWatched() {
  /** @type {import('node:child_process').ChildProcess | null} */
  let api = null;
  /** Projects changed since the last rebuild. @type {Set<string>} */
  const changed = new Set();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  // Rebuilds run one after another: a save during a rebuild queues the next one.
  let queue = Promise.resolve();

  const start = () => {
    // No TRUST_PROXY: the dev servers' /api proxy names no browser, and a forwarded address
    // from loopback alone is what any local program could send
    // (docs/architecture.md#sessions-limits-and-client-addresses).
    const started = spawn(process.execPath, [require.resolve('@shop/api')], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { PORT: String(API_PORT), ...process.env },
    });
    started.once('exit', (code) => {
      if (api === started)
        console.log(`[dev] The API stopped (${code}); it restarts on the next save.`);
    });
    api = started;
  };
  const stopApi = async () => {
    const running = api;
    api = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  const restart = async () => {
    const workspaces = PROJECTS.map((p) => p.workspace).filter((w) => changed.has(w));
    changed.clear();
    console.log(`\n[dev] ${workspaces.join(', ')} changed: rebuilding and restarting the API…`);
    await stopApi();
    if (workspaces.every(build)) start();
    else console.log('[dev] The build failed; the API restarts on the next save.');
  };

  const watchers = PROJECTS.map(({ workspace, src }) =>
    watch(src, { recursive: true }, (_event, file) => {
      if (!file || file.endsWith('.spec.ts')) return;
      changed.add(workspace);
      clearTimeout(timer);
      // Editors save in bursts (and several files at once): wait for a quiet moment.
      timer = setTimeout(() => {
        queue = queue.then(restart);
      }, 300);
    }),
  );
  start();

  return {
    stop: async () => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      await queue;
      await stopApi();
    },
  };
}
