// @ts-check
const { afterEach, beforeEach, describe, expect, it } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { checkRelease } = require('./contract');

/** @param {string} name @param {string} version @param {string | false} requiredVersion */
const shared = (name, version, requiredVersion = version) => ({
  id: `x:${name}`,
  name,
  version,
  requiredVersion,
  singleton: true,
  assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
});

/** @param {Record<string, unknown>} [overrides] */
function manifest(overrides = {}) {
  return {
    id: 'storefront',
    name: 'storefront',
    metaData: {
      name: 'storefront',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      buildInfo: { buildVersion: '0.1.0' },
    },
    exposes: [
      {
        id: 'storefront:app',
        name: 'app',
        path: './app',
        assets: { js: { sync: ['app.1234abcd.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
    shared: [shared('react', '19.3.1'), shared('@shop/shop-state', '0.1.0', '^0.1.0')],
    remotes: [],
    ...overrides,
  };
}

let scratch = '';
let builds = 0;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-test-'));
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

/**
 * A build folder holding `files` and a manifest (`null`: none; a string: written as is).
 * @param {string} name @param {unknown} content @param {string[]} [files]
 */
function build(name, content, files = ['remoteEntry.js', 'app.1234abcd.js']) {
  builds += 1;
  const dir = path.join(scratch, `${name}-${builds}`);
  fs.mkdirSync(dir, { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(dir, file), '// built');
  if (content !== null)
    fs.writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  return dir;
}

/** @param {unknown} candidate @param {{ shell?: unknown, live?: unknown, files?: string[] }} [others] */
function check(candidate, { shell = manifest({ name: 'shell', exposes: [] }), live, files } = {}) {
  return checkRelease({
    remote: 'storefront',
    dir: build('candidate', candidate, files),
    shellDir: build('shell', shell, []),
    liveDir: live ? build('live', live) : undefined,
  });
}

describe('the static release contract', () => {
  it('passes a build that matches the shell and the live version', () => {
    expect(check(manifest(), { live: manifest() })).toEqual([]);
  });

  it('refuses a build without a manifest, or with one that is not JSON', () => {
    expect(check(null)).toEqual([expect.stringMatching(/mf-manifest.json is missing/)]);
    expect(check('{ "name": ')).toEqual([expect.stringMatching(/not JSON/)]);
  });

  it('refuses a manifest of another remote or without an entry', () => {
    expect(check(manifest({ name: 'account' }))).toEqual([
      'the manifest names "account", expected "storefront"',
    ]);
    expect(check(manifest({ metaData: {} }))).toEqual(['metaData.remoteEntry.name is missing']);
  });

  it('refuses a build missing a file its manifest names', () => {
    expect(check(manifest(), { files: ['app.1234abcd.js'] })).toEqual([
      'the remote entry remoteEntry.js is missing',
    ]);
    expect(check(manifest(), { files: ['remoteEntry.js'] })).toEqual([
      'app needs app.1234abcd.js, which is not in the build',
    ]);
  });

  it('refuses exposed modules that differ from the live version', () => {
    const renamed = manifest();
    renamed.exposes[0].name = 'main';
    expect(check(renamed, { live: manifest() })).toEqual([
      'exposed modules changed from [app] to [main]',
    ]);
    // A first release has nothing to compare with.
    expect(check(renamed)).toEqual([]);
  });

  it('refuses a shared React outside the shell range, either way round', () => {
    const older = manifest({ shared: [shared('react', '18.3.1')] });
    expect(check(older)).toEqual([
      "shared react 18.3.1 is outside the shell's range 19.3.1",
      'shared react: the release requires 18.3.1 but the shell provides 19.3.1',
    ]);
    const wantsNewer = manifest({ shared: [shared('react', '19.3.1', '^19.4.0')] });
    expect(check(wantsNewer)).toEqual([
      'shared react: the release requires ^19.4.0 but the shell provides 19.3.1',
    ]);
  });

  it('refuses a shared version that is not a version', () => {
    expect(check(manifest({ shared: [shared('react', 'latest')] }))).toEqual([
      'shared react declares version "latest"',
    ]);
  });

  it('leaves alone a library only the remote shares', () => {
    const own = manifest({ shared: [shared('recharts', '3.10.1')] });
    expect(check(own)).toEqual([]);
  });
});
