import type {
  AuthResponse,
  ChangePasswordResponse,
  ErrorBody,
  PurchaseResponse,
} from '@shop/contracts';
import { RevokedToken } from '../src/auth/revoked-token.entity';
import { User } from '../src/users/user.entity';
import { hashPassword } from '../src/users/password';
import {
  cancelPurchase,
  placeOrder,
  productInStock,
  TEST_SHIPPING_ADDRESS,
} from './purchases.fixtures';
import { DEMO, newAccount, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, TEST_AUTH, type TestShop } from './support/test-shop';
import { claimsFor, expectNoPasswordHashes, forgeToken } from './support/tokens';

// docs/decisions/0060-a-password-change-ends-other-sessions.md,
// docs/decisions/0061-sign-out-ends-the-token-on-the-server.md,
// docs/decisions/0062-sign-in-throttled-per-account.md,
// docs/decisions/0065-token-answers-are-not-stored.md,
// docs/decisions/0066-usernames-are-plain-ascii.md;
// docs/architecture.md#sessions-limits-and-client-addresses.
const HS256 = { alg: 'HS256', typ: 'JWT' };
const REFUSED = { status: 401, body: { error: 'Invalid or expired token' } };

describe.each(databaseTargets())('sessions, names and bodies on $name', (target) => {
  let shop: TestShop;
  let productId: number;
  const profileWith = (token: string) => shop.send('GET', '/auth/profile', undefined, token);
  const checkoutWith = (token: string) =>
    shop.send<PurchaseResponse & ErrorBody>(
      'POST',
      '/purchases/',
      {
        items: [{ product_id: productId, quantity: 1 }],
        payment_method: 'card',
        shipping_address: TEST_SHIPPING_ADDRESS,
      },
      token,
    );
  const register = async (tag: string) => {
    const response = await shop.send<AuthResponse>('POST', '/auth/register', newAccount(tag));
    expect(response.status).toBe(201);
    return response.body.access_token;
  };

  beforeAll(async () => {
    shop = await startTestShop(target);
    productId = (await productInStock(shop, 50)).id;
  });
  afterAll(() => shop?.close());

  it('signs a token out: refused from then on, by the guard and at checkout; other sessions go on', async () => {
    const account = newAccount('leaving');
    const token = await register('leaving');
    const other = await signIn(shop, account);
    expect((await checkoutWith(token)).status).toBe(201);

    expect(await shop.send('POST', '/auth/logout', undefined, token)).toMatchObject({
      status: 200,
      body: { message: 'Signed out' },
    });
    expect(await profileWith(token)).toMatchObject(REFUSED);
    expect(await checkoutWith(token)).toMatchObject(REFUSED);
    expect(await shop.send('POST', '/auth/logout', undefined, token)).toMatchObject(REFUSED);
    expect((await profileWith(other)).status).toBe(200);
    expect((await checkoutWith(other)).status).toBe(201);
  });

  it('keeps on the deny-list only tokens that have not expired anyway', async () => {
    const em = shop.orm.em.fork();
    em.persist(new RevokedToken('expired-token-id-0123456789', new Date(Date.now() - 60_000)));
    await em.flush();
    const token = await signIn(shop, DEMO.staff);
    expect((await shop.send('POST', '/auth/logout', undefined, token)).status).toBe(200);
    const left = await shop.orm.em.fork().find(RevokedToken, {});
    expect(left.map((entry) => entry.tokenId)).not.toContain('expired-token-id-0123456789');
    expect(left.every((entry) => entry.expiresAt.getTime() > Date.now())).toBe(true);
    expect(left.length).toBeGreaterThan(0);
  });

  it('answers a sign-out without a token 401', async () => {
    expect(await shop.send('POST', '/auth/logout')).toMatchObject({
      status: 401,
      body: { error: 'Authentication required' },
    });
  });

  it('refuses every token issued before a password change and hands the changing device a fresh one', async () => {
    const account = newAccount('rotating');
    const first = await register('rotating');
    const second = await signIn(shop, account);
    const changed = await shop.send<ChangePasswordResponse>(
      'PUT',
      '/auth/change-password',
      { current_password: account.password, new_password: 'Rotated1pass' },
      first,
    );
    expect(changed).toMatchObject({
      status: 200,
      body: { message: 'Password changed successfully' },
    });
    const fresh = changed.body.access_token;
    for (const old of [first, second]) {
      expect(await profileWith(old)).toMatchObject(REFUSED);
      expect(await checkoutWith(old)).toMatchObject(REFUSED);
    }
    expect((await profileWith(fresh)).status).toBe(200);
    expect((await checkoutWith(fresh)).status).toBe(201);
    const later = await signIn(shop, { username: account.username, password: 'Rotated1pass' });
    expect((await profileWith(later)).status).toBe(200);
  });

  it('refuses tokens signed with our key that lack an expiry, an id or a version, or outlive the lifetime', async () => {
    const customer = await shop.orm.em.fork().findOneOrFail(User, { username: 'customer' });
    const good = claimsFor(customer.id, 'customer');
    const { exp: _exp, ...withoutExp } = good;
    const { jti: _jti, ...withoutId } = good;
    const { ver: _ver, ...withoutVersion } = good;
    const sign = (claims: Record<string, unknown>) => forgeToken(HS256, claims, TEST_AUTH.secret);
    expect((await profileWith(sign(good))).status).toBe(200);
    for (const claims of [
      withoutExp,
      withoutId,
      withoutVersion,
      { ...good, jti: 'short' },
      { ...good, ver: 1 },
      // Valid for a year and two hours: longer than the configured hour.
      claimsFor(customer.id, 'customer', 7_200, 366 * 86_400),
    ])
      expect(await profileWith(sign(claims))).toMatchObject(REFUSED);
  });

  it('refuses an Authorization header with anything but one token after Bearer', async () => {
    const token = await signIn(shop, DEMO.customer);
    const profileAs = (authorization: string) =>
      shop.request('/auth/profile', { headers: { authorization } });
    expect((await profileAs(`Bearer ${token}`)).status).toBe(200);
    expect((await profileAs(`bearer ${token}`)).status).toBe(200);
    for (const header of [`Bearer ${token} ${token}`, `Bearer ${token} x`, `Bearer ${token},x`])
      expect(await profileAs(header)).toMatchObject(REFUSED);
    expect(await profileAs(`Basic ${token}`)).toMatchObject({
      status: 401,
      body: { error: 'Authentication required' },
    });
    // At checkout too, which reads the account itself.
    const checkout = await shop.request('/purchases/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token} ${token}` },
      body: JSON.stringify({ items: [{ product_id: productId, quantity: 1 }] }),
    });
    expect(checkout).toMatchObject(REFUSED);
  });

  it('marks every answer that carries or depends on a token no-store, and only those', async () => {
    const token = await signIn(shop, DEMO.customer);
    const staff = await signIn(shop, DEMO.staff);
    const noStore = async (answer: Promise<{ headers: Headers }>) =>
      (await answer).headers.get('cache-control');
    const bad = { username: 'customer', password: 'Wrong1pass' };
    for (const answer of [
      shop.send('POST', '/auth/login', DEMO.customer),
      shop.send('POST', '/auth/login', bad),
      shop.send('POST', '/auth/register', newAccount('cached')),
      shop.send('GET', '/auth/profile', undefined, token),
      shop.send('GET', '/auth/profile'),
      shop.send('GET', '/purchases/', undefined, token),
      shop.send('GET', '/inventory/', undefined, staff),
      shop.send('GET', '/products/', undefined, staff),
      shop.send('POST', '/auth/logout', undefined, await signIn(shop, DEMO.customer)),
    ])
      expect(await noStore(answer)).toBe('no-store');
    expect(await noStore(shop.send('GET', '/products/'))).not.toBe('no-store');
  });

  it('reads an empty JSON body as no body', async () => {
    const token = await signIn(shop, DEMO.customer);
    const order = await placeOrder(shop, token, productId, 1);
    const cancel = await shop.request<PurchaseResponse>(`/purchases/${order.id}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.purchase.status).toBe('cancelled');
    // A route that needs a body answers exactly as to a request without one.
    const withoutBody = await shop.request('/auth/login', { method: 'POST' });
    expect(withoutBody.status).toBe(400);
    expect(
      await shop.request('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    ).toMatchObject({ status: 400, body: withoutBody.body });
    // Broken JSON stays a 400.
    expect(
      (
        await shop.request('/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"username":',
        })
      ).status,
    ).toBe(400);
    expect((await cancelPurchase(shop, token, order.id)).status).toBe(409);
  });

  it('refuses usernames beyond ASCII letters, digits, dots, underscores and hyphens', async () => {
    const message = {
      error: 'Username may only contain letters (A-Z, a-z), digits, dots, underscores and hyphens',
    };
    for (const username of ['\u0430dmin', 'ad\u200bmin', '\u202enimda', 'ad\nmin', 'ad\u0000min'])
      expect(
        await shop.send('POST', '/auth/register', newAccount('odd', { username })),
      ).toMatchObject({ status: 400, body: message });
    expect(
      (await shop.send('POST', '/auth/register', newAccount('fine', { username: 'Jo.Doe_2-x' })))
        .status,
    ).toBe(201);
  });

  it('still signs in an account whose name predates the rule', async () => {
    const em = shop.orm.em.fork();
    em.persist(
      new User({
        username: 'Zoë Ünal',
        email: 'zoe@example.com',
        firstName: 'Zoë',
        lastName: 'Ünal',
        passwordHash: await hashPassword('Legacy1pass'),
      }),
    );
    await em.flush();
    expect(await signIn(shop, { username: 'zoë ünal', password: 'Legacy1pass' })).toBeTruthy();
  });

  it('never sent a password hash in any response', () => {
    expectNoPasswordHashes(shop.responseLog);
  });
});
