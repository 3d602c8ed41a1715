import type { FooterPlacement, Permission, Role } from '@shop/contracts';

// What a route of the shop's route table (routes.ts) says about itself.

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
 * (their own purchases), staff and above (the management menu), or admins alone.
 */
export type NavAudience = 'always' | 'signed-out' | 'signed-in' | 'customer' | 'staff' | 'admin';

export type NavMenu = 'main' | 'manage' | 'account';

export interface NavPlacement {
  label: string;
  audience: NavAudience;
  /**
   * `main` (after the brand), `manage` (staff's Manage menu, which keeps the bar on one
   * row down to 1024 px, docs/product/storefront.md#navigation-bar-and-footer) or `account` (at the
   * right, before Sign out); default main.
   */
  menu?: NavMenu;
  /** Place within its menu, ascending. */
  order: number;
  /**
   * Shown only to a user holding this permission as well
   * (docs/product/roles-and-rules.md#permissions); the screen itself says what is missing to
   * anyone else, and the API refuses them.
   */
  permission?: Permission;
}

export interface ShopRoute {
  /** Absolute path; `:name` matches one segment. */
  path: string;
  owner: RouteOwner;
  /** Least role needed; absent means open to everyone, signed in or not. */
  leastRole?: Role;
  /**
   * The browser tab's title, before " · FitShop"
   * (docs/decisions/0078-tab-titles-from-the-route-table.md); per role where the page's heading is
   * (My Purchases, Purchases). Absent: the site's name alone (home).
   */
  title?: string | Partial<Record<Role, string>>;
  /** Its link in the nav bar; a list when the same path has a different label per audience. */
  nav?: NavPlacement | readonly NavPlacement[];
  /** Its link in the footer. */
  footer?: FooterPlacement;
}
