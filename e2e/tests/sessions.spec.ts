import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console';
import { NEW_CUSTOMER_PASSWORD, registerCustomer, signInWithForm } from './support-session';

// Sessions that really end (docs/decisions/0060-a-password-change-ends-other-sessions.md,
// docs/decisions/0061-sign-out-ends-the-token-on-the-server.md), against the built site: the token
// a browser held is refused by the API once the browser signed out, or once the password changed
// elsewhere, while the device that changed it stays signed in.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('access_token'));
const profileWith = (page: Page, token: string) =>
  page.request.get('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } });

test(
  'after Sign out the API refuses the token the browser held',
  { tag: '@account' },
  async ({ page }) => {
    const consoleErrors = watchConsole(page);
    await signInWithForm(page, 'customer', 'Customer123!');
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect((await profileWith(page, token!)).status()).toBe(200);

    const loggedOut = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/logout') && response.status() === 200,
    );
    await nav(page).getByRole('button', { name: 'Sign out', exact: true }).click();
    await loggedOut;
    await expect(nav(page).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

    const refused = await profileWith(page, token!);
    expect(refused.status()).toBe(401);
    expect(refused.headers()['cache-control']).toBe('no-store');
    expect(await refused.json()).toEqual({ error: 'Invalid or expired token' });
    const checkout = await page.request.post('/api/purchases/', {
      headers: { authorization: `Bearer ${token}` },
      data: { items: [{ product_id: 1, quantity: 1 }], payment_method: 'card' },
    });
    expect(checkout.status()).toBe(401);
    expect(consoleErrors()).toEqual([]);
  },
);

test(
  'a password change keeps this browser signed in and refuses the older token',
  { tag: '@account' },
  async ({ page }) => {
    const { user } = await registerCustomer(page.request, 'pw');
    await signInWithForm(page, user.username, NEW_CUSTOMER_PASSWORD);
    const before = await storedToken(page);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current Password', { exact: true }).fill(NEW_CUSTOMER_PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill('Sprinter456');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Sprinter456');
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();

    const after = await storedToken(page);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect((await profileWith(page, before!)).status()).toBe(401);
    // Still signed in here: a reload confirms the stored session with the fresh token.
    await page.reload();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(nav(page).getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
    expect((await profileWith(page, after!)).status()).toBe(200);
  },
);
