import { expect, test, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectNoSeriousA11yViolations } from './a11y';
import { signInAsAdmin } from './catalogue-support';
import { RELEASES_DIR, liveMap, liveVersion, npmRun } from './releases';
import { startSignedIn } from './support-session';

// The Releases screen (docs/operations.md#the-releases-screen): an admin sees every remote's live
// version, rolls one back and promotes it again, each after a confirmation, and the API runs the
// release commands to do it. The map is left as it was found: other specs rely on the live
// versions.

/** A reports build that differs from the live one by a file nobody loads: a new version. */
function anotherBuild(live: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'reports-releases-screen-'));
  cpSync(path.join(RELEASES_DIR, 'reports', live), dir, { recursive: true });
  writeFileSync(path.join(dir, 'releases-screen-e2e.txt'), `made from ${live}\n`);
  return dir;
}

/** Confirms the dialog a button opened, and waits until the screen shows `version` live. */
async function confirmAndSeeLive(page: Page, dialogName: string, okName: string, version: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: okName }).click();
  // A promote checks the release contract again in headless Chromium first.
  await expect(page.getByRole('region', { name: 'reports releases' })).toContainText(
    `Live: ${version}`,
    { timeout: 120_000 },
  );
}

test(
  'an admin rolls a remote back from the Releases screen and promotes the version again',
  { tag: '@platform' },
  async ({ page }) => {
    test.setTimeout(300_000);
    const mapBefore = liveMap();
    const original = liveVersion('reports');
    const build = anotherBuild(original);
    try {
      const released = npmRun('release', 'reports', `--from=${build}`);
      expect(released.status, released.output).toBe(0);
      const candidate = liveVersion('reports');
      expect(candidate).not.toBe(original);

      await startSignedIn(page, await signInAsAdmin(page.request));
      await page.goto('/releases');
      await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
      for (const remote of ['account', 'backoffice', 'storefront'])
        await expect(page.getByRole('region', { name: `${remote} releases` })).toContainText(
          `Live: ${liveVersion(remote)}`,
        );
      const reports = page.getByRole('region', { name: 'reports releases' });
      await expect(reports).toContainText(`Live: ${candidate}`);
      await expectNoSeriousA11yViolations(page, 'the Releases screen');

      await reports.getByRole('button', { name: `Roll back reports to ${original}` }).click();
      await confirmAndSeeLive(page, `Roll reports back to ${original}?`, 'Roll back', original);
      expect(liveVersion('reports')).toBe(original);

      await reports.getByRole('button', { name: `Promote reports ${candidate}` }).click();
      await confirmAndSeeLive(page, `Promote reports ${candidate}?`, 'Promote', candidate);
      expect(liveVersion('reports')).toBe(candidate);

      // Both changes are in the audit trail under the admin's name.
      await page.goto('/audit?kind=settings');
      await expect(
        page.getByText(`reports promoted from ${original} to ${candidate}`),
      ).toBeVisible();
      await expect(
        page.getByText(`reports rolled back from ${candidate} to ${original}`),
      ).toBeVisible();
    } finally {
      if (liveVersion('reports') !== original) npmRun('rollback', 'reports', original);
      rmSync(build, { recursive: true, force: true });
    }
    expect(liveMap()).toEqual(mapBefore);
  },
);
