// @ts-check
// A scratch releases folder and a shell build for the release commands' tests
// (commands.test.js, map-changes.test.js), and the commands run on it as their own processes
// (run-command.mjs), as a person or CI runs them.
const { afterEach, beforeEach, expect } = require('@jest/globals');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const RUNNER = path.join(__dirname, 'run-command.mjs');
const TIMEOUT_MS = 60_000;

let scratch = '';
let root = '';
let shellDir = '';
let builds = 0;

/** @param {string} name @param {string} version */
const shared = (name, version) => ({
  id: `x:${name}`,
  name,
  version,
  requiredVersion: `^${version}`,
  singleton: true,
  assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
});

/** A build of `remote` whose files differ from every other build made here (a new version). @param {string} remote */
function build(remote) {
  builds += 1;
  const dir = path.join(scratch, `build-${remote}-${builds}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${remote} build ${builds}`);
  fs.writeFileSync(path.join(dir, 'app.1234abcd.js'), '// app');
  const manifest = {
    id: remote,
    name: remote,
    metaData: {
      name: remote,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      buildInfo: { buildVersion: '0.1.0' },
    },
    exposes: [
      {
        id: `${remote}:app`,
        name: 'app',
        path: './app',
        assets: { js: { sync: ['app.1234abcd.js'] } },
      },
    ],
    shared: [shared('react', '19.3.1')],
    remotes: [],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

/**
 * Starts one command; `output` grows as it prints, `done` settles with its exit status.
 * @param {string} command @param {Record<string, unknown>} options
 */
function start(command, options) {
  const child = spawn(
    process.execPath,
    [RUNNER, command, JSON.stringify({ root, shellDir, ...options })],
    {
      env: { ...process.env, RELEASE_BY: 'jest' },
    },
  );
  const run = { output: '', done: /** @type {Promise<number>} */ (Promise.resolve(0)) };
  child.stdout.on('data', (chunk) => (run.output += chunk));
  child.stderr.on('data', (chunk) => (run.output += chunk));
  run.done = new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  return run;
}

/** @param {string} command @param {Record<string, unknown>} options */
async function run(command, options) {
  const started = start(command, options);
  const status = await started.done;
  return { status, output: started.output };
}

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
/** @param {string} remote */
const liveOf = (remote) =>
  /** @type {Record<string, string>} */ (readJson('remotes.json'))[remote]?.split('/')[3];
/** @param {string} output */
const versionIn = (output) => /(0\.1\.0-[0-9a-f]{10})/.exec(output)?.[1] ?? '';

/** @param {string} remote */
async function released(remote) {
  const result = await run('release', { args: [remote], from: build(remote) });
  expect(result.status).toBe(0);
  return versionIn(result.output);
}

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'release-commands-'));
  root = path.join(scratch, 'releases');
  // The shell's build as the contract reads it: its manifest's shared ranges, no page.
  shellDir = path.join(scratch, 'shell');
  fs.mkdirSync(shellDir);
  fs.writeFileSync(
    path.join(shellDir, 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', exposes: [], shared: [shared('react', '19.3.1')] }),
  );
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The scratch releases folder of the running test. */
const releasesRoot = () => root;

module.exports = {
  TIMEOUT_MS,
  build,
  liveOf,
  readJson,
  released,
  releasesRoot,
  run,
  start,
  versionIn,
};
