import { PERMISSION_MISSING, type Permission } from '@shop/contracts';
import type { Approval } from '../auth/approval';
import type { ApprovalsService } from '../auth/approvals.service';
import { PermissionRefusedException } from '../common/permission-refused.exception';
import type { SignedInUser } from '../users/signed-in-user';

/** The username and PIN of an approval on the spot, as the request's headers carry them. */
export interface ApprovalAsked {
  username: string;
  pin: string;
}

/**
 * A permission a return needs beyond its route's own, known only once the request is read
 * (docs/product/returns.md#rules): `override_returns` outside the window or without a receipt,
 * `sell` for an exchange. The cashier holds it, or someone who does approves it on the spot with
 * the same headers as any approval (docs/product/roles-and-rules.md#approvals-on-the-spot). Null
 * when the cashier holds it; 403 naming the permission when no approval (or a wrong one) came.
 */
export async function heldOrApproved(
  approvals: ApprovalsService,
  user: SignedInUser,
  permission: Permission,
  asked: ApprovalAsked | null,
  refusal: string = PERMISSION_MISSING,
): Promise<Approval | null> {
  if (user.holds(permission)) return null;
  if (!asked) throw new PermissionRefusedException(permission, refusal);
  return approvals.approve(asked.username, asked.pin, permission);
}
