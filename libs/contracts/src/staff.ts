import { z } from 'zod';
import { emailField, newPasswordField, personNameField, usernameField } from './account-fields';

/** The roles a staff account may have (docs/product/roles-and-rules.md#staff-accounts). */
export const STAFF_ACCOUNT_ROLES = ['staff', 'admin'] as const;
export type StaffAccountRole = (typeof STAFF_ACCOUNT_ROLES)[number];

const roleField = z.enum(STAFF_ACCOUNT_ROLES, { error: 'role must be staff or admin' });

/** A staff or admin account as `GET /staff` lists it. */
export interface StaffMember {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  role: StaffAccountRole;
  active: boolean;
  /** Signed in with a temporary password that is not changed yet. */
  must_change_password: boolean;
  /** Has an approval PIN. */
  has_pin: boolean;
  /** ISO 8601; null when never signed in since the shop recorded it. */
  last_sign_in_at: string | null;
}

export interface StaffList {
  staff: StaffMember[];
}

export interface StaffMemberResponse {
  member: StaffMember;
}

/**
 * `POST /staff` body: the password is temporary, to be changed at the first sign-in, so it follows
 * the register password rules.
 */
export const staffCreateSchema = z.object({
  username: usernameField,
  first_name: personNameField('First name'),
  last_name: personNameField('Last name'),
  email: emailField,
  role: roleField,
  password: newPasswordField('A temporary password is required'),
});
export type StaffCreateRequest = z.output<typeof staffCreateSchema>;

/** `PUT /staff/{id}/role` body: promote to admin or demote to staff. */
export const staffRoleSchema = z.object({ role: roleField });
export type StaffRoleRequest = z.output<typeof staffRoleSchema>;

/** `POST /staff/{id}/reset-password` body: a new temporary password. */
export const staffPasswordResetSchema = z.object({
  password: newPasswordField('A temporary password is required'),
});
export type StaffPasswordResetRequest = z.output<typeof staffPasswordResetSchema>;

/** 409 texts of the staff accounts' guards. */
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account';
export const LAST_ADMIN = 'The shop must keep at least one active admin';
export const ADMIN_ACCOUNTS_ADMIN_ONLY = 'Only an admin can make or change an admin account';
