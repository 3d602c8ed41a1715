import { expect, test } from '@playwright/test';
import { watchConsole } from './console';

const FALLBACK = 'This section is temporarily unavailable';

test('with the storefront down, its area shows a fallback and the rest of the site works', async ({
  page,
}) => {
  const consoleErrors = watchConsole(page, [
    /ERR_FAILED|ERR_CONNECTION_REFUSED|Failed to load resource|RUNTIME-00\d|Failed to get manifest/,
  ]);
  await page.route('http://localhost:4201/**', (route) => route.abort('connectionrefused'));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
  await expect(page.locator('footer a[href="/about"]')).toBeVisible();

  // Another module still loads: the account remote's sign-in page.
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: 'Sign in', exact: true })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

  // The storefront comes back: Retry loads it without a page reload.
  await page.unroute('http://localhost:4201/**');
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
});
