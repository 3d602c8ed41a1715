// @ts-check
// The static half of the release contract (docs/architecture.md#a-remote-built-released-loaded):
// what a remote's build must satisfy before it may become live. Each check returns the reasons it
// fails, in words a person releasing can act on; an empty list means the build may go live.
// CommonJS so that Jest loads it as it is (tools/release/contract.test.js).
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

/**
 * The parts of an mf-manifest.json the contract reads.
 * @typedef {{ name: string, version: string, requiredVersion?: string | false, singleton?: boolean,
 *   assets?: Assets }} SharedEntry
 * @typedef {{ js?: { sync?: string[], async?: string[] }, css?: { sync?: string[], async?: string[] } }} Assets
 * @typedef {{ name: string, path?: string, assets?: Assets }} ExposeEntry
 * @typedef {{ name: string, metaData: { name?: string, remoteEntry: { name: string, path?: string },
 *   buildInfo?: { buildVersion?: string } }, exposes: ExposeEntry[], shared: SharedEntry[] }} Manifest
 */

const MANIFEST = 'mf-manifest.json';

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** @param {unknown} value @returns {value is string} */
const isText = (value) => typeof value === 'string' && value.length > 0;

/**
 * Reads a build's manifest. `manifest` is undefined when the file is missing or not JSON.
 * @param {string} dir a built remote: `<folder>/dist` or `releases/<remote>/<version>`
 * @returns {{ manifest?: unknown, problems: string[] }}
 */
function readManifest(dir) {
  const file = path.join(dir, MANIFEST);
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { problems: [`${MANIFEST} is missing in ${dir}`] };
  }
  try {
    return { manifest: JSON.parse(text), problems: [] };
  } catch (error) {
    return {
      problems: [`${MANIFEST} is not JSON: ${error instanceof Error ? error.message : error}`],
    };
  }
}

/** @param {Assets | undefined} assets */
function assetFiles(assets) {
  return [
    ...(assets?.js?.sync ?? []),
    ...(assets?.js?.async ?? []),
    ...(assets?.css?.sync ?? []),
    ...(assets?.css?.async ?? []),
  ];
}

/**
 * The manifest has the shape the federation runtime reads, names the expected remote,
 * and every file it points to is in the build.
 * @param {unknown} manifest
 * @param {string} remoteName federation name (`storefront`, …)
 * @param {string} dir the build the manifest belongs to
 * @returns {string[]}
 */
function manifestProblems(manifest, remoteName, dir) {
  if (!isObject(manifest)) return ['the manifest is not a JSON object'];
  const problems = [];
  const meta = manifest.metaData;
  if (manifest.name !== remoteName)
    problems.push(`the manifest names "${String(manifest.name)}", expected "${remoteName}"`);
  if (!isObject(meta) || !isObject(meta.remoteEntry) || !isText(meta.remoteEntry.name)) {
    problems.push('metaData.remoteEntry.name is missing');
  } else {
    const entry = path.join(dir, String(meta.remoteEntry.path ?? ''), meta.remoteEntry.name);
    if (!fs.existsSync(entry))
      problems.push(`the remote entry ${meta.remoteEntry.name} is missing`);
  }
  if (!Array.isArray(manifest.exposes) || manifest.exposes.length === 0)
    problems.push('the manifest exposes nothing');
  if (!Array.isArray(manifest.shared)) problems.push('the manifest has no shared list');
  const entries = [
    ...(Array.isArray(manifest.exposes) ? manifest.exposes : []),
    ...(Array.isArray(manifest.shared) ? manifest.shared : []),
  ];
  for (const entry of entries) {
    if (!isObject(entry) || !isText(entry.name)) {
      problems.push('an exposed or shared entry has no name');
      continue;
    }
    for (const file of assetFiles(/** @type {Assets} */ (entry.assets))) {
      if (!fs.existsSync(path.join(dir, file)))
        problems.push(`${entry.name} needs ${file}, which is not in the build`);
    }
  }
  for (const entry of Array.isArray(manifest.shared) ? manifest.shared : []) {
    if (isObject(entry) && !semver.valid(String(entry.version)))
      problems.push(`shared ${String(entry.name)} declares version "${String(entry.version)}"`);
  }
  return problems;
}

/**
 * The shell loads exposed modules by name (`storefront/app`), so a release may not drop or
 * rename one; an added name is a change the shell cannot use yet, so it is refused too.
 * @param {Manifest} candidate
 * @param {Manifest | undefined} live undefined for a remote's first release
 * @returns {string[]}
 */
function exposeProblems(candidate, live) {
  if (!live) return [];
  const names = (/** @type {Manifest} */ manifest) =>
    manifest.exposes.map((expose) => expose.name).sort();
  const before = names(live);
  const after = names(candidate);
  if (before.join('\n') === after.join('\n')) return [];
  return [`exposed modules changed from [${before.join(', ')}] to [${after.join(', ')}]`];
}

/**
 * Every library the remote shares must work with the shell's copy, both ways: the
 * remote's version within the shell's range, and (what the runtime enforces with
 * `strictVersion`, the shell's copy being loaded first) the shell's version within the
 * remote's range.
 * @param {Manifest} candidate
 * @param {Manifest} shell
 * @returns {string[]}
 */
function sharedProblems(candidate, shell) {
  const problems = [];
  const shellShared = new Map(shell.shared.map((entry) => [entry.name, entry]));
  for (const entry of candidate.shared) {
    const host = shellShared.get(entry.name);
    if (!host) continue; // a library only the remote uses is its own business
    const hostRange = host.requiredVersion;
    if (hostRange && !semver.satisfies(entry.version, hostRange))
      problems.push(
        `shared ${entry.name} ${entry.version} is outside the shell's range ${hostRange}`,
      );
    const range = entry.requiredVersion;
    if (range && !semver.satisfies(host.version, range))
      problems.push(
        `shared ${entry.name}: the release requires ${range} but the shell provides ${host.version}`,
      );
  }
  return problems;
}

/**
 * The whole static contract for one build of one remote.
 * @param {object} options
 * @param {string} options.remote  federation name
 * @param {string} options.dir     the candidate build
 * @param {string} options.shellDir the shell's build (its mf-manifest.json has the ranges)
 * @param {string} [options.liveDir] the live release of the same remote, if any
 * @returns {string[]} the reasons it may not go live; empty when it may
 */
function checkRelease({ remote, dir, shellDir, liveDir }) {
  const candidate = readManifest(dir);
  if (!candidate.manifest) return candidate.problems;
  const problems = manifestProblems(candidate.manifest, remote, dir);
  if (problems.length > 0) return problems;
  const manifest = /** @type {Manifest} */ (candidate.manifest);

  const shell = readManifest(shellDir);
  if (!shell.manifest) return shell.problems.map((problem) => `the shell's build: ${problem}`);
  problems.push(...sharedProblems(manifest, /** @type {Manifest} */ (shell.manifest)));

  const live = liveDir ? readManifest(liveDir).manifest : undefined;
  problems.push(...exposeProblems(manifest, /** @type {Manifest | undefined} */ (live)));
  return problems;
}

module.exports = {
  MANIFEST,
  readManifest,
  manifestProblems,
  exposeProblems,
  sharedProblems,
  checkRelease,
};
