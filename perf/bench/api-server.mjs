// @ts-check
// The API under test, reached as the package @shop/api (its entry and its exports, never
// its files): built, started pinned on a free port, migrated, signed in to, and compared
// with a bare twin server answer for answer.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import { DEMO_ACCOUNTS, freePort } from '../../tools/apps.mjs';
import { ROOT, SERVER_CORE, spawnNode, stopProcess } from './processes.mjs';

/** A module of the built API, through its package exports (services/api/package.json). */
export const apiModule = createRequire(import.meta.url);

/** @param {string} name */
const demoAccount = (name) => {
  const [username = name, password = ''] = DEMO_ACCOUNTS.find(([user]) => user === name) ?? [];
  return { username, password };
};
export const STAFF = demoAccount('staff');
export const ADMIN = demoAccount('admin');
export const CUSTOMER = demoAccount('customer');

/**
 * Builds the API before measuring it: nx rebuilds only when the sources changed, and a
 * benchmark of a dist left over from older sources would report the wrong code.
 */
export function buildApi() {
  console.log('Building the API (nx run @shop/api:build; a no-op when up to date)…');
  const build = spawnSync('npx', ['nx', 'run', '@shop/api:build', '--output-style=static'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0)
    throw new Error('Building the API failed; run `npx nx run @shop/api:build` to see why.');
}

/**
 * The built API (the package's entry, @shop/api) on `port`, pinned to the server core
 * unless `pinned` is false, in production mode with a throwaway secret; without
 * `databaseUrl`, on the embedded SQLite database in `dataDir`. `env` adds settings
 * (e.g. PRODUCT_LIST_CACHE).
 * @param {{ port: number, databaseUrl?: string, dataDir?: string, env?: Record<string, string>, pinned?: boolean }} options
 */
export function startApi({ port, databaseUrl, dataDir, env: settings = {}, pinned = true }) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    ...settings,
  };
  env.JWT_SECRET = randomBytes(48).toString('base64url');
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  if (dataDir) env.DATA_DIR = dataDir;
  const main = apiModule.resolve('@shop/api');
  return spawnNode(pinned ? SERVER_CORE : null, [main], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/**
 * Migrates and demo-seeds a fresh database the way a deployment does: the API starts on
 * it once and stops. @param {string} databaseUrl @param {Record<string, string>} [env]
 */
export async function migrateThroughApi(databaseUrl, env = {}) {
  const { child } = await serve((port) => startApi({ port, databaseUrl, env }));
  await stopProcess(child);
}

/** @param {string} url @param {import('./processes.mjs').BenchChild} child */
export async function waitForHealth(url, child, seconds = 120) {
  for (let attempt = 0; attempt < seconds * 4; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}):\n${child.stderrText()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * Starts a server, waits for its health route and hands back its base URL and process.
 * @param {(port: number) => import('./processes.mjs').BenchChild} start
 */
export async function serve(start) {
  const port = await freePort();
  const child = start(port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${base}/api/health`, child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { base, child };
}

/**
 * Signs in through the API under test and returns the bearer token.
 * @param {string} base
 * @param {{ username: string, password: string }} credentials
 * @returns {Promise<string>}
 */
export async function signIn(base, credentials) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok)
    throw new Error(`Signing in failed: ${response.status} ${await response.text()}`);
  return /** @type {{ access_token: string }} */ (await response.json()).access_token;
}

/**
 * The API and its bare twin must answer every measured URL with the same JSON, and a
 * non-empty `list`, or the comparison is void.
 * @param {{ base: string, token?: string }} api
 * @param {string} bare base URL
 * @param {string[]} paths
 * @param {string} list the answer's array, e.g. `products`
 */
export async function assertSameAnswers(api, bare, paths, list) {
  /** @param {string} url @param {string} [token] */
  const bodyOf = async (url, token) => {
    const response = await fetch(
      url,
      token ? { headers: { authorization: `Bearer ${token}` } } : {},
    );
    if (!response.ok)
      throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return /** @type {Record<string, unknown[]>} */ (await response.json());
  };
  for (const path of paths) {
    const fromApi = await bodyOf(api.base + path, api.token);
    const fromBare = await bodyOf(bare + path);
    if (!fromApi[list]?.length) throw new Error(`${path} lists no ${list}`);
    if (!isDeepStrictEqual(fromApi, fromBare))
      throw new Error(
        `The servers disagree on ${path}:\nAPI:  ${JSON.stringify(fromApi).slice(0, 600)}\n` +
          `bare: ${JSON.stringify(fromBare).slice(0, 600)}`,
      );
  }
}
