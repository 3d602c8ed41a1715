import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Permission, Role } from '@shop/contracts';

/**
 * The permissions of a role an admin can change (docs/product/roles-and-rules.md#permissions):
 * one row per role, today only staff, seeded with the defaults by the migration. Admin's set is
 * every permission and is never stored.
 */
@Entity({ tableName: 'role_permission_set' })
export class RolePermissionSet {
  @PrimaryKey({ type: 'string', length: 20 })
  role: Role;

  /** The permissions, comma-separated, in the order of `PERMISSIONS`. */
  @Property({ type: 'string', length: 500 })
  permissions: string;

  @Property({ type: 'integer' })
  discountLimitPercent: number;

  constructor(role: Role, permissions: readonly Permission[], discountLimitPercent: number) {
    this.role = role;
    this.permissions = permissions.join(',');
    this.discountLimitPercent = discountLimitPercent;
  }
}
