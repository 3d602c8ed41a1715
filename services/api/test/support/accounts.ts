import { DEFAULT_STAFF_PERMISSIONS, type AuthResponse, type Permission } from '@shop/contracts';
import type { TestShop } from './test-shop';

/** The seeded demo logins (docs/operations.md#running-it). */
export const DEMO = {
  admin: { username: 'admin', password: 'Admin123!' },
  staff: { username: 'staff', password: 'Staff123!' },
  customer: { username: 'customer', password: 'Customer123!' },
} as const;

/** The demo admin's approval PIN (services/api/src/database/seed/demo-people.ts). */
export const DEMO_ADMIN_PIN = '2468';

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

/**
 * The admin grants the staff role `permissions` on top of a new shop's defaults
 * (docs/product/roles-and-rules.md#permissions): for tests of what staff do, not of who may do it.
 */
export async function grantToStaff(shop: TestShop, ...permissions: Permission[]): Promise<void> {
  const admin = await signIn(shop, DEMO.admin);
  const set = new Set([...DEFAULT_STAFF_PERMISSIONS.permissions, ...permissions]);
  const body = { permissions: [...set], discount_limit_percent: 10 };
  const response = await shop.send('PUT', '/staff/roles/staff', body, admin);
  if (response.status !== 200)
    throw new Error(`granting ${permissions.join(', ')}: ${response.status}`);
}
