import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APPROVER_HEADER, APPROVER_PIN_HEADER, hasRole, type Permission } from '@shop/contracts';
import { PermissionRefusedException } from '../common/permission-refused.exception';
import { RolePermissionsService } from '../permissions/role-permissions.service';
import { SignedInUser } from '../users/signed-in-user';
import { UsersService } from '../users/users.service';
import { REQUIRED_PERMISSION, type PermissionRule } from './access.decorators';
import type { Approval } from './approval';
import { ApprovalsService } from './approvals.service';
import { TokenBearer, tokenRefused } from './token-bearer';

interface PermissionRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  user?: SignedInUser | TokenBearer | null;
}

/**
 * Runs after the role guard, on every route (docs/product/roles-and-rules.md#permissions). It
 * gives a staff user's request the role's permissions (the product reads show costs only to
 * `see_costs`), then enforces the route's `@RequirePermission()`: admin passes, a staff user
 * holding it passes, and one without it passes only with an approval on the spot in the request's
 * headers, recorded on the user as `approvedBy`. Customers are left to the route's own rules.
 */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly roles: RolePermissionsService,
    private readonly users: UsersService,
    private readonly approvals: ApprovalsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<PermissionRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const rule = this.reflector.getAllAndOverride<PermissionRule | undefined>(
      REQUIRED_PERMISSION,
      targets,
    );
    if (request.user instanceof SignedInUser) await this.givePermissions(request.user);
    if (!rule || !request.user || (rule.when && !rule.when(request))) return true;
    const bearer = request.user instanceof TokenBearer ? request.user : null;
    // A `@ChecksAccountItself()` route (the checkout) has not read the account yet: a
    // point-of-sale sale pays for that one read here.
    const user = bearer ? await this.signedInFor(bearer) : (request.user as SignedInUser);
    if (!hasRole(user.role, 'staff') || user.holds(rule.permission)) return true;
    const approval = await this.approvalIn(request.headers, rule.permission);
    user.approvedBy = approval;
    if (bearer) bearer.approvedBy = approval;
    return true;
  }

  private async givePermissions(user: SignedInUser): Promise<void> {
    if (hasRole(user.role, 'staff'))
      user.permissions = new Set((await this.roles.accessOf(user.role)).permissions);
  }

  private async signedInFor(bearer: TokenBearer): Promise<SignedInUser> {
    const user = await this.users.findActive(bearer);
    if (!user) throw tokenRefused();
    await this.givePermissions(user);
    return user;
  }

  private approvalIn(
    headers: PermissionRequest['headers'],
    permission: Permission,
  ): Promise<Approval> {
    const approver = headers[APPROVER_HEADER];
    const pin = headers[APPROVER_PIN_HEADER];
    if (approver === undefined && pin === undefined)
      throw new PermissionRefusedException(permission);
    return this.approvals.approve(
      typeof approver === 'string' ? approver : '',
      typeof pin === 'string' ? pin : '',
      permission,
    );
  }
}
