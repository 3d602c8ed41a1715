import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import {
  ADMIN_ACCESS,
  CUSTOMER_ACCESS,
  DEFAULT_STAFF_PERMISSIONS,
  PERMISSIONS,
  STAFF_ROLES,
  type Permission,
  type Role,
  type RoleAccess,
  type RolePermissions,
  type RolePermissionsUpdate,
} from '@shop/contracts';
import { recordAudit } from '../audit/audit-trail';
import type { AuditActor } from '../audit/audit-entry.entity';
import { RolePermissionSet } from './role-permission-set.entity';

/**
 * A change made through this instance clears its copy at once; this bounds how long another API
 * instance keeps answering with the set it read before (docs/product/roles-and-rules.md#permissions).
 */
export const MAX_ROLE_SET_AGE_MS = 5_000;

type ChangeableRole = (typeof STAFF_ROLES)[number];

interface KeptAccess {
  access: Promise<RoleAccess>;
  readAt: number;
}

/**
 * The one way to read a role's permissions (docs/product/roles-and-rules.md#permissions): admin
 * holds every one, a customer none, and staff what their stored set says. Read on every staff
 * request, so the stored sets are kept in memory for a few seconds.
 */
@Injectable()
export class RolePermissionsService {
  private readonly kept = new Map<Role, KeptAccess>();

  constructor(private readonly em: EntityManager) {}

  accessOf(role: Role): Promise<RoleAccess> {
    if (role === 'admin') return Promise.resolve(ADMIN_ACCESS);
    if (!isChangeable(role)) return Promise.resolve(CUSTOMER_ACCESS);
    const kept = this.kept.get(role);
    if (kept && Date.now() - kept.readAt < MAX_ROLE_SET_AGE_MS) return kept.access;
    const access = this.read(role);
    this.kept.set(role, { access, readAt: Date.now() });
    // A failed read is not kept: the next request tries again.
    access.catch(() => this.kept.delete(role));
    return access;
  }

  /** Admin's fixed set first, then each set an admin can change. */
  async list(): Promise<RolePermissions[]> {
    const changeable = await Promise.all(
      STAFF_ROLES.map(async (role) => ({ role, ...(await this.accessOf(role)) })),
    );
    return [{ role: 'admin', ...ADMIN_ACCESS }, ...changeable];
  }

  async update(
    actor: AuditActor,
    role: ChangeableRole,
    change: RolePermissionsUpdate,
  ): Promise<RolePermissions> {
    const permissions = inOrder(change.permissions);
    const before = await this.read(role);
    await this.em.fork().transactional(async (em) => {
      await em.upsert(
        RolePermissionSet,
        new RolePermissionSet(role, permissions, change.discount_limit_percent),
      );
      recordAudit(em, {
        actor,
        kind: 'permissions',
        subject: `role:${role}`,
        summary: `Changed what ${role} may do`,
        before: { ...before },
        after: { permissions, discount_limit_percent: change.discount_limit_percent },
      });
    });
    this.kept.delete(role);
    return { role, permissions, discount_limit_percent: change.discount_limit_percent };
  }

  private async read(role: ChangeableRole): Promise<RoleAccess> {
    // From the primary: a change must count from the next request, replicas or not.
    const row = await this.em
      .fork()
      .findOne(RolePermissionSet, { role }, { connectionType: 'write' });
    if (!row)
      return {
        permissions: [...DEFAULT_STAFF_PERMISSIONS.permissions],
        discount_limit_percent: DEFAULT_STAFF_PERMISSIONS.discount_limit_percent,
      };
    const stored = new Set(row.permissions.split(','));
    return {
      permissions: PERMISSIONS.filter((permission) => stored.has(permission)),
      discount_limit_percent: row.discountLimitPercent,
    };
  }
}

export function isChangeable(role: string): role is ChangeableRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** The order of `PERMISSIONS`, so a set reads the same however it was sent. */
function inOrder(permissions: readonly Permission[]): Permission[] {
  const chosen = new Set(permissions);
  return PERMISSIONS.filter((permission) => chosen.has(permission));
}
