import { expect, test, type Page, type Route } from '@playwright/test';
import { watchConsole } from './console';
import { liveVersion } from './releases';

const FALLBACK = 'This section is temporarily unavailable';
// Every file of the storefront's releases, and its manifest (with or without the
// plugin's cache-busting query), at /remotes/storefront/<version>/
// (docs/architecture.md#a-remote-built-released-loaded).
const STOREFRONT_FILES = /\/remotes\/storefront\//;
const STOREFRONT_MANIFEST = /\/remotes\/storefront\/[^/]+\/mf-manifest\.json/;
// What an unreachable remote makes the browser and the federation runtime log.
const OUTAGE_ERRORS = [
  /ERR_FAILED|ERR_CONNECTION_REFUSED|Failed to load resource|RUNTIME-00\d|Failed to get manifest/,
];

/** The rest of the site works while the storefront is down: footer, nav, another module. */
async function expectRestOfSiteWorks(page: Page): Promise<void> {
  await expect(page.locator('footer a[href="/about"]')).toBeVisible();
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: 'Sign in', exact: true })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
}

test(
  'with the storefront down, its area shows a fallback and the rest of the site works',
  { tag: '@platform' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page, OUTAGE_ERRORS);
    await page.route(STOREFRONT_FILES, (route) => route.abort('connectionrefused'));

    await page.goto('/');
    await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
    await expectRestOfSiteWorks(page);

    // The storefront comes back: Retry loads it without a page reload.
    await page.unroute(STOREFRONT_FILES);
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.locator('[data-remote="storefront"]').getByRole('link', { name: 'Shop Now' }),
    ).toBeVisible();
    expect(consoleErrors()).toEqual([]);
  },
);

// A broken manifest is tried twice (the second time cache-busted), a hanging one is given
// up after five seconds; either way the section falls back and the console names the
// federation error code and the version (shell/src/federation/resilience-plugin.ts).
const BROKEN_MANIFESTS: [string, (route: Route) => Promise<void>][] = [
  ['is missing', (route) => route.fulfill({ status: 404, body: 'Not found' })],
  [
    'is not a manifest',
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"name":' }),
  ],
  ['answers 500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
  ['hangs past the timeout', () => new Promise<void>(() => undefined)],
];

for (const [problem, answer] of BROKEN_MANIFESTS) {
  test(
    `a storefront manifest that ${problem} leaves the storefront on its fallback only`,
    { tag: '@platform' },
    async ({ page }) => {
      const consoleErrors = watchConsole(page, OUTAGE_ERRORS);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const requested: string[] = [];
      await page.route(STOREFRONT_MANIFEST, (route) => {
        requested.push(route.request().url());
        return answer(route);
      });

      await page.goto('/');
      // A hanging manifest holds the section for the plugin's five seconds first.
      await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible({ timeout: 20_000 });
      if (problem !== 'hangs past the timeout')
        expect(requested.some((url) => /[?&]retry=\d+/.test(url))).toBe(true);
      expect(warnings).toContainEqual(
        expect.stringContaining(
          `[federation] storefront ${liveVersion('storefront')} failed to load (RUNTIME-003)`,
        ),
      );
      await expectRestOfSiteWorks(page);
      expect(consoleErrors()).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  );
}
