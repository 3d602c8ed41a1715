// @ts-check
// What the release commands do (docs/operations.md#release-and-roll-back-a-remote), apart from
// reading the command line (cli.mjs): a release builds one remote, stores the build as a
// version, checks the release contract and only then switches the live map, or with
// `preview` only lists it for staff to try; a promote makes a stored version live after the
// same checks. A failing check leaves the live version in place and says why.
// `setup` lets the tests run them on a scratch releases folder (commands.test.js).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REMOTES, ROOT, distOf } from '../apps.mjs';
import {
  ContractError,
  RELEASES_DIR,
  SHELL_DIST,
  VERSION_PATTERN,
  discardVersion,
  exists,
  liveVersion,
  recordPreview,
  remoteNamed,
  staticProblems,
  storeBuild,
  switchLive,
  versionDir,
  versionsOf,
} from './releases.mjs';
import records from './release-records.js';

/**
 * @typedef {typeof import('./browser-check.mjs').browserProblems} BrowserCheck
 * @typedef {{ root?: string, shellDir?: string, browserCheck?: BrowserCheck,
 *   log?: (line: string) => void }} Setup
 */

/** Loaded when used: Chromium's driver and a web server are not needed to list or roll back. @type {BrowserCheck} */
const browserProblems = (options) =>
  import('./browser-check.mjs').then((check) => check.browserProblems(options));

/** @param {Required<Setup>} setup */
const waiting = (setup) => () =>
  setup.log('Another release is changing the map; waiting for it to finish…');

/** @param {Setup} setup @returns {Required<Setup>} */
const withDefaults = (setup) => ({
  root: RELEASES_DIR,
  shellDir: SHELL_DIST,
  browserCheck: browserProblems,
  log: console.log,
  ...setup,
});

/** @param {string} folder */
function build(folder) {
  console.log(`Building ${folder} for production…`);
  const result = spawnSync('npx', ['nx', 'run', `@shop/${folder}:build`, '--output-style=static'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
  });
  if (result.status !== 0) throw new Error(`The build of ${folder} failed`);
}

/**
 * The whole release contract for a stored version: the static checks, then (only for a
 * build that passed them) its exposed modules loaded in headless Chromium.
 * @param {string} remote @param {string} version @param {Required<Setup>} setup
 */
async function contractProblems(remote, version, setup) {
  const { root, shellDir } = setup;
  const problems = await staticProblems(remote, version, { root, shellDir });
  if (problems.length > 0) return problems;
  return setup.browserCheck({ remote, version, root, shellDir });
}

/**
 * `npm run release -- <remote> [--from=<dir>] [--preview]`.
 * @param {string} name
 * @param {{ from?: string, preview?: boolean }} options  from: a prebuilt folder instead of a build
 * @param {Setup} [given]
 */
export async function release(name, { from, preview = false }, given = {}) {
  const setup = withDefaults(given);
  const { root, log } = setup;
  const remote = remoteNamed(name);
  if (!from) build(remote.folder);
  const buildDir = from ? path.resolve(from) : distOf(remote.folder);
  const { version, created } = await storeBuild(name, buildDir, root);
  const live = await liveVersion(name, root);
  if (version === live) {
    log(`${name} ${version} is already live; nothing to release.`);
    return version;
  }
  log(`Checking ${name} ${version} against the release contract…`);
  const problems = await contractProblems(name, version, setup);
  if (problems.length > 0) {
    if (created) await discardVersion(name, version, root);
    throw new ContractError(name, version, problems);
  }
  if (preview) {
    await recordPreview(name, version, root, { onWait: waiting(setup) });
    log(`${name} ${version} is stored as a preview; ${live ?? 'no version'} stays live.`);
    log(`Staff try it by opening the shop with ?preview=${name}@${version}`);
    log(`Make it live with: npm run promote -- ${name} ${version}`);
    return version;
  }
  await switchLive({ [name]: version }, root, setup.shellDir, { onWait: waiting(setup) });
  log(`${name} ${version} is live (was ${live ?? 'none'}).`);
  log(`Roll back with: npm run rollback -- ${name}`);
  return version;
}

