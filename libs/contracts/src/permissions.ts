import type { Role } from './roles';

/**
 * No zod here: the shell's navigation imports this on every page; the request bodies' schemas
 * are in permission-bodies.ts.
 *
 * What a staff member may do (docs/product/roles-and-rules.md#permissions). The server enforces
 * each on every route it guards; the screens offer only what the signed-in user holds. Customers
 * hold none; admin holds every one, always.
 */
export const PERMISSIONS = [
  'sell',
  'edit_catalogue',
  'adjust_stock',
  'receive_stock',
  'take_returns',
  'override_returns',
  'give_discounts',
  'cancel_sales',
  'open_close_register',
  'see_costs',
  'manage_staff_and_settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  sell: 'Ring up sales',
  edit_catalogue: 'Edit the catalogue and prices',
  adjust_stock: 'Adjust stock',
  receive_stock: 'Receive stock',
  take_returns: 'Take returns and refunds',
  override_returns: 'Take returns outside the window or without a receipt',
  give_discounts: 'Give discounts',
  cancel_sales: 'Cancel or void sales',
  open_close_register: 'Open and close a register',
  see_costs: 'See cost and profit',
  manage_staff_and_settings: 'Manage staff and settings',
};

/** The roles whose permission set an admin can change; admin's own set is every permission. */
export const STAFF_ROLES = ['staff'] as const satisfies readonly Role[];

/** A role's permission set as the API answers and takes it. */
export interface RolePermissions {
  role: Role;
  permissions: Permission[];
  /** The largest discount, in percent of the line or sale, given without an approval. */
  discount_limit_percent: number;
}

/**
 * The defaults of a new shop: staff sell, restock and receive, take returns with a receipt, give
 * discounts up to 10 % and open and close their own drawer
 * (docs/decisions/0095-a-sale-needs-an-open-drawer-session.md); admin everything.
 */
export const DEFAULT_STAFF_PERMISSIONS: RolePermissions = {
  role: 'staff',
  permissions: ['sell', 'receive_stock', 'take_returns', 'give_discounts', 'open_close_register'],
  discount_limit_percent: 10,
};

/**
 * An approval on the spot: when the signed-in user lacks the permission one action needs, an
 * admin or a user holding it types their username and PIN on that screen, and the client sends
 * them with the same request in these two headers. The action is then recorded with both names.
 */
export const APPROVER_HEADER = 'x-approved-by';
export const APPROVER_PIN_HEADER = 'x-approval-pin';

/** 403 body when a permission is missing: the client offers an approval for `permission`. */
export interface PermissionRefusal {
  error: string;
  permission: Permission;
}

export const PIN_PATTERN = /^\d{4,8}$/;

/** Everything a role may do, as the screens need it: what to offer and how far a discount goes. */
export interface RoleAccess {
  permissions: Permission[];
  discount_limit_percent: number;
}

/** What admin holds, always: every permission and any discount. */
export const ADMIN_ACCESS: RoleAccess = {
  permissions: [...PERMISSIONS],
  discount_limit_percent: 100,
};

/** A customer holds no permission. */
export const CUSTOMER_ACCESS: RoleAccess = { permissions: [], discount_limit_percent: 0 };

/** `GET /staff/roles`: admin's set (every permission, fixed) and each changeable role's. */
export interface RolePermissionsList {
  roles: RolePermissions[];
}

/** `PUT /staff/roles/{role}` answer. */
export interface RolePermissionsResponse {
  role: RolePermissions;
}

export const DISCOUNT_LIMIT_MESSAGE = 'The discount limit must be a whole number from 0 to 100';

export const PIN_MESSAGE = 'The PIN must be 4 to 8 digits';

/** 403 texts of docs/product/roles-and-rules.md#permissions. */
export const PERMISSION_MISSING = 'You need a permission for this, or an approval';
export const APPROVAL_PIN_WRONG = 'The approval PIN is wrong';
export const TEMPORARY_PASSWORD_FIRST = 'Change your temporary password first';
