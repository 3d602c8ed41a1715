import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { APPROVAL_PIN_WRONG, PIN_PATTERN, type Permission } from '@shop/contracts';
import { PermissionRefusedException } from '../common/permission-refused.exception';
import { RolePermissionsService } from '../permissions/role-permissions.service';
import { hashPassword, verifyPassword } from '../users/password';
import { normalizeLogin } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { Approval } from './approval';
import { ApprovalThrottle } from './approval-throttle';

/**
 * Approval on the spot (docs/product/roles-and-rules.md#approvals-on-the-spot): an active staff or
 * admin user who holds the permission vouches for one request with their username and PIN.
 */
@Injectable()
export class ApprovalsService {
  /** Verified against when the name has no PIN, so every refusal takes one hash's time. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UsersService,
    private readonly roles: RolePermissionsService,
    private readonly throttle: ApprovalThrottle,
  ) {}

  /**
   * The approval, or 403 naming `permission`: one answer for an unknown name, an inactive account,
   * no PIN and a wrong PIN, each counted against the name (approval-throttle.ts), so PINs cannot be
   * guessed and names cannot be probed.
   */
  async approve(username: string, pin: string, permission: Permission): Promise<Approval> {
    const login = normalizeLogin(username);
    await this.throttle.assertAllowed(login);
    const approver = await this.users.findApprover(login);
    const matches = await verifyPassword(approver?.pinHash ?? (await this.getDummyHash()), pin);
    if (!approver?.pinHash || !PIN_PATTERN.test(pin) || !matches) {
      await this.throttle.recordFailure(login);
      throw new PermissionRefusedException(permission, APPROVAL_PIN_WRONG);
    }
    await this.throttle.recordSuccess(login);
    const { permissions, discount_limit_percent } = await this.roles.accessOf(approver.role);
    if (!permissions.includes(permission))
      throw new PermissionRefusedException(
        permission,
        `${approver.username} cannot approve this: they do not hold the permission`,
      );
    return {
      approverId: approver.id,
      approverUsername: approver.username,
      permission,
      discountLimitPercent: discount_limit_percent,
    };
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
