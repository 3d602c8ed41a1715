import { Injectable } from '@nestjs/common';
import { discountOverLimitMessage, type Role } from '@shop/contracts';
import type { Approval } from '../../auth/approval';
import { ApprovalsService } from '../../auth/approvals.service';
import { PermissionRefusedException } from '../../common/permission-refused.exception';
import { RolePermissionsService } from '../../permissions/role-permissions.service';
import type { ApprovalAsked } from '../../returns/return-override';
import type { TillDiscounts } from '../pricing/till-discount-rule';
import {
  isOverLimit,
  largestDiscountPercent,
  sharesOf,
  type DiscountedOrder,
} from './discount-share';

/**
 * Who may give a till discount (docs/product/roles-and-rules.md#permissions): a cashier holding
 * `give_discounts` up to their role's `discount_limit_percent` of the line or the sale; beyond it,
 * or without the permission, an approval on the spot by someone holding it whose own limit covers
 * the discount. The PIN is checked before the sale's transaction (it costs a hash); the limit once
 * the sale is priced in it.
 */
@Injectable()
export class TillDiscountGate {
  constructor(
    private readonly approvals: ApprovalsService,
    private readonly roles: RolePermissionsService,
  ) {}

  /** The approval the request carries, checked; null when it carries none. */
  async approvalIn(asked: ApprovalAsked | null): Promise<Approval | null> {
    if (!asked) return null;
    return this.approvals.approve(asked.username, asked.pin, 'give_discounts');
  }

  /**
   * Null when the cashier may give `order`'s discounts alone, the approval when it covers them;
   * else 403 naming `give_discounts`, which the till answers with an approval.
   */
  async assertAllowed(
    cashierRole: Role,
    order: DiscountedOrder,
    till: TillDiscounts,
    approval: Approval | null,
  ): Promise<Approval | null> {
    const shares = sharesOf(order, till);
    if (!shares.length) return null;
    const access = await this.roles.accessOf(cashierRole);
    const limit = access.permissions.includes('give_discounts')
      ? access.discount_limit_percent
      : null;
    if (limit !== null && !isOverLimit(shares, limit)) return null;
    const percent = largestDiscountPercent(shares);
    if (!approval)
      throw new PermissionRefusedException(
        'give_discounts',
        discountOverLimitMessage(percent, limit),
      );
    if (isOverLimit(shares, approval.discountLimitPercent))
      throw new PermissionRefusedException(
        'give_discounts',
        `${approval.approverUsername} cannot approve a discount of ${percent} %: their limit is ${approval.discountLimitPercent} %`,
      );
    return approval;
  }
}
