/**
 * Roles in ascending order of privilege (docs/product/roles-and-rules.md#roles-and-permissions).
 */
export const ROLES = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const LEVELS: Record<string, number> = { customer: 1, staff: 2, admin: 3 };

/** A role's level; unknown roles count as 0. */
export function roleLevel(role: string | null | undefined): number {
  // Own keys only: "constructor" or "toString" must not read the prototype's members.
  return role && Object.hasOwn(LEVELS, role) ? (LEVELS[role] ?? 0) : 0;
}

/** True when `role` is at least `required`. */
export function hasRole(role: string | null | undefined, required: Role): boolean {
  return roleLevel(role) >= roleLevel(required);
}
