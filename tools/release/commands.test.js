// @ts-check
// The release commands on a scratch releases folder, each run as its own process as a person
// or CI runs them (testing/scratch-releases.js): previews and promote.
const { describe, expect, it } = require('@jest/globals');
const fs = require('node:fs');
const path = require('node:path');
const {
  TIMEOUT_MS,
  build,
  liveOf,
  readJson,
  released,
  releasesRoot,
  run,
  versionIn,
} = require('./testing/scratch-releases');

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
        fs
          .readdirSync(path.join(releasesRoot(), 'reports'))
          .filter((name) => name.startsWith('0.')),
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
