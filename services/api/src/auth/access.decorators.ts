import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { Permission, Role } from '@shop/contracts';

export const IS_PUBLIC = 'access:public';
export const REQUIRED_ROLE = 'access:role';
export const OPTIONAL_AUTH = 'access:optional-auth';
export const CHECKS_ACCOUNT_ITSELF = 'access:checks-account-itself';
export const REQUIRED_PERMISSION = 'access:permission';
export const TAKES_TEMPORARY_PASSWORD = 'access:takes-temporary-password';

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

/**
 * What the permission guard (permission.guard.ts) asks of a request: the permission, and, for a
 * route where only some requests need it, which ones.
 */
export interface PermissionRule {
  permission: Permission;
  /** Only requests it answers true for need the permission; the route's own rules decide the rest. */
  when?: (request: { body?: unknown }) => boolean;
}

/**
 * A staff route that needs `permission` (docs/product/roles-and-rules.md#permissions): admin
 * always passes; a staff user holding it passes; one without it gets 403 naming it, unless the
 * same request carries an approval on the spot. Implies `@Roles('staff')`.
 */
export const RequirePermission = (permission: Permission) =>
  applyDecorators(Roles('staff'), SetMetadata(REQUIRED_PERMISSION, { permission }));

/**
 * A route open to customers too, where a staff user needs `permission` for the requests `when`
 * picks (a point-of-sale sale, cancelling someone else's purchase). Customers are left to the
 * route's own rules.
 */
export const RequirePermissionWhen = (permission: Permission, when?: PermissionRule['when']) =>
  SetMetadata(REQUIRED_PERMISSION, { permission, when } satisfies PermissionRule);

/**
 * One of the few routes a token from a temporary-password sign-in may call: the password change,
 * the profile and sign-out (docs/product/roles-and-rules.md#temporary-passwords-and-pins).
 */
export const TakesTemporaryPassword = () => SetMetadata(TAKES_TEMPORARY_PASSWORD, true);
