import type { APIRequestContext, Page } from '@playwright/test';
import type { AuthResponse } from '@shop/contracts';

/** The demo accounts of the README. */
export const DEMO = {
  customer: { username: 'customer', password: 'Customer123!' },
  staff: { username: 'staff', password: 'Staff123!' },
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
 * would (docs/product.md §4.1): the shell confirms it with the profile call.
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
