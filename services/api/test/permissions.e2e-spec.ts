import {
  APPROVAL_PIN_WRONG,
  APPROVER_HEADER,
  APPROVER_PIN_HEADER,
  PERMISSION_MISSING,
  PERMISSIONS,
  type Permission,
  type ProductDetail,
} from '@shop/contracts';
import { DEMO, DEMO_ADMIN_PIN, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

/** The demo admin's approval PIN (database/seed/demo-people.ts). */
const NO_ID = 999_999;

interface GuardedRoute {
  permission: Permission;
  method: string;
  path: string;
  /** A body the route refuses (400) or an id it does not know (404): nothing changes. */
  body?: unknown;
}

/**
 * Every route a permission guards (docs/product/roles-and-rules.md#permissions). Past the guard
 * each answers its own refusal, so calling it changes nothing.
 */
const GUARDED: GuardedRoute[] = [
  { permission: 'edit_catalogue', method: 'POST', path: '/products', body: {} },
  { permission: 'edit_catalogue', method: 'PUT', path: `/products/${NO_ID}`, body: {} },
  { permission: 'edit_catalogue', method: 'DELETE', path: `/products/${NO_ID}` },
  { permission: 'edit_catalogue', method: 'POST', path: '/categories', body: {} },
  { permission: 'edit_catalogue', method: 'PUT', path: `/categories/${NO_ID}`, body: {} },
  { permission: 'edit_catalogue', method: 'DELETE', path: `/categories/${NO_ID}` },
  { permission: 'edit_catalogue', method: 'GET', path: `/catalogue/styles/${NO_ID}` },
  { permission: 'edit_catalogue', method: 'POST', path: '/catalogue/styles', body: {} },
  { permission: 'edit_catalogue', method: 'PATCH', path: '/catalogue/variants', body: {} },
  { permission: 'edit_catalogue', method: 'DELETE', path: `/catalogue/variants/${NO_ID}` },
  { permission: 'edit_catalogue', method: 'POST', path: '/catalogue/pictures', body: {} },
  {
    permission: 'edit_catalogue',
    method: 'POST',
    path: '/catalogue/import?dry_run=true',
    body: {},
  },
  { permission: 'edit_catalogue', method: 'GET', path: '/catalogue/export.csv' },
  { permission: 'receive_stock', method: 'POST', path: `/inventory/${NO_ID}/restock`, body: {} },
  { permission: 'receive_stock', method: 'POST', path: '/suppliers', body: {} },
  { permission: 'receive_stock', method: 'PUT', path: `/suppliers/${NO_ID}`, body: {} },
  { permission: 'receive_stock', method: 'DELETE', path: `/suppliers/${NO_ID}` },
  { permission: 'adjust_stock', method: 'POST', path: `/inventory/${NO_ID}/adjust`, body: {} },
  { permission: 'adjust_stock', method: 'PUT', path: `/inventory/${NO_ID}`, body: {} },
  { permission: 'adjust_stock', method: 'POST', path: '/inventory', body: {} },
  {
    permission: 'cancel_sales',
    method: 'PUT',
    path: `/purchases/${NO_ID}`,
    body: { status: 'cancelled' },
  },
  { permission: 'cancel_sales', method: 'POST', path: `/purchases/${NO_ID}/cancel` },
  {
    permission: 'cancel_sales',
    method: 'POST',
    path: `/purchases/${NO_ID}/cancel-lines`,
    body: {},
  },
  { permission: 'take_returns', method: 'POST', path: '/returns', body: {} },
  { permission: 'take_returns', method: 'GET', path: '/returns' },
  { permission: 'take_returns', method: 'POST', path: `/returns/${NO_ID}/receive`, body: {} },
  { permission: 'take_returns', method: 'POST', path: `/returns/${NO_ID}/refund` },
  { permission: 'take_returns', method: 'POST', path: `/returns/${NO_ID}/reject`, body: {} },
  { permission: 'sell', method: 'POST', path: '/purchases', body: { channel: 'pos', items: [] } },
  { permission: 'sell', method: 'GET', path: '/pos/lookup?code=NO-SUCH-CODE' },
  { permission: 'sell', method: 'GET', path: '/pos/customers?search=nobody' },
  { permission: 'sell', method: 'POST', path: '/pos/customers', body: {} },
  { permission: 'sell', method: 'POST', path: '/pos/held-sales', body: {} },
  { permission: 'sell', method: 'GET', path: '/pos/held-sales' },
  { permission: 'sell', method: 'POST', path: `/pos/held-sales/${NO_ID}/resume`, body: {} },
  { permission: 'sell', method: 'DELETE', path: `/pos/held-sales/${NO_ID}` },
  { permission: 'sell', method: 'GET', path: '/registers' },
  {
    permission: 'open_close_register',
    method: 'POST',
    path: `/registers/${NO_ID}/sessions`,
    body: {},
  },
  { permission: 'open_close_register', method: 'GET', path: '/registers/sessions' },
  { permission: 'open_close_register', method: 'GET', path: `/registers/sessions/${NO_ID}` },
  {
    permission: 'open_close_register',
    method: 'POST',
    path: `/registers/sessions/${NO_ID}/cash-movements`,
    body: {},
  },
  {
    permission: 'open_close_register',
    method: 'POST',
    path: `/registers/sessions/${NO_ID}/close`,
    body: {},
  },
  {
    permission: 'open_close_register',
    method: 'GET',
    path: `/registers/sessions/${NO_ID}/z-report.csv`,
  },
  { permission: 'see_costs', method: 'GET', path: '/reports/profit' },
  { permission: 'see_costs', method: 'GET', path: '/reports/profit.csv' },
  { permission: 'see_costs', method: 'GET', path: '/reports/inventory' },
  { permission: 'see_costs', method: 'GET', path: '/reports/inventory.csv' },
  { permission: 'manage_staff_and_settings', method: 'GET', path: '/staff' },
  { permission: 'manage_staff_and_settings', method: 'POST', path: '/staff', body: {} },
  {
    permission: 'manage_staff_and_settings',
    method: 'PUT',
    path: `/staff/${NO_ID}/role`,
    body: {},
  },
  { permission: 'manage_staff_and_settings', method: 'POST', path: `/staff/${NO_ID}/deactivate` },
  { permission: 'manage_staff_and_settings', method: 'POST', path: `/staff/${NO_ID}/reactivate` },
  {
    permission: 'manage_staff_and_settings',
    method: 'POST',
    path: `/staff/${NO_ID}/reset-password`,
    body: {},
  },
  { permission: 'manage_staff_and_settings', method: 'PUT', path: `/staff/${NO_ID}/pin`, body: {} },
  { permission: 'manage_staff_and_settings', method: 'GET', path: '/staff/roles' },
  { permission: 'manage_staff_and_settings', method: 'PUT', path: '/staff/roles/staff', body: {} },
  { permission: 'manage_staff_and_settings', method: 'GET', path: '/shop/settings' },
  { permission: 'manage_staff_and_settings', method: 'PUT', path: '/shop/settings', body: {} },
  { permission: 'manage_staff_and_settings', method: 'GET', path: '/discount-codes' },
  { permission: 'manage_staff_and_settings', method: 'POST', path: '/discount-codes', body: {} },
  {
    permission: 'manage_staff_and_settings',
    method: 'PUT',
    path: `/discount-codes/${NO_ID}`,
    body: {},
  },
  { permission: 'manage_staff_and_settings', method: 'GET', path: '/shop/registers' },
  { permission: 'manage_staff_and_settings', method: 'POST', path: '/shop/registers', body: {} },
  {
    permission: 'manage_staff_and_settings',
    method: 'PUT',
    path: `/shop/registers/${NO_ID}`,
    body: {},
  },
  {
    permission: 'manage_staff_and_settings',
    method: 'POST',
    path: `/shop/registers/${NO_ID}/retire`,
  },
  { permission: 'manage_staff_and_settings', method: 'POST', path: '/tax/rates', body: {} },
  {
    permission: 'manage_staff_and_settings',
    method: 'PUT',
    path: `/tax/rates/${NO_ID}`,
    body: {},
  },
  { permission: 'manage_staff_and_settings', method: 'DELETE', path: `/tax/rates/${NO_ID}` },
  {
    permission: 'manage_staff_and_settings',
    method: 'PUT',
    path: `/tax/categories/${NO_ID}`,
    body: {},
  },
];

const describeRoute = ({ permission, method, path }: GuardedRoute) =>
  `${permission}: ${method} ${path}`;

describe.each(databaseTargets())('permissions on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  let staff: string;

  /** The status, and the body when it is JSON (a CSV route answers text). */
  const call = async (route: GuardedRoute, token: string, approval?: [string, string]) => {
    const response = await fetch(`${shop.baseUrl}${route.path}`, {
      method: route.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(route.body !== undefined && { 'content-type': 'application/json' }),
        ...(approval && { [APPROVER_HEADER]: approval[0], [APPROVER_PIN_HEADER]: approval[1] }),
      },
      body: route.body === undefined ? undefined : JSON.stringify(route.body),
    });
    const json = response.headers.get('content-type')?.startsWith('application/json');
    return { status: response.status, body: json ? await response.json() : null };
  };
  const setStaffPermissions = async (permissions: readonly Permission[]) => {
    const body = { permissions, discount_limit_percent: 10 };
    expect((await shop.send('PUT', '/staff/roles/staff', body, admin)).status).toBe(200);
  };
  /** Past the guard: the route's own answer, whatever it is, but no 401 or 403. */
  const expectPassed = (response: { status: number }) =>
    expect([401, 403]).not.toContain(response.status);

  beforeAll(async () => {
    shop = await startTestShop(target);
    [admin, staff] = await Promise.all([signIn(shop, DEMO.admin), signIn(shop, DEMO.staff)]);
  });
  afterAll(() => shop?.close());

  describe('a staff user without the permission', () => {
    beforeAll(() => setStaffPermissions([]));

    it.each(GUARDED)('is refused, then let through on approval: $method $path', async (route) => {
      expect(await call(route, staff)).toMatchObject({
        status: 403,
        body: { error: PERMISSION_MISSING, permission: route.permission },
      });
      expect(await call(route, staff, ['admin', '0000'])).toMatchObject({
        status: 403,
        body: { error: APPROVAL_PIN_WRONG, permission: route.permission },
      });
      expectPassed(await call(route, staff, ['admin', DEMO_ADMIN_PIN]));
    });
  });

  describe('allowed', () => {
    it.each(GUARDED)('for admin: $method $path', async (route) => {
      expectPassed(await call(route, admin));
    });

    it('for a staff user once the role holds the permission, from the next request', async () => {
      await setStaffPermissions(PERMISSIONS);
      const refused: string[] = [];
      for (const route of GUARDED) {
        const { status } = await call(route, staff);
        if (status === 401 || status === 403) refused.push(`${describeRoute(route)}: ${status}`);
      }
      expect(refused).toEqual([]);
    });
  });

  it('shows cost prices only to staff holding see_costs', async () => {
    const costOf = async (token: string) =>
      (await shop.send<{ product: ProductDetail }>('GET', '/products/1', undefined, token)).body
        .product.cost_price;
    await setStaffPermissions(['sell', 'see_costs']);
    expect(await costOf(staff)).toEqual(expect.any(Number));
    await setStaffPermissions(['sell']);
    expect(await costOf(staff)).toBeUndefined();
    expect(await costOf(admin)).toEqual(expect.any(Number));
    const inventory = await shop.send<{ inventory: { product: object }[] }>(
      'GET',
      '/inventory?per_page=5',
      undefined,
      staff,
    );
    expect(inventory.status).toBe(200);
    for (const record of inventory.body.inventory)
      expect(record.product).not.toHaveProperty('cost_price');
  });

  it('tells the user what they hold in their profile', async () => {
    await setStaffPermissions(['sell', 'receive_stock']);
    const profile = await shop.send<{ user: object }>('GET', '/auth/profile', undefined, staff);
    expect(profile.body.user).toMatchObject({
      permissions: ['sell', 'receive_stock'],
      discount_limit_percent: 10,
      must_change_password: false,
    });
  });
});
