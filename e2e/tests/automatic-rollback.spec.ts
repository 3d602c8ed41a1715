import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInAsAdmin } from './catalogue-support';
import { ROOT } from './releases';
import { startSignedIn } from './support-session';

// Automatic rollback (docs/operations.md#automatic-rollback,
// docs/decisions/0112-the-releases-screen-runs-the-release-commands.md): a release whose entry
// throws on mount is reported by the browsers that open it (0099) and goes back by itself.
// The shop the other specs use runs with AUTO_ROLLBACK=off, since some of them break remotes
// on purpose; this spec starts a shop of its own, from the same builds, with its own releases
// folder and database and AUTO_ROLLBACK=on, so neither can roll back the other's remotes.

const FALLBACK = 'This section is temporarily unavailable';
/** The remote broken here: /login is its page, open to a visitor, and no first screen waits for it. */
const REMOTE = 'account';
const START_TIMEOUT_MS = 180_000;

interface OwnShop {
  url: string;
  releases: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `npm start -- --no-build` on free ports, a scratch releases folder and a scratch SQLite. */
async function startOwnShop(): Promise<OwnShop> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'shop-automatic-rollback-'));
  const releases = path.join(scratch, 'releases');
  const [sitePort, apiPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(scratch, 'data'),
    DATABASE_URL: '',
    RELEASES_DIR: releases,
    AUTO_ROLLBACK: 'on',
    LOG_LEVEL: 'warn',
    FORCE_COLOR: '0',
  };
  delete env.PORT;
  delete env.API_URL;
  delete env.PROXY_SECRET;
  const child: ChildProcess = spawn(
    process.execPath,
    ['tools/start.mjs', '--no-build', `--port=${sitePort}`, `--api-port=${apiPort}`],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${sitePort}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(scratch, { recursive: true, force: true });
  };
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until && child.exitCode === null) {
    const healthy = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { url, releases, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The automatic rollback's own shop did not start:\n${output}`);
}

const liveOf = (releases: string, remote: string): string | undefined =>
  (JSON.parse(readFileSync(path.join(releases, 'remotes.json'), 'utf8')) as Record<string, string>)[
    remote
  ]?.split('/')[3];

/**
 * The live build of `remote` with its entry made to throw on mount: its container still loads
 * and answers `./app` (so the release contract's browser check passes, as it would for a remote
 * that fails only once it renders), but the app it gives fails to mount.
 */
function brokenBuild(releases: string, remote: string, live: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${remote}-broken-`));
  cpSync(path.join(releases, remote, live), dir, { recursive: true });
  // The precompressed copies would be served instead of the changed entry.
  for (const compressed of ['remoteEntry.js.gz', 'remoteEntry.js.br'])
    rmSync(path.join(dir, compressed), { force: true });
  appendFileSync(
    path.join(dir, 'remoteEntry.js'),
    `
// The container's exports are getters: the global is replaced, not changed.
;(function breakOnMount(name) {
  var container = globalThis[name];
  var get = container.get;
  globalThis[name] = Object.assign({}, container, {
    get: function (module) {
      return Promise.resolve(get.apply(container, arguments)).then(function (factory) {
        if (module !== './app') return factory;
        return function () {
          return Object.assign({}, factory(), {
            mount: function () {
              return Promise.reject(new Error(name + ' is broken on purpose: it throws on mount'));
            },
          });
        };
      });
    },
  });
})(${JSON.stringify(remote)});
`,
  );
  return dir;
}

let shop: OwnShop | undefined;
test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 30_000);
  shop = await startOwnShop();
});
test.afterAll(async () => {
  await shop?.stop();
});

test(
  'a release that throws on mount is reported by browsers and rolled back automatically',
  { tag: '@platform' },
  async ({ browser }) => {
    test.setTimeout(240_000);
    const { url, releases } = shop!;
    const original = liveOf(releases, REMOTE)!;
    const build = brokenBuild(releases, REMOTE, original);
    try {
      const released = spawnSync(
        'npm',
        ['run', '--silent', 'release', '--', REMOTE, `--from=${build}`],
        {
          cwd: ROOT,
          encoding: 'utf8',
          env: { ...process.env, RELEASES_DIR: releases, FORCE_COLOR: '0' },
        },
      );
      expect(released.status, `${released.stdout}${released.stderr}`).toBe(0);
      const broken = liveOf(releases, REMOTE)!;
      expect(broken).not.toBe(original);

      // Three page loads, three request ids: the threshold of the rule.
      const context = await browser.newContext({ baseURL: url });
      const visitor = await context.newPage();
      for (let load = 0; load < 3; load++) {
        await visitor.goto('/login');
        await expect(visitor.getByRole('heading', { name: FALLBACK })).toBeVisible();
      }
      await expect.poll(() => liveOf(releases, REMOTE), { timeout: 60_000 }).toBe(original);

      // The Releases screen says what happened and why (an admin in a browser of their own).
      const adminContext = await browser.newContext({ baseURL: url });
      const admin = await adminContext.newPage();
      await startSignedIn(admin, await signInAsAdmin(adminContext.request));
      await admin.goto('/releases');
      const card = admin.getByRole('region', { name: `${REMOTE} releases` });
      await expect(card).toContainText(`Live: ${original}`);
      await expect(card).toContainText(
        `Rolled back automatically: 3 errors in the first 30 minutes of ${broken}, back to ${original}`,
      );

      // And the shop works again after a reload.
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      await expect(visitor.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
      await Promise.all([context.close(), adminContext.close()]);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  },
);