/** @param {string} name @param {string} version @param {string} root */
async function requireStored(name, version, root) {
  if (!VERSION_PATTERN.test(version) || !(await exists(versionDir(name, version, root))))
    throw new Error(`${name} has no version ${version}; see npm run releases`);
}

/**
 * `npm run promote -- <remote> <version>`: a stored version (a preview, or any earlier one)
 * made live with the release contract checked again, as a release would.
 * @param {string} name @param {string} version @param {Setup} [given]
 */
export async function promote(name, version, given = {}) {
  const setup = withDefaults(given);
  const { root, log } = setup;
  remoteNamed(name);
  await requireStored(name, version, root);
  const live = await liveVersion(name, root);
  if (version === live) {
    log(`${name} ${version} is already live.`);
    return;
  }
  log(`Checking ${name} ${version} against the release contract…`);
  const problems = await contractProblems(name, version, setup);
  if (problems.length > 0) throw new ContractError(name, version, problems);
  await switchLive({ [name]: version }, root, setup.shellDir, {
    action: 'promote',
    onWait: waiting(setup),
  });
  log(`${name} ${version} is live (was ${live ?? 'none'}).`);
  log(`Roll back with: npm run rollback -- ${name}`);
}

/**
 * `npm run rollback -- <remote> [<version>]`: by default the version released before the
 * live one. Static checks only: the version was loaded in a browser when it was released.
 * @param {string} name @param {string | undefined} requested @param {Setup} [given]
 */
export async function rollback(name, requested, given = {}) {
  const setup = withDefaults(given);
  const { root, shellDir, log } = setup;
  remoteNamed(name);
  const live = await liveVersion(name, root);
  const versions = (await versionsOf(name, root)).map((record) => record.version);
  const target = requested ?? versions[versions.indexOf(live ?? '') - 1];
  if (!target) throw new Error(`${name} has no version released before ${live ?? 'none'}`);
  await requireStored(name, target, root);
  if (target === live) {
    log(`${name} ${target} is already live.`);
    return;
  }
  // The shell may have changed since that version was live: the static contract again.
  const problems = await staticProblems(name, target, { root, shellDir });
  if (problems.length > 0) throw new ContractError(name, target, problems);
  await switchLive({ [name]: target }, root, shellDir, {
    action: 'rollback',
    onWait: waiting(setup),
  });
  log(`${name} ${target} is live (was ${live ?? 'none'}).`);
}

/** `npm run releases`: every stored version; live marked `*`, previews never made live `p`. */
export async function list(given = {}) {
  const { root, log } = withDefaults(given);
  for (const remote of REMOTES) {
    const live = await liveVersion(remote.name, root);
    const released = new Map(
      (await versionsOf(remote.name, root)).map((record) => [record.version, record]),
    );
    const stored = await records.storedVersions(root, remote.name);
    log(remote.name);
    if (stored.length === 0) log('    (no release)');
    for (const version of stored) {
      const record = released.get(version);
      const mark = version === live ? '*' : record ? ' ' : 'p';
      log(`  ${mark} ${version}  ${record ? `released ${record.releasedAt}` : 'preview'}`);
    }
  }
  log(`\n* live, from ${path.join(root, 'remotes.json')}; p stored, never released`);
  log(`Who did what, and when: ${path.join(root, records.HISTORY_FILE)}`);
}

/** `npm run releases -- --check`: the static contract of every live release (run by CI). */
export async function checkLive(given = {}) {
  const { root, shellDir, log } = withDefaults(given);
  let failed = false;
  for (const remote of REMOTES) {
    const live = await liveVersion(remote.name, root);
    const problems = live
      ? await staticProblems(remote.name, live, { root, shellDir })
      : [`no live release in ${root}`];
    failed ||= problems.length > 0;
    log(
      problems.length === 0
        ? `${remote.name} ${live}: keeps the release contract`
        : new ContractError(remote.name, live ?? '-', problems).message,
    );
  }
  return !failed;
}
