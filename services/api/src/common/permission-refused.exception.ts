import { ForbiddenException } from '@nestjs/common';
import { PERMISSION_MISSING, type Permission } from '@shop/contracts';

/**
 * 403 for a missing permission: the error filter adds `permission` to the body
 * (`PermissionRefusal`), so the client can offer an approval for it
 * (docs/product/roles-and-rules.md#approvals-on-the-spot).
 */
export class PermissionRefusedException extends ForbiddenException {
  constructor(
    readonly permission: Permission,
    message: string = PERMISSION_MISSING,
  ) {
    super(message);
  }
}
