import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../audit/audit-trail';
import { hashPassword } from '../users/password';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/**
 * A staff member's own approval PIN, set from their profile (docs/product/staff.md#pins): only with
 * their current password (400 otherwise, nothing changed), checked by the same rule as the Staff
 * screen's, hashed like a password, and audited (kind Staff) in the same flush as the change.
 */
@Injectable()
export class OwnPinService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly audit: AuditTrail,
  ) {}

  async set(user: User, currentPassword: string, pin: string): Promise<void> {
    await this.users.checkPassword(user, currentPassword);
    await this.em.populate(user, ['pinHash']);
    const hadPin = user.pinHash !== null;
    user.pinHash = await hashPassword(pin);
    this.audit.record(this.em, {
      actor: { id: user.id, username: user.username },
      kind: 'staff',
      subject: `user:${user.id}`,
      summary: hadPin ? 'Changed their own PIN' : 'Set their own PIN',
      before: { has_pin: hadPin },
      after: { has_pin: true },
    });
    await this.em.flush();
  }
}
