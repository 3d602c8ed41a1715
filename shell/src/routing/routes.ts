import { hasRole, roleLevel, type Role } from '@shop/contracts';

/** The four federated modules, by federation name. */
export const REMOTE_NAMES = ['storefront', 'account', 'backoffice', 'reports'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Who renders a route: one module, or one per role where the same path means
 * different screens (the customer and staff dashboards). With a per-role owner the
 * highest role the user holds wins.
 */
export type RouteOwner = RemoteName | Partial<Record<Role, RemoteName>>;

export interface ShopRoute {
  /** Absolute path; `:name` matches one segment. */
  path: string;
  owner: RouteOwner;
  /** Least role needed; absent means open to everyone, signed in or not. */
  leastRole?: Role;
}

/** Content pages linked from the footer (spec §2). */
export const FOOTER_PATHS = [
  '/about',
  '/contact',
  '/support',
  '/shipping',
  '/returns',
  '/size-guide',
  '/faq',
  '/privacy',
  '/terms',
] as const;

/**
 * The route table of spec §2, as data. The nav bar, the guards and the remote loader
 * (single-spa `activeWhen`) all read it; add a screen here and nowhere else in the shell.
 */
export const ROUTES: readonly ShopRoute[] = [
  { path: '/', owner: 'storefront' },
  { path: '/products', owner: 'storefront' },
  { path: '/products/:id', owner: 'storefront' },
  { path: '/cart', owner: 'storefront' },
  ...FOOTER_PATHS.map((path) => ({ path, owner: 'storefront' as const })),
  { path: '/login', owner: 'account' },
  { path: '/register', owner: 'account' },
  { path: '/profile', owner: 'account', leastRole: 'customer' },
  { path: '/purchases', owner: 'account', leastRole: 'customer' },
  { path: '/purchases/:id', owner: 'account', leastRole: 'customer' },
  {
    path: '/dashboard',
    owner: { customer: 'account', staff: 'backoffice' },
    leastRole: 'customer',
  },
  { path: '/inventory', owner: 'backoffice', leastRole: 'staff' },
  { path: '/suppliers', owner: 'backoffice', leastRole: 'staff' },
  { path: '/sales', owner: 'backoffice', leastRole: 'staff' },
  { path: '/reports', owner: 'reports', leastRole: 'staff' },
];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** True when `pathname` fits `pattern`; a trailing slash does not matter. */
export function matchPath(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  return (
    want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i])
  );
}

export function findRoute(
  pathname: string,
  routes: readonly ShopRoute[] = ROUTES,
): ShopRoute | undefined {
  return routes.find((route) => matchPath(route.path, pathname));
}

/** The module that renders `route` for a user with `role` (null when signed out). */
export function ownerFor(route: ShopRoute, role: string | null): RemoteName | undefined {
  if (typeof route.owner === 'string') return route.owner;
  const candidates = Object.entries(route.owner) as [Role, RemoteName][];
  const allowed = candidates.filter(([needed]) => hasRole(role, needed));
  allowed.sort(([a], [b]) => roleLevel(b) - roleLevel(a));
  return allowed[0]?.[1];
}
