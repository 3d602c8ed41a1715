import { hasRole } from '@shop/contracts';

export interface NavLinkItem {
  label: string;
  href: string;
}

export interface NavSession {
  signedIn: boolean;
  role: string | null;
}

/** Links every visitor sees (spec §2). */
export const ALWAYS_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Products', href: '/products' },
  { label: 'Cart', href: '/cart' },
];

/** The management menu, for staff and above. */
export const STAFF_LINKS: readonly NavLinkItem[] = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'Inventory', href: '/inventory' },
  { label: 'Suppliers', href: '/suppliers' },
  { label: 'Sales', href: '/sales' },
  { label: 'Purchases', href: '/purchases' },
  { label: 'Reports', href: '/reports' },
];

/** Role-dependent links shown after the always-links (spec §2 navigation bar). */
export function sectionLinksFor(session: NavSession): readonly NavLinkItem[] {
  if (!session.signedIn) return [];
  if (hasRole(session.role, 'staff')) return STAFF_LINKS;
  return [{ label: 'My Purchases', href: '/purchases' }];
}

/** Account links; signed-in users also get a Sign out button (not a link: it acts). */
export function accountLinksFor(session: NavSession): readonly NavLinkItem[] {
  return session.signedIn
    ? [{ label: 'Profile', href: '/profile' }]
    : [
        { label: 'Sign in', href: '/login' },
        { label: 'Sign up', href: '/register' },
      ];
}

/** Whether a link is the current page: exact for Home, by section for the rest. */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
