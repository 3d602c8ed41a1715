import { EntityManager } from '@mikro-orm/core';
import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  ADMIN_ACCOUNTS_ADMIN_ONLY,
  CANNOT_DEACTIVATE_SELF,
  LAST_ADMIN,
  STAFF_ACCOUNT_ROLES,
  type StaffAccountRole,
  type StaffCreateRequest,
  type AuditValues,
  type StaffMember,
} from '@shop/contracts';
import { AuditTrail } from '../audit/audit-trail';
import { hashPassword } from '../users/password';
import type { SignedInUser } from '../users/signed-in-user';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { toStaffMember } from './staff.mapper';

const STAFF_ONLY = { role: { $in: [...STAFF_ACCOUNT_ROLES] } };
const ACTIVE = { active: true };
const INACTIVE = { active: false };

/**
 * Staff and admin accounts (docs/product/roles-and-rules.md#staff-accounts). Whoever holds
 * `manage_staff_and_settings` may run them, but only an admin makes or changes an admin account,
 * so the permission cannot be turned into admin's; the shop always keeps one active admin.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly audit: AuditTrail,
  ) {}

  async list(): Promise<StaffMember[]> {
    const staff = await this.em.find(User, STAFF_ONLY, {
      populate: ['pinHash'],
      orderBy: { id: 'asc' },
    });
    return staff.map(toStaffMember);
  }

  /** With a temporary password: the new member changes it at their first sign-in. */
  async create(actor: SignedInUser, body: StaffCreateRequest): Promise<StaffMember> {
    assertMayTouch(actor, body.role);
    const user = await this.users.create({ ...body, temporaryPassword: true });
    await this.recorded(actor, user, `Created ${user.username} (${user.role})`, null, {
      role: user.role,
    });
    return toStaffMember(user);
  }

  async changeRole(actor: SignedInUser, id: number, role: StaffAccountRole): Promise<StaffMember> {
    const member = await this.find(id);
    assertMayTouch(actor, member.role, role);
    if (member.role === 'admin' && role !== 'admin') await this.assertAnotherAdmin(member);
    const before = { role: member.role };
    member.role = role;
    await this.recorded(actor, member, `Made ${member.username} ${role}`, before, { role });
    return toStaffMember(member);
  }

  /** Their sessions end at once: the guard reads `is_active` on every call. */
  async deactivate(actor: SignedInUser, id: number): Promise<StaffMember> {
    const member = await this.find(id);
    if (member.id === actor.id) throw new ConflictException(CANNOT_DEACTIVATE_SELF);
    assertMayTouch(actor, member.role);
    if (member.role === 'admin') await this.assertAnotherAdmin(member);
    member.setActive(false);
    await this.recorded(actor, member, `Deactivated ${member.username}`, ACTIVE, INACTIVE);
    return toStaffMember(member);
  }

  async reactivate(actor: SignedInUser, id: number): Promise<StaffMember> {
    const member = await this.find(id);
    assertMayTouch(actor, member.role);
    member.setActive(true);
    await this.recorded(actor, member, `Reactivated ${member.username}`, INACTIVE, ACTIVE);
    return toStaffMember(member);
  }

  /** A new temporary password; every session of the member ends. */
  async resetPassword(actor: SignedInUser, id: number, password: string): Promise<StaffMember> {
    const member = await this.find(id);
    assertMayTouch(actor, member.role);
    member.setTemporaryPassword(await hashPassword(password));
    // Never the password itself: only that it was reset.
    await this.recorded(actor, member, `Reset the password of ${member.username}`, null, null);
    return toStaffMember(member);
  }

  async setPin(actor: SignedInUser, id: number, pin: string): Promise<StaffMember> {
    const member = await this.find(id);
    assertMayTouch(actor, member.role);
    const before = { has_pin: member.pinHash !== null };
    await this.users.setPin(member, pin);
    await this.recorded(actor, member, `Set the PIN of ${member.username}`, before, {
      has_pin: true,
    });
    return toStaffMember(member);
  }

  /** The change and its audit entry, flushed together (docs/product/audit.md). */
  private async recorded(
    actor: SignedInUser,
    member: User,
    summary: string,
    before: AuditValues | null,
    after: AuditValues | null,
  ): Promise<void> {
    this.audit.record(this.em, {
      actor,
      kind: 'staff',
      subject: `user:${member.id}`,
      summary,
      before,
      after,
    });
    await this.em.flush();
  }

  private async find(id: number): Promise<User> {
    const member = await this.em.findOne(User, { id, ...STAFF_ONLY }, { populate: ['pinHash'] });
    if (!member) throw new NotFoundException('Staff member not found');
    return member;
  }

  /** 409 when `admin` is the last active admin (two admins removing each other at once may both pass). */
  private async assertAnotherAdmin(admin: User): Promise<void> {
    if (!admin.isActive) return;
    const others = await this.em.count(User, {
      role: 'admin',
      isActive: true,
      id: { $ne: admin.id },
    });
    if (others === 0) throw new ConflictException(LAST_ADMIN);
  }
}

/** Only an admin makes, promotes, or acts on an admin account. */
function assertMayTouch(actor: SignedInUser, ...roles: string[]): void {
  if (actor.role !== 'admin' && roles.includes('admin'))
    throw new ForbiddenException(ADMIN_ACCOUNTS_ADMIN_ONLY);
}
