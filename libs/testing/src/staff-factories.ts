// Staff accounts and role sets as the API lists them, with overrides.
import {
  DEFAULT_STAFF_PERMISSIONS,
  PERMISSIONS,
  type RolePermissions,
  type StaffMember,
  type UserProfile,
} from '@shop/contracts';
import { makeUser } from './factories';

let nextStaffId = 50;

/** An active staff account with a PIN that has signed in before. */
export function makeStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  const id = overrides.id ?? nextStaffId++;
  return {
    id,
    username: `cashier${id}`,
    first_name: 'Sam',
    last_name: `Till ${id}`,
    email: `cashier${id}@example.com`,
    role: 'staff',
    active: true,
    must_change_password: false,
    has_pin: true,
    last_sign_in_at: '2025-03-04T15:30:00.000Z',
    ...overrides,
  };
}

/** The role sets of a new shop: staff's defaults, admin every permission. */
export function makeRoleSets(staff: Partial<RolePermissions> = {}): RolePermissions[] {
  return [
    { ...DEFAULT_STAFF_PERMISSIONS, ...staff, role: 'staff' },
    { role: 'admin', permissions: [...PERMISSIONS], discount_limit_percent: 100 },
  ];
}

/** A signed-in staff user holding exactly `permissions` (the new shop's defaults unless told). */
export function makeStaffUser(
  permissions = DEFAULT_STAFF_PERMISSIONS.permissions,
  overrides: Partial<UserProfile> = {},
): UserProfile {
  return makeUser({
    role: 'staff',
    username: 'cashier',
    first_name: 'Sam',
    permissions: [...permissions],
    discount_limit_percent: DEFAULT_STAFF_PERMISSIONS.discount_limit_percent,
    ...overrides,
  });
}
