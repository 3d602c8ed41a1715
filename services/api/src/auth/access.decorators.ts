import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { Role } from '@shop/contracts';

export const IS_PUBLIC = 'access:public';
export const REQUIRED_ROLE = 'access:role';
export const OPTIONAL_AUTH = 'access:optional-auth';
export const CHECKS_ACCOUNT_ITSELF = 'access:checks-account-itself';

/**
 * Every route needs a signed-in user unless it says otherwise: the guards are
 * global and deny by default, so a route added tomorrow is protected even if
 * its author forgets. `@Public()` opens one route or a whole controller.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * The least role a route needs (docs/product/roles-and-rules.md#roles-and-permissions: customer <
 * staff < admin); admin passes staff routes.
 */
export const Roles = (role: Role) => SetMetadata(REQUIRED_ROLE, role);

/**
 * A public route that still looks at the bearer token: with a valid one the user is
 * on the request (staff see cost prices); without one, or with a bad or expired one,
 * the route answers as it does to any visitor rather than 401, so a stale token
 * never locks a shopper out of the catalogue.
 */
export const OptionalAuth = () => applyDecorators(Public(), SetMetadata(OPTIONAL_AUTH, true));

/**
 * A signed-in route that reads the account behind the token itself, in the same
 * transaction as its own work, instead of the guard reading it first: one statement
 * fewer on a hot path (the checkout, docs/bench-checkout.md). The handler gets a
 * `TokenBearer` (`@Bearer()`), not a `SignedInUser`, and must refuse with
 * `tokenRefused()` when no active account answers to it. Not for `@Roles()`
 * routes: the role is not known before the handler runs, so they would always 403.
 */
export const ChecksAccountItself = () => SetMetadata(CHECKS_ACCOUNT_ITSELF, true);
