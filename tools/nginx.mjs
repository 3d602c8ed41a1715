// @ts-check
// Runs the shop's nginx config (deploy/nginx, docs/architecture.md#serving) outside Docker:
// lays out a prefix folder in the system's temporary folder, with deploy/nginx's files,
// a site.conf for this machine and links to the built shell and the releases, and runs
// Debian's nginx in the foreground on it. The Playwright pass through nginx starts it
// (e2e/playwright.config.ts); `npm test` checks the config with `--check`.
//   node tools/nginx.mjs [--port 4280] [--api http://127.0.0.1:3333]
//   node tools/nginx.mjs --check     `nginx -t` for this machine's site.conf and docker's
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PORT, ROOT, distOf } from './apps.mjs';
import { RELEASES_DIR } from './release/releases.mjs';

const CONFIG_DIR = path.join(ROOT, 'deploy/nginx');
export const NGINX_BIN = process.env.NGINX_BIN ?? 'nginx';

/** Whether Debian's nginx is installed here (CI installs it; .ci/run). */
export function nginxInstalled() {
  return spawnSync(NGINX_BIN, ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * The file that differs per environment: where to listen, where /api goes, the proxy secret.
 * @param {{ port: number, apiTarget: string, proxySecret?: string }} options
 */
export function localSiteConf({ port, apiTarget, proxySecret = '' }) {
  const api = new URL(apiTarget);
  return `# Written by tools/nginx.mjs for this machine.
upstream shop_api {
  server ${api.host};
  keepalive 8;
}
server {
  listen 127.0.0.1:${port};
  set $shop_api http://shop_api;
  set $shop_proxy_secret ${JSON.stringify(proxySecret)};
  access_log off;
  include shop.conf;
}
`;
}

/**
 * A prefix folder nginx can run in (see deploy/nginx/nginx.conf): `folder`, made afresh, or
 * a new temporary one.
 * @param {{ siteConf: string, extraConf?: Record<string, string>, shellRoot?: string,
 *   releasesRoot?: string, folder?: string }} options
 * @returns {string} the prefix
 */
export function layOutPrefix({
  siteConf,
  extraConf = {},
  shellRoot = distOf('shell'),
  releasesRoot = RELEASES_DIR,
  folder,
}) {
  if (folder) rmSync(folder, { recursive: true, force: true });
  const prefix = folder ?? mkdtempSync(path.join(tmpdir(), 'shop-nginx-'));
  if (folder) mkdirSync(folder);
  // nginx's workers run as an unprivileged user when it is started as root.
  chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'conf');
  mkdirSync(conf);
  mkdirSync(path.join(prefix, 'temp'));
  mkdirSync(path.join(prefix, 'site'));
  for (const file of readdirSync(CONFIG_DIR)) {
    if (file.endsWith('.conf')) copyFileSync(path.join(CONFIG_DIR, file), path.join(conf, file));
  }
  writeFileSync(path.join(conf, 'site.conf'), siteConf);
  for (const [file, text] of Object.entries(extraConf)) writeFileSync(path.join(conf, file), text);
  symlinkSync(path.resolve(shellRoot), path.join(prefix, 'site/shell'));
  symlinkSync(path.resolve(releasesRoot), path.join(prefix, 'site/remotes'));
  return prefix;
}

/**
 * Started as root, nginx hands requests to workers of an unprivileged user, who may not
 * enter a checkout kept in a private folder (`mktemp -d` makes it 0700). This nginx serves
 * a developer's or CI's own build from loopback, so its workers keep the starting user.
 */
const workerUser = process.getuid?.() === 0 ? ['-g', 'user root;'] : [];

/** @param {string} prefix @param {string[]} extra */
const nginxArgs = (prefix, extra = []) => [
  '-p',
  `${prefix}/`,
  '-c',
  'conf/nginx.conf',
  '-e',
  'stderr',
  ...workerUser,
  ...extra,
];

/** `nginx -t` on both environments' configs; true when both pass. */
export function checkConfigs() {
  const environments = {
    local: layOutPrefix({
      siteConf: localSiteConf({ port: 4280, apiTarget: `http://127.0.0.1:${API_PORT}` }),
    }),
    docker: layOutPrefix({
      siteConf: `include site.docker.conf;\n`,
      extraConf: { 'proxy-secret.conf': 'set $shop_proxy_secret "check";\n' },
    }),
  };
  let ok = true;
  for (const [name, prefix] of Object.entries(environments)) {
    // nginx -t reports on stderr; docker's config logs to /dev/stdout, which must open.
    const run = spawnSync(NGINX_BIN, nginxArgs(prefix, ['-t']), {
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    rmSync(prefix, { recursive: true, force: true });
    console.log(`nginx -t (${name}): ${run.status === 0 ? 'ok' : 'FAILED'}`);
    if (run.status !== 0) {
      console.log(run.stderr);
      ok = false;
    }
  }
  return ok;
}

/** @param {string} name @param {string} fallback */
function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (process.argv.includes('--check')) {
    process.exit(checkConfigs() ? 0 : 1);
  }
  const port = Number(option('--port', '4280'));
  // One folder per port, replaced on each start: a run that was killed leaves only that one.
  const prefix = layOutPrefix({
    folder: path.join(tmpdir(), `shop-nginx-${port}`),
    siteConf: localSiteConf({
      port,
      apiTarget: option('--api', `http://127.0.0.1:${API_PORT}`),
      proxySecret: process.env.PROXY_SECRET,
    }),
  });
  const nginx = spawn(NGINX_BIN, nginxArgs(prefix), { stdio: 'inherit' });
  // nginx stops quickly on SIGQUIT (graceful) or SIGTERM (fast); pass ours on.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => nginx.kill('SIGTERM'));
  }
  nginx.on('exit', (code) => {
    rmSync(prefix, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}
