import type { AuthResponse, ErrorBody } from '@shop/contracts';
import { LOGIN_LIMITS } from '../src/auth/login-throttle';
import { SIGN_UP_LIMITS } from '../src/auth/sign-up-throttle';
import { CHECKOUT_LIMITS } from '../src/purchases/checkout-throttle';
import { WEB_ORDER_LIMITS } from '../src/purchases/order-limits';
import { atTill, openTill } from './drawer.fixtures';
import { buy, cancelPurchase, placeOrder, productInStock } from './purchases.fixtures';
import { DEMO, newAccount, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

// docs/product/roles-and-rules.md#business-constants-and-limits,
// docs/decisions/0062-sign-in-throttled-per-account.md,
// docs/decisions/0063-sign-ups-limited-per-address.md,
// docs/decisions/0064-web-orders-cannot-hoard-stock.md;
// docs/architecture.md#sessions-limits-and-client-addresses.
const PROXY_SECRET = 'proxy-secret-for-tests-0123456789abcdef';
const TOO_MANY_LOGINS = { error: 'Too many login attempts. Please try again later.' };

describe.each(databaseTargets())('throttles and order limits on $name', (target) => {
  let shop: TestShop;
  /** A request as the shop's front-end server sends it for a browser at `address`. */
  const fromBrowser = <T>(address: string, path: string, body: unknown, proven = true) =>
    shop.request<T & ErrorBody>(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(proven && { 'x-proxy-secret': PROXY_SECRET }),
      },
      body: JSON.stringify(body),
    });
  const login = (address: string, username: string, password: string, proven = true) =>
    fromBrowser<AuthResponse>(address, '/auth/login', { username, password }, proven);

  beforeAll(async () => {
    shop = await startTestShop(target, { trustProxy: 'loopback', proxySecret: PROXY_SECRET });
  });
  afterAll(() => shop?.close());

  it('counts failures per account, whichever of its names is typed', async () => {
    const half = LOGIN_LIMITS.perAccountAndAddress.max / 2;
    for (let i = 0; i < half; i++) {
      expect((await login('192.0.2.1', 'admin', 'Wrong1pass')).status).toBe(401);
      expect((await login('192.0.2.1', 'Alex.Morgan@Example.com', 'Wrong1pass')).status).toBe(401);
    }
    expect(await login('192.0.2.1', 'admin', DEMO.admin.password)).toMatchObject({
      status: 429,
      body: TOO_MANY_LOGINS,
    });
  });

  it("never locks the owner's address out for a stranger's failures", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress.max + 2; i++)
      await login('203.0.113.66', 'staff', `Wrong${i}pass`);
    const stranger = await login('203.0.113.66', 'staff', DEMO.staff.password);
    expect(stranger).toMatchObject({ status: 429, body: TOO_MANY_LOGINS });
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('198.51.100.7', 'staff', DEMO.staff.password)).status).toBe(200);
  });

  it("holds a stranger with many addresses to the day's allowance without keeping the owner out", async () => {
    const { perAccount, perAccountAndAddress, perAccountAndAddressOnceCapped } = LOGIN_LIMITS;
    const owner = newAccount('besieged');
    expect((await fromBrowser('192.0.2.50', '/auth/register', owner)).status).toBe(201);
    // The day's allowance, spent from as many addresses as it takes (each address's at once:
    // a hundred password checks one after another take long on a busy machine).
    for (let address = 0; address < perAccount.max / perAccountAndAddress.max; address++) {
      const guesses = Array.from({ length: perAccountAndAddress.max }, (_, i) =>
        login(`198.51.100.${address}`, owner.username, `Wrong${i}pass`),
      );
      expect((await Promise.all(guesses)).map((answer) => answer.status)).toEqual(
        guesses.map(() => 401),
      );
    }

    // The owner, from an address that has not failed, signs in with the right password.
    expect((await login('198.51.100.200', owner.username, owner.password)).status).toBe(200);

    // That success refills nothing: a fresh address of the stranger's gets its few tries, then 429
    // for the rest of the day; the addresses that guessed are refused.
    for (let i = 0; i < perAccountAndAddressOnceCapped.max; i++)
      expect((await login('198.51.100.201', owner.username, `Again${i}pass`)).status).toBe(401);
    const refused = await login('198.51.100.201', owner.username, 'Again9pass');
    expect(refused).toMatchObject({ status: 429, body: TOO_MANY_LOGINS });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60 * 60);
    expect(await login('198.51.100.0', owner.username, owner.password)).toMatchObject({
      status: 429,
    });
    // And the owner still gets in from yet another address, and from the one they used.
    expect((await login('198.51.100.202', owner.username, owner.password)).status).toBe(200);
    expect((await login('198.51.100.200', owner.username, owner.password)).status).toBe(200);
  }, 60_000);

  it('believes a forwarded address only with the proxy secret', async () => {
    // Without the secret every request counts under the connection's own address, whatever
    // X-Forwarded-For says, so rotating it buys a guesser nothing.
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress.max; i++)
      await login(`198.18.0.${i}`, 'customer', 'Wrong1pass', false);
    expect(await login('198.18.1.1', 'customer', DEMO.customer.password, false)).toMatchObject({
      status: 429,
    });
    const wrongSecret = await shop.request('/auth/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '198.18.2.2',
        'x-proxy-secret': PROXY_SECRET.replace(/.$/, '!'),
      },
      body: JSON.stringify(DEMO.customer),
    });
    expect(wrongSecret.status).toBe(429);
    // The front-end server, proving itself, names the browser: that one is not blocked.
    expect((await login('198.18.3.3', 'customer', DEMO.customer.password)).status).toBe(200);
  });

  it('limits sign-ups per address with 429 and Retry-After', async () => {
    const signUp = (address: string, tag: string) =>
      fromBrowser<AuthResponse>(address, '/auth/register', newAccount(tag));
    for (let i = 0; i < SIGN_UP_LIMITS.perAddress.max; i++)
      expect((await signUp('192.0.2.77', `crowd${i}`)).status).toBe(201);
    const refused = await signUp('192.0.2.77', 'one_more');
    expect(refused).toMatchObject({
      status: 429,
      body: { error: 'Too many sign-ups from this address. Please try again later.' },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await signUp('192.0.2.78', 'elsewhere')).status).toBe(201);
  });

  describe("a customer's web orders", () => {
    let token: string;
    let productId: number;

    beforeAll(async () => {
      const answer = await fromBrowser<AuthResponse>(
        '192.0.2.90',
        '/auth/register',
        newAccount('hoarder'),
      );
      token = answer.body.access_token;
      productId = (await productInStock(shop, 100)).id;
    });

    it('hold at most so many pieces of one product; staff at the till are not limited', async () => {
      const max = WEB_ORDER_LIMITS.piecesPerProduct;
      const tooMany = await buy(shop, token, [{ product_id: productId, quantity: max + 1 }], {
        payment_method: 'card',
      });
      expect(tooMany.status).toBe(409);
      expect((tooMany.body as unknown as ErrorBody).error).toMatch(
        new RegExp(
          `^An online order may hold at most ${max} pieces of one product; this one has ${max + 1} of `,
        ),
      );
      const staff = await signIn(shop, DEMO.staff);
      const till = await buy(
        shop,
        staff,
        [{ product_id: productId, quantity: max * 3 }],
        atTill(await openTill(shop)),
      );
      expect(till.status).toBe(201);
      const card = await placeOrder(shop, token, productId, max, 'card');
      expect(card.items[0]?.quantity).toBe(max);
    });

    it('keep at most so many unpaid orders open; card orders and cancelled ones do not count', async () => {
      const open = [];
      for (let i = 0; i < WEB_ORDER_LIMITS.openUnpaidOrders; i++)
        open.push(await placeOrder(shop, token, productId, 1, 'cash'));
      const refused = await buy(shop, token, [{ product_id: productId, quantity: 1 }]);
      expect(refused).toMatchObject({
        status: 409,
        body: {
          error:
            `You may have at most ${WEB_ORDER_LIMITS.openUnpaidOrders} unpaid cash-on-delivery` +
            ' orders open at a time; pay by card, or wait until one is delivered or cancel one,' +
            ' before ordering again',
        },
      });
      await placeOrder(shop, token, productId, 1, 'card');
      expect((await cancelPurchase(shop, token, open[0]!.id)).status).toBe(200);
      await placeOrder(shop, token, productId, 1, 'cash');
    });

    it('are throttled per account: so many cash orders an hour, then 429', async () => {
      // The account has placed 4 cash orders above; cancel to stay under the open limit.
      const placed: number[] = [];
      const purchases = await shop.send<{ purchases: { id: number; status: string }[] }>(
        'GET',
        '/purchases/?per_page=100',
        undefined,
        token,
      );
      for (const purchase of purchases.body.purchases)
        if (purchase.status === 'pending') await cancelPurchase(shop, token, purchase.id);
      let answer: Awaited<ReturnType<typeof buy>> | undefined;
      for (let i = 0; i < CHECKOUT_LIMITS.unpaidPerAccount.max; i++) {
        answer = await buy(shop, token, [{ product_id: productId, quantity: 1 }]);
        if (answer.status !== 201) break;
        placed.push(answer.body.purchase.id);
        await cancelPurchase(shop, token, answer.body.purchase.id);
      }
      expect(answer).toMatchObject({
        status: 429,
        body: {
          error:
            'Too many cash-on-delivery orders from this account. Please try again later, or pay by card.',
        },
      });
      expect(Number(answer!.headers.get('retry-after'))).toBeGreaterThan(60);
      expect(placed.length).toBe(CHECKOUT_LIMITS.unpaidPerAccount.max - 4);
      expect(
        (
          await buy(shop, token, [{ product_id: productId, quantity: 1 }], {
            payment_method: 'card',
          })
        ).status,
      ).toBe(201);
    });
  });
});
