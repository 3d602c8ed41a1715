import {
  CONTENT_PAGES,
  hasRole,
  roleLevel,
  type FooterPlacement,
  type Role,
} from '@shop/contracts';

/** The four federated modules, by federation name. */
export const REMOTE_NAMES = ['storefront', 'account', 'backoffice', 'reports'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Who renders a route: one module, or one per role where the same path means
 * different screens (the customer and staff dashboards). With a per-role owner the
 * highest role the user holds wins.
 */
export type RouteOwner = RemoteName | Partial<Record<Role, RemoteName>>;

/**
 * Who sees a nav link: everyone, visitors only, anyone signed in, customers below staff
 * (their own purchases), or staff and above (the management menu).
 */
export type NavAudience = 'always' | 'signed-out' | 'signed-in' | 'customer' | 'staff';

export interface NavPlacement {
  label: string;
  audience: NavAudience;
  /** `main` (after the brand) or `account` (at the right, before Sign out); default main. */
  menu?: 'main' | 'account';
  /** Place within its menu, ascending. */
  order: number;
}

export interface ShopRoute {
  /** Absolute path; `:name` matches one segment. */
  path: string;
  owner: RouteOwner;
  /** Least role needed; absent means open to everyone, signed in or not. */
  leastRole?: Role;
  /** Its link in the nav bar; a list when the same path has a different label per audience. */
  nav?: NavPlacement | readonly NavPlacement[];
  /** Its link in the footer. */
  footer?: FooterPlacement;
}

/**
 * The route table of docs/product.md §2, as data. The nav bar, the footer, the guards and
 * the remote loader (single-spa `activeWhen`) all read it; add a screen here and nowhere
 * else in the shell. The footer's content pages come from `CONTENT_PAGES` in the contracts,
 * which the storefront renders.
 */
export const ROUTES: readonly ShopRoute[] = [
  { path: '/', owner: 'storefront', nav: { label: 'Home', audience: 'always', order: 1 } },
  {
    path: '/products',
    owner: 'storefront',
    nav: { label: 'Products', audience: 'always', order: 2 },
    footer: { label: 'Products', column: 'shop', order: 1 },
  },
  { path: '/products/:id', owner: 'storefront' },
  { path: '/cart', owner: 'storefront', nav: { label: 'Cart', audience: 'always', order: 3 } },
  ...CONTENT_PAGES.map(({ path, footer }) => ({ path, owner: 'storefront' as const, footer })),
  {
    path: '/login',
    owner: 'account',
    nav: { label: 'Sign in', audience: 'signed-out', menu: 'account', order: 1 },
  },
  {
    path: '/register',
    owner: 'account',
    nav: { label: 'Sign up', audience: 'signed-out', menu: 'account', order: 2 },
  },
  {
    path: '/profile',
    owner: 'account',
    leastRole: 'customer',
    nav: { label: 'Profile', audience: 'signed-in', menu: 'account', order: 1 },
  },
  {
    path: '/purchases',
    owner: 'account',
    leastRole: 'customer',
    nav: [
      { label: 'My Purchases', audience: 'customer', order: 10 },
      { label: 'Purchases', audience: 'staff', order: 24 },
    ],
  },
  { path: '/purchases/:id', owner: 'account', leastRole: 'customer' },
  {
    path: '/dashboard',
    owner: { customer: 'account', staff: 'backoffice' },
    leastRole: 'customer',
    nav: { label: 'Dashboard', audience: 'staff', order: 20 },
  },
  {
    path: '/inventory',
    owner: 'backoffice',
    leastRole: 'staff',
    nav: { label: 'Inventory', audience: 'staff', order: 21 },
  },
  {
    path: '/suppliers',
    owner: 'backoffice',
    leastRole: 'staff',
    nav: { label: 'Suppliers', audience: 'staff', order: 22 },
  },
  {
    path: '/sales',
    owner: 'backoffice',
    leastRole: 'staff',
    nav: { label: 'Sales', audience: 'staff', order: 23 },
  },
  {
    path: '/reports',
    owner: 'reports',
    leastRole: 'staff',
    nav: { label: 'Reports', audience: 'staff', order: 25 },
  },
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
