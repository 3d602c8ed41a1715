import type { Permission } from '@shop/contracts';

/**
 * Who approved an action the signed-in user could not do alone
 * (docs/product/roles-and-rules.md#approvals-on-the-spot): the permission guard sets it on the
 * request's user, so the action can be recorded with both names.
 */
export interface Approval {
  approverId: number;
  approverUsername: string;
  permission: Permission;
  /** The approver's own discount limit: a discount approved on the spot may go up to it. */
  discountLimitPercent: number;
}
