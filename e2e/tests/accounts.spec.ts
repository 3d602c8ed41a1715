import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console';

// Accounts and sessions (issue 3) against the built site on a fresh database with
// the demo accounts. Every test starts signed out (a fresh browser context).

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const passwordInput = (page: Page) => page.getByLabel('Password', { exact: true });

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or Email', { exact: true }).fill(username);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A JWT-shaped token that expired an hour ago; its signature is not the API's either. */
function expiredToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '3', role: 'customer', iat: now - 7200, exp: now - 3600 })}.c2lnbmF0dXJl`;
}

test(
  'a new customer registers, lands on the dashboard greeted by first name, and signs out',
  { tag: '@account' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    const username = `e2e${Date.now().toString(36)}`;
    await page.goto('/register');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('First Name', { exact: true }).fill('Robin');
    await page.getByLabel('Last Name', { exact: true }).fill('Sprinter');
    await passwordInput(page).fill('Runner123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Runner123');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    // A brand-new account is welcomed, not welcomed back
    // (docs/decisions/0077-a-first-visit-is-known.md).
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to FitShop, Robin!' }),
    ).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'My Purchases', exact: true })).toBeVisible();

    await nav(page).getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await signIn(page, username, 'Runner123');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Robin!' }),
    ).toBeVisible();
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'a wrong password shows "Invalid username or password" under the password field',
  { tag: '@account' },
  async ({ page }) => {
    await signIn(page, 'customer', 'NotThePassword1');
    await expect(passwordInput(page)).toHaveAccessibleDescription('Invalid username or password');
    await expect(page).toHaveURL(/\/login$/);
  },
);

test('a customer opening /inventory sees Access Denied', { tag: '@platform' }, async ({ page }) => {
  await signIn(page, 'customer', 'Customer123!');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'Access Denied', exact: true })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(nav(page).locator('a[href="/inventory"]')).toHaveCount(0);
});

test('staff see the management links', { tag: ['@account', '@platform'] }, async ({ page }) => {
  await signIn(page, 'staff', 'Staff123!');
  await expect(page).toHaveURL(/\/dashboard$/);
  const management: [string, string][] = [
    ['Dashboard', '/dashboard'],
    ['Inventory', '/inventory'],
    ['Catalogue', '/catalogue'],
    ['Suppliers', '/suppliers'],
    ['Sales', '/sales'],
    ['Registers', '/registers'],
    ['Purchases', '/purchases'],
    ['Reports', '/reports'],
  ];
  // Grouped under Manage, so the bar stays on one row
  // (docs/product/storefront.md#navigation-bar-and-footer).
  await nav(page).getByRole('button', { name: 'Manage', exact: true }).click();
  for (const [name, href] of management) {
    await expect(nav(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav(page).getByRole('link', { name: 'My Purchases', exact: true })).toHaveCount(0);
});

test('signing in from a guarded page returns to it', { tag: '@account' }, async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await page.getByLabel('Username or Email', { exact: true }).fill('customer');
  await passwordInput(page).fill('Customer123!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('tab', { name: 'Profile Information' })).toBeVisible();
});

test('a reload keeps the session', { tag: '@account' }, async ({ page }) => {
  await signIn(page, 'customer', 'Customer123!');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('customer');
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('customer');
  await expect(nav(page).getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
});

for (const [kind, token] of [
  ['garbage', 'not-a-token'],
  ['expired', expiredToken()],
] as const) {
  test(
    `a ${kind} token sends the user to /login on reload`,
    { tag: '@account' },
    async ({ page }) => {
      await signIn(page, 'customer', 'Customer123!');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.evaluate((value) => localStorage.setItem('access_token', value), token);
      await page.reload();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
      await expect(nav(page).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    },
  );
}
