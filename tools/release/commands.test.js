// @ts-check
// The release commands on a scratch releases folder, each run as its own process as a person
// or CI runs them (testing/run-command.mjs): previews, promote, and two releases at once.
const { afterEach, beforeEach, describe, expect, it } = require('@jest/globals');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { withMapLock } = require('./map-lock');

const RUNNER = path.join(__dirname, 'testing', 'run-command.mjs');
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

describe('a preview release', () => {
  it(
    'is stored, listed for previews and in the history, and the live version stays',
    async () => {
      const live = await released('reports');
      const result = await run('release', {
        args: ['reports'],
        from: build('reports'),
        preview: true,
      });
      expect(result).toMatchObject({ status: 0 });
      const preview = versionIn(result.output);
      expect(result.output).toContain(`?preview=reports@${preview}`);
      expect(liveOf('reports')).toBe(live);
      expect(readJson('reports/index.json')).toEqual({
        remote: 'reports',
        versions: [live, preview],
      });
      expect(readJson('history.json')).toEqual([
        expect.objectContaining({
          remote: 'reports',
          version: live,
          action: 'release',
          by: 'jest',
          previous: null,
        }),
        expect.objectContaining({
          remote: 'reports',
          version: preview,
          action: 'preview',
          by: 'jest',
          previous: live,
        }),
      ]);
      // Rolling back leaves the live version for the one released before it, not the preview.
      expect(
        readJson('reports/versions.json').map((/** @type {{ version: string }} */ r) => r.version),
      ).toEqual([live]);
    },
    TIMEOUT_MS,
  );

  it(
    'that fails the contract is refused and not kept',
    async () => {
      const live = await released('reports');
      const result = await run('release', {
        args: ['reports'],
        from: build('reports'),
        preview: true,
        browserProblems: ['reports/app failed to load: boom'],
      });
      expect(result.status).toBe(1);
      expect(result.output).toContain('reports/app failed to load: boom');
      expect(readJson('reports/index.json').versions).toEqual([live]);
      expect(
        fs.readdirSync(path.join(root, 'reports')).filter((name) => name.startsWith('0.')),
      ).toEqual([live]);
    },
    TIMEOUT_MS,
  );
});

describe('promote', () => {
  it(
    'makes a stored preview live, with the history saying who and what was live before',
    async () => {
      const live = await released('reports');
      const preview = versionIn(
        (await run('release', { args: ['reports'], from: build('reports'), preview: true })).output,
      );
      const result = await run('promote', { args: ['reports', preview] });
      expect(result).toMatchObject({ status: 0 });
      expect(liveOf('reports')).toBe(preview);
      expect(readJson('history.json').at(-1)).toEqual(
        expect.objectContaining({
          remote: 'reports',
          version: preview,
          action: 'promote',
          by: 'jest',
          previous: live,
        }),
      );
      // A rollback goes back to the version live before the promote.
      expect((await run('rollback', { args: ['reports'] })).status).toBe(0);
      expect(liveOf('reports')).toBe(live);
    },
    TIMEOUT_MS,
  );

  it(
    'refuses a version that is not stored, or that fails the contract now, and the live one stays',
    async () => {
      const live = await released('reports');
      const preview = versionIn(
        (await run('release', { args: ['reports'], from: build('reports'), preview: true })).output,
      );
      const unknown = await run('promote', { args: ['reports', '../../etc'] });
      expect(unknown.status).toBe(1);
      expect(unknown.output).toContain('reports has no version ../../etc');
      const failing = await run('promote', {
        args: ['reports', preview],
        browserProblems: ['reports/app failed to load'],
      });
      expect(failing.status).toBe(1);
      expect(failing.output).toContain('breaks the release contract');
      expect(liveOf('reports')).toBe(live);
    },
    TIMEOUT_MS,
  );
});

describe('map changes', () => {
  it(
    'two releases started together both land, one after the other',
    async () => {
      await released('reports');
      await released('account');
      /** @type {ReturnType<typeof start>[]} */
      let runs = [];
      // Held here until both releases wait for it, so the two map changes certainly overlap.
      await withMapLock(root, async () => {
        runs = [
          start('release', { args: ['reports'], from: build('reports') }),
          start('release', { args: ['account'], from: build('account') }),
        ];
        while (!runs.every((started) => started.output.includes('waiting for it to finish')))
          await new Promise((resolve) => setTimeout(resolve, 50));
      });
      const statuses = await Promise.all(runs.map((started) => started.done));
      expect(statuses).toEqual([0, 0]);
      const [reports, account] = runs.map((started) => versionIn(started.output));
      expect(liveOf('reports')).toBe(reports);
      expect(liveOf('account')).toBe(account);
      const latest = readJson('history.json').slice(-2);
      expect(
        latest.map((/** @type {{ version: string }} */ entry) => entry.version).sort(),
      ).toEqual([reports, account].sort());
      expect(fs.existsSync(path.join(root, '.map.lock'))).toBe(false);
    },
    TIMEOUT_MS,
  );

  it(
    'two releases of one remote at once land in turn: the second replaces the first',
    async () => {
      const live = await released('reports');
      /** @type {ReturnType<typeof start>[]} */
      let runs = [];
      await withMapLock(root, async () => {
        runs = [1, 2].map(() => start('release', { args: ['reports'], from: build('reports') }));
        while (!runs.every((started) => started.output.includes('waiting for it to finish')))
          await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(await Promise.all(runs.map((started) => started.done))).toEqual([0, 0]);
      const [first, second] = readJson('history.json').slice(-2);
      expect(first).toMatchObject({ remote: 'reports', action: 'release', previous: live });
      expect(second).toMatchObject({
        remote: 'reports',
        action: 'release',
        previous: first.version,
      });
      expect(liveOf('reports')).toBe(second.version);
      expect(
        readJson('reports/versions.json').map((/** @type {{ version: string }} */ r) => r.version),
      ).toEqual([live, first.version, second.version]);
    },
    TIMEOUT_MS,
  );

  it(
    'a lock left by a release that died is taken over',
    async () => {
      const dead = spawn(process.execPath, ['-e', '']);
      const pid = await new Promise((resolve) => dead.on('close', () => resolve(dead.pid)));
      fs.mkdirSync(root, { recursive: true });
      fs.writeFileSync(
        path.join(root, '.map.lock'),
        JSON.stringify({
          pid,
          host: os.hostname(),
          since: new Date().toISOString(),
          token: 'gone',
        }),
      );
      const version = await released('reports');
      expect(liveOf('reports')).toBe(version);
    },
    TIMEOUT_MS,
  );
});
