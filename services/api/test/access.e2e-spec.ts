import type { AuthResponse, InventoryAlertList } from '@shop/contracts';
import { User } from '../src/users/user.entity';
import { DEMO, newAccount, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, TEST_AUTH, type TestShop } from './support/test-shop';
import { claimsFor, expectNoPasswordHashes, forgeToken } from './support/tokens';

const HS256 = { alg: 'HS256', typ: 'JWT' };
const INVALID_TOKEN = { error: 'Invalid or expired token' };

describe.each(databaseTargets())('tokens and roles on $name', (target) => {
  let shop: TestShop;
  let customerId: number;
  const alerts = (token?: string) =>
    shop.send<InventoryAlertList>('GET', '/inventory/alerts', undefined, token);
  const profileWith = (token: string) => shop.send('GET', '/auth/profile', undefined, token);

  beforeAll(async () => {
    shop = await startTestShop(target);
    customerId = (await shop.orm.em.fork().findOneOrFail(User, { username: 'customer' })).id;
  });
  afterAll(() => shop?.close());

  it('keeps the storefront, health and docs open to visitors', async () => {
    for (const path of ['/health', '/categories', '/products', '/products/1', '/docs/json'])
      expect((await shop.get(path)).status).toBe(200);
  });

  it('lets staff and admin read the stock alerts, customers get 403, visitors 401', async () => {
    expect(await alerts()).toMatchObject({
      status: 401,
      body: { error: 'Authentication required' },
    });
    expect(await alerts(await signIn(shop, DEMO.customer))).toMatchObject({
      status: 403,
      body: { error: "You don't have permission to access this resource" },
    });
    for (const account of [DEMO.staff, DEMO.admin]) {
      const response = await alerts(await signIn(shop, account));
      expect(response.status).toBe(200);
      expect(response.body.alerts.length).toBeGreaterThan(0);
      for (const alert of response.body.alerts) {
        expect(alert.quantity_in_stock).toBeLessThanOrEqual(alert.minimum_stock_level);
        expect(alert.status).toBe(alert.quantity_in_stock === 0 ? 'out_of_stock' : 'low_stock');
      }
    }
  });

  it('accepts a token signed with the secret, the way the API signs them', async () => {
    const token = forgeToken(HS256, claimsFor(customerId, 'customer'), TEST_AUTH.secret);
    expect((await profileWith(token)).status).toBe(200);
  });

  it('refuses a token with alg "none"', async () => {
    const token = forgeToken({ alg: 'none', typ: 'JWT' }, claimsFor(customerId, 'customer'));
    expect(await profileWith(token)).toMatchObject({ status: 401, body: INVALID_TOKEN });
  });

  it('refuses a tampered token: a customer cannot make itself staff', async () => {
    const real = await signIn(shop, DEMO.customer);
    const [header, , signature] = real.split('.');
    const claims = Buffer.from(JSON.stringify(claimsFor(customerId, 'admin'))).toString(
      'base64url',
    );
    expect(await alerts(`${header}.${claims}.${signature}`)).toMatchObject({
      status: 401,
      body: INVALID_TOKEN,
    });
    const otherKey = forgeToken(HS256, claimsFor(customerId, 'admin'), 'x'.repeat(48));
    expect((await alerts(otherKey)).status).toBe(401);
  });

  it('refuses an expired token and garbage', async () => {
    const expired = forgeToken(
      HS256,
      claimsFor(customerId, 'customer', 7_200, 3_600),
      TEST_AUTH.secret,
    );
    expect(await profileWith(expired)).toMatchObject({ status: 401, body: INVALID_TOKEN });
    expect((await profileWith('not.a.token')).status).toBe(401);
    const noUser = forgeToken(HS256, claimsFor(999_999, 'admin'), TEST_AUTH.secret);
    expect(await alerts(noUser)).toMatchObject({ status: 401, body: INVALID_TOKEN });
  });

  it('checks the stored role, not the claim: a valid token naming admin gets 403', async () => {
    const token = forgeToken(HS256, claimsFor(customerId, 'admin'), TEST_AUTH.secret);
    expect((await alerts(token)).status).toBe(403);
  });

  it("ends a deactivated user's sessions at once and refuses their sign-in", async () => {
    const account = newAccount('leaver');
    const { body } = await shop.send<AuthResponse>('POST', '/auth/register', account);
    expect((await profileWith(body.access_token)).status).toBe(200);

    await shop.orm.em.fork().nativeUpdate(User, { id: body.user.id }, { isActive: false });
    expect(await profileWith(body.access_token)).toMatchObject({
      status: 401,
      body: INVALID_TOKEN,
    });
    expect(await shop.send('POST', '/auth/login', account)).toMatchObject({
      status: 401,
      body: { error: 'Invalid username or password' },
    });

    await shop.orm.em.fork().nativeDelete(User, { id: body.user.id });
    expect((await profileWith(body.access_token)).status).toBe(401);
  });

  it('never sent a password hash in any response', () => {
    expectNoPasswordHashes(shop.responseLog);
  });
});
