import { hasRole, type Role } from '@shop/contracts';
import type { SessionStatus } from '@shop/shop-state';
import type { RemoteName } from './route-model';
import { findRoute, ownerFor } from './routes';

export interface SessionView {
  status: SessionStatus;
  role: string | null;
  /** Signed in with a temporary password, not yet changed. */
  mustChangePassword?: boolean;
}

/** The one page open to a user whose password is temporary (docs/product/staff.md#a-temporary-password). */
export const CHOOSE_PASSWORD_PATH = '/choose-password';

/**
 * What the main area shows for a location (docs/product/README.md#screens-and-routes, "Protected
 * routes").
 */
export type AccessDecision =
  | { kind: 'render'; remote: RemoteName }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | { kind: 'denied'; leastRole: Role }
  | { kind: 'notFound' };

/** The sign-in address that brings the user back to `wanted` afterwards. */
export function loginUrlFor(wanted: string): string {
  return `/login?redirect=${encodeURIComponent(wanted)}`;
}

/**
 * The guard, as a pure function of the location and the session. Open routes render
 * at once (the home page never waits for the session check); protected ones wait
 * for it, then send visitors to sign in and show Access Denied to the under-ranked.
 */
export function decideAccess(
  location: { pathname: string; search?: string },
  session: SessionView,
): AccessDecision {
  const route = findRoute(location.pathname);
  // Every call but changing it is refused until then: every page leads to the one form.
  if (
    session.status === 'signedIn' &&
    session.mustChangePassword &&
    route?.path !== CHOOSE_PASSWORD_PATH
  ) {
    const wanted = location.pathname + (location.search ?? '');
    return {
      kind: 'redirect',
      to: `${CHOOSE_PASSWORD_PATH}?redirect=${encodeURIComponent(wanted)}`,
    };
  }
  if (!route) return { kind: 'notFound' };

  if (route.leastRole) {
    if (session.status === 'loading') return { kind: 'loading' };
    if (session.status === 'signedOut')
      return { kind: 'redirect', to: loginUrlFor(location.pathname + (location.search ?? '')) };
    if (!hasRole(session.role, route.leastRole))
      return { kind: 'denied', leastRole: route.leastRole };
  }

  const remote = ownerFor(route, session.role);
  // A per-role route with no owner for this role is treated like a missing role.
  if (!remote) return { kind: 'denied', leastRole: route.leastRole ?? 'customer' };
  return { kind: 'render', remote };
}
