// @ts-check
// `npm run release -- <remote>`, `npm run rollback -- <remote> [<version>]`, `npm run releases`
// (docs/architecture.md#a-remote-built-released-loaded). A release builds one remote, stores the
// build as a new version, checks the release contract and only then switches the live map; a
// failing check leaves the live version in place, says why and exits non-zero.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REMOTES, ROOT, distOf } from '../apps.mjs';
import { browserProblems } from './browser-check.mjs';
import {
  ContractError,
  RELEASES_DIR,
  SHELL_DIST,
  VERSION_PATTERN,
  discardVersion,
  exists,
  liveVersion,
  recordRelease,
  remoteNamed,
  staticProblems,
  storeBuild,
  switchLive,
  versionDir,
  versionsOf,
} from './releases.mjs';

const USAGE = `Usage:
  npm run release -- <remote>                build, check and make live a new version
  npm run release -- <remote> --from=<dir>   the same for a build made elsewhere (e.g. by CI)
  npm run rollback -- <remote> [<version>]   make an earlier version live
                                             (default: the one released before the live one)
  npm run releases                           list the released versions and which is live
  npm run releases -- --check                check every live release against the shell's build
Remotes: ${REMOTES.map((remote) => remote.name).join(', ')}`;

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

/** @param {string} name @param {string | undefined} from a prebuilt folder instead of a build */
async function release(name, from) {
  const remote = remoteNamed(name);
  if (!from) build(remote.folder);
  const buildDir = from ? path.resolve(from) : distOf(remote.folder);
  const { version, created } = await storeBuild(name, buildDir);
  const live = await liveVersion(name);
  if (version === live) {
    console.log(`${name} ${version} is already live; nothing to release.`);
    return;
  }
  console.log(`Checking ${name} ${version} against the release contract…`);
  const problems = await staticProblems(name, version);
  // The browser check only runs on a build that passed the static checks.
  if (problems.length === 0)
    problems.push(
      ...(await browserProblems({
        remote: name,
        version,
        root: RELEASES_DIR,
        shellDir: SHELL_DIST,
      })),
    );
  if (problems.length > 0) {
    if (created) await discardVersion(name, version);
    throw new ContractError(name, version, problems);
  }
  await switchLive({ [name]: version });
  await recordRelease(name, version);
  console.log(`${name} ${version} is live (was ${live ?? 'none'}).`);
  console.log(`Roll back with: npm run rollback -- ${name}`);
}

/** @param {string} name @param {string | undefined} requested */
async function rollback(name, requested) {
  remoteNamed(name);
  const live = await liveVersion(name);
  const versions = (await versionsOf(name)).map((record) => record.version);
  const target = requested ?? versions[versions.indexOf(live ?? '') - 1];
  if (!target) throw new Error(`${name} has no version released before ${live ?? 'none'}`);
  if (!VERSION_PATTERN.test(target) || !(await exists(versionDir(name, target))))
    throw new Error(`${name} has no version ${target}; see npm run releases`);
  if (target === live) {
    console.log(`${name} ${target} is already live.`);
    return;
  }
  // The shell may have changed since that version was live: the static contract again.
  const problems = await staticProblems(name, target);
  if (problems.length > 0) throw new ContractError(name, target, problems);
  await switchLive({ [name]: target });
  console.log(`${name} ${target} is live (was ${live ?? 'none'}).`);
}

async function list() {
  for (const remote of REMOTES) {
    const live = await liveVersion(remote.name);
    const versions = await versionsOf(remote.name);
    console.log(remote.name);
    if (versions.length === 0) console.log('    (no release)');
    for (const { version, releasedAt } of versions)
      console.log(`  ${version === live ? '*' : ' '} ${version}  released ${releasedAt}`);
  }
  console.log(`\n* live, from ${path.join(RELEASES_DIR, 'remotes.json')}`);
}

/** The static contract of every live release against the shell's build (run by CI). */
async function checkLive() {
  let failed = false;
  for (const remote of REMOTES) {
    const live = await liveVersion(remote.name);
    const problems = live
      ? await staticProblems(remote.name, live)
      : [`no live release in ${RELEASES_DIR}`];
    failed ||= problems.length > 0;
    console.log(
      problems.length === 0
        ? `${remote.name} ${live}: keeps the release contract`
        : new ContractError(remote.name, live ?? '-', problems).message,
    );
  }
  if (failed) process.exitCode = 1;
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith('--'));
  const flags = args.filter((arg) => arg.startsWith('--'));
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  if (command === 'release' && names.length === 1 && flags.length === (from ? 1 : 0))
    return release(names[0], from);
  if (command === 'rollback' && (names.length === 1 || names.length === 2) && flags.length === 0)
    return rollback(names[0], names[1]);
  if (command === 'list' && names.length === 0 && flags.length === 0) return list();
  if (command === 'list' && names.length === 0 && flags.join() === '--check') return checkLive();
  console.error(USAGE);
  process.exitCode = 2;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
