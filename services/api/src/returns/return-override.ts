import { RETURN_NEEDS_OVERRIDE } from '@shop/contracts';
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
 * A return outside the returns window or without a receipt (docs/product/returns.md#rules): the
 * cashier holds `override_returns`, or someone who does approves it on the spot with the same
 * headers as any approval (docs/product/roles-and-rules.md#approvals-on-the-spot). Null when no
 * approval was needed; 403 naming the permission when one was and none (or a wrong one) came.
 */
export async function overrideApproval(
  approvals: ApprovalsService,
  user: SignedInUser,
  asked: ApprovalAsked | null,
): Promise<Approval | null> {
  if (user.holds('override_returns')) return null;
  if (!asked) throw new PermissionRefusedException('override_returns', RETURN_NEEDS_OVERRIDE);
  return approvals.approve(asked.username, asked.pin, 'override_returns');
}
