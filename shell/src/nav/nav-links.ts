import { hasRole, type Permission } from '@shop/contracts';
import type { NavAudience, NavMenu, NavPlacement, ShopRoute } from '../routing/route-model';
import { ROUTES } from '../routing/routes';

export interface NavLinkItem {
  label: string;
  href: string;
}

export interface NavSession {
  signedIn: boolean;
  role: string | null;
  /** What the user may do (`selectPermissions`): a link that needs a permission shows only with it. */
  permissions: readonly Permission[];
}

/**
 * Whether a link meant for `audience` shows for this session
 * (docs/product/storefront.md#navigation-bar-and-footer,
 * docs/product/roles-and-rules.md#roles-and-permissions).
 */
export function seesAudience(session: NavSession, audience: NavAudience): boolean {
  switch (audience) {
    case 'always':
      return true;
    case 'signed-out':
      return !session.signedIn;
    case 'signed-in':
      return session.signedIn;
    case 'customer':
      return session.signedIn && !hasRole(session.role, 'staff');
    case 'staff':
      return session.signedIn && hasRole(session.role, 'staff');
    case 'admin':
      return session.signedIn && hasRole(session.role, 'admin');
  }
}

function placements(route: ShopRoute): readonly NavPlacement[] {
  if (!route.nav) return [];
  return 'label' in route.nav ? [route.nav] : route.nav;
}

/**
 * The links of one nav menu for this session, read from the route table and sorted by
 * `order`. Signed-in users also get a Sign out button in the account menu (not a link:
 * it acts), which the nav bar adds itself.
 */
export function navLinksFor(
  session: NavSession,
  menu: NavMenu,
  routes: readonly ShopRoute[] = ROUTES,
): NavLinkItem[] {
  return (
    routes
      .flatMap((route) => placements(route).map((nav) => ({ nav, route, href: route.path })))
      .filter(
        ({ nav }) =>
          (nav.menu ?? 'main') === menu &&
          seesAudience(session, nav.audience) &&
          (!nav.permission || session.permissions.includes(nav.permission)),
      )
      // No link to a page the session's role cannot open.
      .filter(({ route }) => !route.leastRole || hasRole(session.role, route.leastRole))
      .sort((a, b) => a.nav.order - b.nav.order)
      .map(({ nav, href }) => ({ label: nav.label, href }))
  );
}

/** Whether a link is the current page: exact for Home, by section for the rest. */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
