import { SetMetadata } from '@nestjs/common';
import type { Role } from '@shop/contracts';

export const IS_PUBLIC = 'access:public';
export const REQUIRED_ROLE = 'access:role';

/**
 * Every route needs a signed-in user unless it says otherwise: the guards are
 * global and deny by default, so a route added tomorrow is protected even if
 * its author forgets. `@Public()` opens one route or a whole controller.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The least role a route needs (spec §6: customer < staff < admin); admin passes staff routes. */
export const Roles = (role: Role) => SetMetadata(REQUIRED_ROLE, role);
