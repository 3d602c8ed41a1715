// @ts-check
// One map change at a time (docs/decisions/0098-preview-releases-and-one-map-change-at-a-time.md):
// releases started together, each as its own process, on a scratch releases folder.
const { describe, expect, it } = require('@jest/globals');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { withMapLock } = require('./map-lock');
const {
  TIMEOUT_MS,
  build,
  liveOf,
  readJson,
  released,
  releasesRoot,
  start,
  versionIn,
} = require('./testing/scratch-releases');

describe('map changes', () => {
  it(
    'two releases started together both land, one after the other',
    async () => {
      await released('reports');
      await released('account');
      /** @type {ReturnType<typeof start>[]} */
      let runs = [];
      // Held here until both releases wait for it, so the two map changes certainly overlap.
      await withMapLock(releasesRoot(), async () => {
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
      expect(fs.existsSync(path.join(releasesRoot(), '.map.lock'))).toBe(false);
    },
    TIMEOUT_MS,
  );

  it(
    'two releases of one remote at once land in turn: the second replaces the first',
    async () => {
      const live = await released('reports');
      /** @type {ReturnType<typeof start>[]} */
      let runs = [];
      await withMapLock(releasesRoot(), async () => {
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
      fs.mkdirSync(releasesRoot(), { recursive: true });
      fs.writeFileSync(
        path.join(releasesRoot(), '.map.lock'),
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
