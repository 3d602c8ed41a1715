import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RELEASES_DIR, liveVersion, npmRun } from './releases';
import { signInOverApi, startSignedIn } from './support-session';

// Preview releases (docs/operations.md#preview-a-release): a reports version stored with
// --preview shows only to the staff member who asks for it, in their tab, with a banner; a
// customer with the same link and other staff see the live version; promote makes it live.
const LIVE_TITLE = 'Reports';
const PREVIEW_TITLE = 'Reports, previewed';

/**
 * A reports build that differs from the live one in its page title only: the live release's
 * files, with the title in its chunks changed (and their precompressed copies dropped, which
 * would be served in place of the edited files).
 */
function editedBuild(live: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'reports-preview-'));
  cpSync(path.join(RELEASES_DIR, 'reports', live), dir, { recursive: true });
  let edited = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    const changed = text.replaceAll(`title:"${LIVE_TITLE}"`, `title:"${PREVIEW_TITLE}"`);
    if (changed === text) continue;
    chmodSync(full, 0o644);
    writeFileSync(full, changed);
    rmSync(`${full}.gz`, { force: true });
    rmSync(`${full}.br`, { force: true });
    edited += 1;
  }
  expect(edited, 'a reports chunk that sets the page title').toBeGreaterThan(0);
  return dir;
}

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A page of its own browser profile, signed in as `who`. */
async function signedInPage(browser: Browser, who: 'staff' | 'customer'): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await startSignedIn(page, await signInOverApi(page.request, who));
  return page;
}

/** The manifest URL this page registered for reports with the federation runtime. */
function registeredReports(page: Page): Promise<string> {
  return page
    .waitForFunction(() => {
      type Instance = { name: string; options: { remotes: { name: string; entry?: string }[] } };
      const federation = (
        globalThis as unknown as { __FEDERATION__?: { __INSTANCES__: Instance[] } }
      ).__FEDERATION__;
      const shell = federation?.__INSTANCES__.find((instance) => instance.name === 'shell');
      return shell?.options.remotes.find((remote) => remote.name === 'reports')?.entry ?? false;
    })
    .then((handle) => handle.jsonValue() as Promise<string>);
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test(
  'a reports preview shows to the staff member who asks for it, not to a customer, until promoted',
  { tag: ['@platform', '@reports'] },
  async ({ browser }) => {
    test.setTimeout(300_000);
    const live = liveVersion('reports');
    const build = editedBuild(live);
    try {
      const stored = npmRun('release', 'reports', `--from=${build}`, '--preview');
      expect(stored.status, stored.output).toBe(0);
      const preview = /reports (\S+) is stored as a preview/.exec(stored.output)?.[1] ?? '';
      expect(preview).not.toBe('');
      expect(liveVersion('reports')).toBe(live);

      const staff = await signedInPage(browser, 'staff');
      await staff.goto(`/reports?preview=reports@${preview}`);
      const banner = staff.getByRole('region', { name: 'Preview' });
      await expect(banner).toContainText(`Preview: reports version ${preview}`);
      await expect(heading(staff, PREVIEW_TITLE)).toBeVisible();
      // The tab keeps the preview on its next pages, without the parameter.
      await staff.goto('/reports');
      await expect(heading(staff, PREVIEW_TITLE)).toBeVisible();
      await expect(banner).toBeVisible();

      // A customer with the same link gets the live shop and no banner.
      const customer = await signedInPage(browser, 'customer');
      await customer.goto(`/?preview=reports@${preview}`);
      expect(new URL(await registeredReports(customer)).pathname).toBe(
        `/remotes/reports/${live}/mf-manifest.json`,
      );
      await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(customer.getByRole('region', { name: 'Preview' })).toHaveCount(0);

      // Other staff see the live reports.
      const colleague = await signedInPage(browser, 'staff');
      await colleague.goto('/reports');
      await expect(heading(colleague, LIVE_TITLE)).toBeVisible();

      // An address naming a version that is not stored loads nothing of it.
      const probing = await signedInPage(browser, 'staff');
      await probing.goto('/reports?preview=reports@0.0.0-0000000000');
      await expect(
        probing.getByRole('alert').filter({ hasText: 'no stored version' }),
      ).toBeVisible();
      await expect(heading(probing, LIVE_TITLE)).toBeVisible();

      await staff.getByRole('button', { name: 'Back to live' }).click();
      await expect(staff).toHaveURL(/\/reports$/);
      await expect(heading(staff, LIVE_TITLE)).toBeVisible();
      await expect(banner).toHaveCount(0);

      const promoted = npmRun('promote', 'reports', preview);
      expect(promoted.status, promoted.output).toBe(0);
      expect(liveVersion('reports')).toBe(preview);
      await colleague.reload();
      await expect(heading(colleague, PREVIEW_TITLE)).toBeVisible();
      await expect(colleague.getByRole('region', { name: 'Preview' })).toHaveCount(0);
    } finally {
      if (liveVersion('reports') !== live) npmRun('rollback', 'reports', live);
      rmSync(build, { recursive: true, force: true });
    }
  },
);
