import { CONTENT_PAGES, hasRole, roleLevel, type Role } from '@shop/contracts';
import type { RemoteName, ShopRoute } from './route-model';

/**
 * The route table of docs/product/README.md#screens-and-routes, as data. The nav bar, the footer,
 * the guards and the remote loader (single-spa `activeWhen`) all read it; add a screen here and
 * nowhere else in the shell. The footer's content pages come from `CONTENT_PAGES` in the contracts,
 * which the storefront renders.
 */
export const ROUTES: readonly ShopRoute[] = [
  { path: '/', owner: 'storefront', nav: { label: 'Home', audience: 'always', order: 1 } },
  {
    path: '/products',
    owner: 'storefront',
    title: 'Products',
    nav: { label: 'Products', audience: 'always', order: 2 },
    footer: { label: 'Products', column: 'shop', order: 1 },
  },
  // The product page names the tab after the product once it has loaded it.
  { path: '/products/:id', owner: 'storefront', title: 'Product' },
  {
    path: '/cart',
    owner: 'storefront',
    title: 'Shopping Cart',
    nav: { label: 'Cart', audience: 'always', order: 3 },
  },
  ...CONTENT_PAGES.map(({ path, title, footer }) => ({
    path,
    owner: 'storefront' as const,
    title,
    footer,
  })),
  {
    path: '/login',
    owner: 'account',
    title: 'Sign In',
    nav: { label: 'Sign in', audience: 'signed-out', menu: 'account', order: 1 },
  },
  {
    path: '/register',
    owner: 'account',
    title: 'Create Account',
    nav: { label: 'Sign up', audience: 'signed-out', menu: 'account', order: 2 },
  },
  {
    path: '/profile',
    owner: 'account',
    leastRole: 'customer',
    title: 'Profile',
    nav: { label: 'Profile', audience: 'signed-in', menu: 'account', order: 1 },
  },
  // A temporary password is changed here before anything else (docs/product/staff.md).
  {
    path: '/choose-password',
    owner: 'account',
    leastRole: 'customer',
    title: 'Choose a New Password',
  },
  {
    path: '/purchases',
    owner: 'account',
    leastRole: 'customer',
    title: { customer: 'My Purchases', staff: 'Purchases' },
    nav: [
      { label: 'My Purchases', audience: 'customer', order: 10 },
      { label: 'Purchases', audience: 'staff', menu: 'manage', order: 24 },
    ],
  },
  {
    path: '/purchases/:id',
    owner: 'account',
    leastRole: 'customer',
    title: 'Purchase Details',
  },
  {
    path: '/dashboard',
    owner: { customer: 'account', staff: 'backoffice' },
    leastRole: 'customer',
    title: 'Dashboard',
    nav: { label: 'Dashboard', audience: 'staff', menu: 'manage', order: 20 },
  },
  {
    path: '/inventory',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Inventory',
    nav: { label: 'Inventory', audience: 'staff', menu: 'manage', order: 21 },
  },
  {
    path: '/catalogue',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Catalogue',
    nav: { label: 'Catalogue', audience: 'staff', menu: 'manage', order: 21.5 },
  },
  { path: '/catalogue/new', owner: 'backoffice', leastRole: 'staff', title: 'New Style' },
  // Before `/catalogue/:id`: the first route that matches a path owns it.
  {
    path: '/catalogue/import',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Import and Export',
  },
  {
    path: '/catalogue/labels',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Labels',
  },
  // The editor names the tab after the style once it has loaded it.
  { path: '/catalogue/:id', owner: 'backoffice', leastRole: 'staff', title: 'Style' },
  {
    path: '/suppliers',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Suppliers',
    nav: { label: 'Suppliers', audience: 'staff', menu: 'manage', order: 22 },
  },
  {
    path: '/sales',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Point of Sale',
    nav: { label: 'Sales', audience: 'staff', menu: 'manage', order: 23 },
  },
  // Not `/returns`: that is the footer's Returns & Exchanges page, open to everyone.
  {
    path: '/customer-returns',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Returns',
    nav: {
      label: 'Returns',
      audience: 'staff',
      menu: 'manage',
      order: 24.5,
      permission: 'take_returns',
    },
  },
  {
    path: '/registers',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Registers',
    nav: {
      label: 'Registers',
      audience: 'staff',
      menu: 'manage',
      order: 23.5,
      permission: 'open_close_register',
    },
  },
  // A drawer session's X or Z report; the page names the tab after its register once loaded.
  {
    path: '/registers/sessions/:id',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Drawer Report',
  },
  {
    path: '/reports',
    owner: 'reports',
    leastRole: 'staff',
    title: 'Reports',
    nav: { label: 'Reports', audience: 'staff', menu: 'manage', order: 25 },
  },
  {
    path: '/audit',
    owner: 'backoffice',
    leastRole: 'admin',
    title: 'Audit Trail',
    nav: { label: 'Audit Trail', audience: 'admin', menu: 'manage', order: 40 },
  },
  {
    path: '/releases',
    owner: 'backoffice',
    leastRole: 'admin',
    title: 'Releases',
    nav: { label: 'Releases', audience: 'admin', menu: 'manage', order: 41 },
  },
  {
    path: '/staff',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Staff',
    nav: {
      label: 'Staff',
      audience: 'staff',
      menu: 'manage',
      order: 26,
      permission: 'manage_staff_and_settings',
    },
  },
  {
    path: '/staff/roles',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Roles and Permissions',
  },
  {
    path: '/settings',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Settings',
    nav: {
      label: 'Settings',
      audience: 'staff',
      menu: 'manage',
      order: 30,
      permission: 'manage_staff_and_settings',
    },
  },
  {
    path: '/settings/tax',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Tax Rates',
    nav: {
      label: 'Tax Rates',
      audience: 'staff',
      menu: 'manage',
      order: 31,
      permission: 'manage_staff_and_settings',
    },
  },
  {
    path: '/discount-codes',
    owner: 'backoffice',
    leastRole: 'staff',
    title: 'Discount Codes',
    nav: {
      label: 'Discount Codes',
      audience: 'staff',
      menu: 'manage',
      order: 32,
      permission: 'manage_staff_and_settings',
    },
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

/** The tab title of `route` for a user with `role`: the highest role's wins, as for owners. */
export function titleFor(route: ShopRoute, role: string | null): string | null {
  if (!route.title || typeof route.title === 'string') return route.title ?? null;
  const candidates = Object.entries(route.title) as [Role, string][];
  const allowed = candidates.filter(([needed]) => hasRole(role, needed));
  allowed.sort(([a], [b]) => roleLevel(b) - roleLevel(a));
  return allowed[0]?.[1] ?? null;
}
