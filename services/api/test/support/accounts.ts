import type { AuthResponse } from '@shop/contracts';
import type { TestShop } from './test-shop';

/** The seeded demo logins (docs/operations.md#running-it). */
export const DEMO = {
  admin: { username: 'admin', password: 'Admin123!' },
  staff: { username: 'staff', password: 'Staff123!' },
  customer: { username: 'customer', password: 'Customer123!' },
} as const;

/** A valid register body; override what a test is about. Unique per `tag`. */
export function newAccount(tag: string, overrides: Record<string, unknown> = {}) {
  return {
    username: `user_${tag}`,
    email: `${tag}@example.com`,
    password: 'Strong1pass',
    first_name: 'Riley',
    last_name: 'Stone',
    ...overrides,
  };
}

/** Signs in and returns the token; fails the test when sign-in does not answer 200. */
export async function signIn(
  shop: TestShop,
  credentials: { username: string; password: string },
): Promise<string> {
  const response = await shop.send<AuthResponse>('POST', '/auth/login', credentials);
  if (response.status !== 200)
    throw new Error(`sign-in as ${credentials.username} answered ${response.status}`);
  return response.body.access_token;
}
