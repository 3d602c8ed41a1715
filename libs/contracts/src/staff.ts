import { z } from 'zod';
import { emailField, newPasswordField, personNameField, usernameField } from './account-fields';
import { PERMISSIONS, PIN_PATTERN, type RolePermissions } from './permissions';

/**
 * Staff accounts, their PINs and the staff role's permission set
 * (docs/product/staff.md, docs/product/roles-and-rules.md#permissions): the bodies the Staff and
 * Roles screens send and the API parses, and the answers they read.
 */

/** The roles an admin gives a staff account; customers register themselves. */
export const STAFF_ACCOUNT_ROLES = ['staff', 'admin'] as const;
export type StaffAccountRole = (typeof STAFF_ACCOUNT_ROLES)[number];

/** A temporary password follows the new-password rules; its owner must change it at first sign-in. */
const temporaryPasswordField = newPasswordField('Temporary password is required');

/** `POST /staff` body. */
export const createStaffSchema = z.object({
  username: usernameField,
  first_name: personNameField('First name'),
  last_name: personNameField('Last name'),
  email: emailField,
  role: z.enum(STAFF_ACCOUNT_ROLES, { error: 'Choose a role' }),
  temporary_password: temporaryPasswordField,
});
export type CreateStaffRequest = z.output<typeof createStaffSchema>;

/** `POST /staff/{id}/reset-password` body. */
export const resetStaffPasswordSchema = z.object({ temporary_password: temporaryPasswordField });
export type ResetStaffPasswordRequest = z.output<typeof resetStaffPasswordSchema>;

export const PIN_MESSAGE = 'A PIN is 4 to 8 digits';

/** `PUT /staff/{id}/pin` and `PUT /auth/pin` body. */
export const setPinSchema = z.object({
  pin: z.string({ error: PIN_MESSAGE }).regex(PIN_PATTERN, { error: PIN_MESSAGE }),
});
export type SetPinRequest = z.output<typeof setPinSchema>;

export const DISCOUNT_LIMIT_MESSAGE = 'The discount limit is a percentage from 0 to 100';

/** `PUT /staff/roles/staff` body: the whole set, replacing the old one. */
export const rolePermissionsUpdateSchema = z.object({
  permissions: z.array(z.enum(PERMISSIONS)).transform((chosen) => [...new Set(chosen)]),
  discount_limit_percent: z
    .number({ error: DISCOUNT_LIMIT_MESSAGE })
    .min(0, { error: DISCOUNT_LIMIT_MESSAGE })
    .max(100, { error: DISCOUNT_LIMIT_MESSAGE }),
});
export type RolePermissionsUpdate = z.output<typeof rolePermissionsUpdateSchema>;

/** A staff account as `GET /staff` lists it; never a password, a PIN or their hashes. */
export interface StaffMember {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  role: StaffAccountRole;
  is_active: boolean;
  /** Signed in with a temporary password that has not been changed yet. */
  must_change_password: boolean;
  has_pin: boolean;
  /** ISO 8601; null when the account has never signed in. */
  last_sign_in: string | null;
}

/** `GET /staff`. */
export interface StaffListResponse {
  staff: StaffMember[];
}

/** `POST /staff` (201) and the account actions. */
export interface StaffMemberResponse {
  user: StaffMember;
}

/** `GET /staff/roles`. */
export interface RolesResponse {
  roles: RolePermissions[];
}

/** `PUT /staff/roles/staff`. */
export interface RoleResponse {
  role: RolePermissions;
}
