import { expect, test } from '@playwright/test';

test('a visitor opening /inventory lands on /login', { tag: '@platform' }, async ({ page }) => {
  await page.goto('/inventory');
  await expect(page).toHaveURL(/\/login(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test(
  'an unknown path shows the not-found page with the nav still there',
  { tag: '@platform' },
  async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByRole('navigation').first().getByRole('link', { name: 'Products', exact: true }),
    ).toBeVisible();
  },
);
