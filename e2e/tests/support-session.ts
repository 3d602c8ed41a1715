import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResponse } from '@shop/contracts';

/** The demo accounts of the README. */
export const DEMO = {
  customer: { username: 'customer', password: 'Customer123!' },
  staff: { username: 'staff', password: 'Staff123!' },
  admin: { username: 'admin', password: 'Admin123!' },
} as const;

/** Signs in over the API, as the sign-in form would. */
export async function signInOverApi(
  request: APIRequestContext,
  who: keyof typeof DEMO,
): Promise<AuthResponse> {
  const response = await request.post('/api/auth/login', { data: DEMO[who] });
  if (!response.ok()) throw new Error(`sign-in as ${who}: ${response.status()}`);
  return (await response.json()) as AuthResponse;
}

/**
 * Starts every page of `page` with this session stored, as a reload after signing in
 * would (docs/product/account.md#session): the shell confirms it with the profile call.
 */
export async function startSignedIn(page: Page, session: AuthResponse): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.access_token, user: session.user },
  );
}

/** Signs in through the form, as a shopper would, and waits for where it leads (the dashboard). */
export async function signInWithForm(
  page: Page,
  username: string,
  password: string,
  leadsTo: RegExp = /\/dashboard$/,
) {
  await page.goto('/login');
  await page.getByLabel('Username or Email', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(leadsTo);
}

/** The password of every customer `registerCustomer` makes. */
export const NEW_CUSTOMER_PASSWORD = 'Runner123';

/** Registers a customer no earlier test has seen, over the API; answers its session. */
export async function registerCustomer(
  request: APIRequestContext,
  prefix: string,
): Promise<AuthResponse> {
  const username = `${prefix}${Date.now().toString(36)}`;
  const response = await request.post('/api/auth/register', {
    data: {
      username,
      email: `${username}@example.com`,
      first_name: 'Robin',
      last_name: 'Sprinter',
      password: NEW_CUSTOMER_PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as AuthResponse;
}
