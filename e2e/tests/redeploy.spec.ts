import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
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

function buildStorefront(): void {
  execFileSync('npm', ['run', 'build', '-w', '@shop/mf-storefront'], { cwd: ROOT, stdio: 'pipe' });
}

// Redeploying one remote is a rebuild of that remote alone: the shell is not touched,
// and a reload shows the new release because manifests and entries are never cached.
test('a rebuilt remote is picked up by a reload without rebuilding the shell', async ({ page }) => {
  test.setTimeout(240_000);
  const source = sourceFileWith(TEXT, path.join(ROOT, 'mf-storefront/src'));
  expect(source, 'a storefront source file holding the About page text').not.toBe('');
  const original = readFileSync(source, 'utf8');
  const shellEntry = path.join(ROOT, 'shell/dist/main.js');
  const shellBuiltAt = statSync(shellEntry).mtimeMs;

  await page.goto('/about');
  await expect(page.getByText(TEXT)).toBeVisible();
  try {
    writeFileSync(source, original.replace(`'${TEXT}'`, `'${REDEPLOYED}'`));
    buildStorefront();
    await page.reload();
    await expect(page.getByText(REDEPLOYED)).toBeVisible();
    expect(statSync(shellEntry).mtimeMs).toBe(shellBuiltAt);
  } finally {
    writeFileSync(source, original);
    buildStorefront();
  }
});
