import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console';

// A short pass over the composed site served by deploy/nginx's config (the `nginx`
// project, e2e/playwright.config.ts): the same built shell and released remotes, /api
// proxied to the same API. The full suite runs against `npm start`; this proves that the
// config nginx ships with serves the shop: pages, deep links, remotes, sign-in, staff pages.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test(
  'a visitor browses home, the product list and a product through nginx',
  { tag: '@platform' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Shop Now' })).toBeVisible();

    await nav(page).getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const first = page.locator('[data-remote="storefront"] a[href^="/products/"]').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/products\/\d+$/);

    // A deep link loads from nginx's SPA fallback, not from the client-side router.
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /add to cart/i })).toBeVisible();
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'staff sign in through nginx and open the inventory',
  { tag: '@platform' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    await page.goto('/login');
    await page.getByLabel('Username or Email', { exact: true }).fill('staff');
    await page.getByLabel('Password', { exact: true }).fill('Staff123!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/inventory');
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
    ).toBeVisible();
    expect(consoleErrors()).toEqual([]);
  },
);
