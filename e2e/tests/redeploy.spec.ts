import { expect, test } from '@playwright/test';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, liveVersion, npmRun } from './releases';

// A text the storefront itself ships (page titles come from the shared contracts).
const TEXT =
  'We test every piece in real workouts before it reaches the shop, and we keep our range small so each item earns its place.';
const REDEPLOYED = 'Written for the new release of the storefront.';

function sourceFileWith(text: string, folder: string): string {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      const found = sourceFileWith(text, full);
      if (found) return found;
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      if (readFileSync(full, 'utf8').includes(`'${text}'`)) return full;
    }
  }
  return '';
}

// Releasing one remote builds it into a new version folder and switches the live map:
// the shell is not rebuilt, the open shop shows the release on a reload, and a rollback
// brings the previous version back the same way
// (docs/architecture.md#a-remote-built-released-loaded).
test(
  'a released remote shows on reload without a shell rebuild, and a rollback restores it',
  { tag: '@platform' },
  async ({ page }) => {
    test.setTimeout(300_000);
    const source = sourceFileWith(TEXT, path.join(ROOT, 'mf-storefront/src'));
    expect(source, 'a storefront source file holding the About page text').not.toBe('');
    const original = readFileSync(source, 'utf8');
    const before = liveVersion('storefront');
    const shellEntry = path.join(ROOT, 'shell/dist/main.js');
    const shellBuiltAt = statSync(shellEntry).mtimeMs;
    // The release rebuilds mf-storefront/dist; the tests after this one start from the build
    // they were given, so it is put back afterwards.
    const dist = path.join(ROOT, 'mf-storefront/dist');
    const keptDist = mkdtempSync(path.join(tmpdir(), 'storefront-dist-'));
    cpSync(dist, keptDist, { recursive: true });

    await page.goto('/about');
    await expect(page.getByText(TEXT)).toBeVisible();
    try {
      writeFileSync(source, original.replace(`'${TEXT}'`, `'${REDEPLOYED}'`));
      const released = (() => {
        try {
          return npmRun('release', 'storefront');
        } finally {
          writeFileSync(source, original);
        }
      })();
      expect(released.status, released.output).toBe(0);
      const after = liveVersion('storefront');
      expect(after).not.toBe(before);

      await page.reload();
      await expect(page.getByText(REDEPLOYED)).toBeVisible();
      // The home page's first screen was composed again, from the release
      // (docs/performance.md#first-screens-composed-at-release).
      expect(await (await page.request.get('/')).text()).toContain(`storefront/${after}/`);
      // The version the page loaded before is still served, for pages opened before the switch.
      const previous = await page.request.get(`/remotes/storefront/${before}/mf-manifest.json`);
      expect(previous.status()).toBe(200);

      const rolledBack = npmRun('rollback', 'storefront');
      expect(rolledBack.status, rolledBack.output).toBe(0);
      expect(liveVersion('storefront')).toBe(before);
      expect(await (await page.request.get('/')).text()).toContain(`storefront/${before}/`);
      await page.reload();
      await expect(page.getByText(TEXT)).toBeVisible();
      expect(statSync(shellEntry).mtimeMs).toBe(shellBuiltAt);
    } finally {
      writeFileSync(source, original);
      if (liveVersion('storefront') !== before) npmRun('rollback', 'storefront', before);
      rmSync(dist, { recursive: true, force: true });
      cpSync(keptDist, dist, { recursive: true });
      rmSync(keptDist, { recursive: true, force: true });
    }
  },
);
