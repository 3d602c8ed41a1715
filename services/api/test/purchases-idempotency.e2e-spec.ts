import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  type AuthResponse,
  type PurchaseResponse,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { IdempotencyKey } from '../src/purchases/idempotency-key.entity';
import { atTill, openTill, type Till } from './drawer.fixtures';
import { DEMO, newAccount, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { productInStock, snapshot, stockOf, TEST_SHIPPING_ADDRESS } from './purchases.fixtures';

describe.each(databaseTargets())('Idempotency-Key on purchases on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let customer: string;
  let shirt: Product;

  /** POST /purchases/ as a client sends it, with the key header as given (raw). */
  const post = (token: string, body: object, key?: string) =>
    shop.request<PurchaseResponse>('/purchases/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(key !== undefined && { 'idempotency-key': key }),
      },
      body: JSON.stringify(body),
    });
  let till: Till;
  const sale = (quantity = 1) => ({
    items: [{ product_id: shirt.id, quantity }],
    payment_method: 'cash',
    ...atTill(till),
  });

  beforeAll(async () => {
    shop = await startTestShop(target);
    [staff, customer] = await Promise.all([signIn(shop, DEMO.staff), signIn(shop, DEMO.customer)]);
    shirt = await productInStock(shop, 40);
    till = await openTill(shop);
  });
  afterAll(() => shop?.close());

  it('answers a repeated key with the first sale, and takes stock once', async () => {
    const key = randomUUID();
    const before = await snapshot(shop, [shirt.id]);
    const first = await post(staff, sale(2), key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    // A retry that spells the same body differently (key order, the client's prices) is the same sale.
    const retry = await post(
      staff,
      {
        register_id: till.registerId,
        channel: 'pos',
        payment_method: 'cash',
        items: [{ quantity: 2, product_id: shirt.id, unit_price: 1 }],
      },
      key,
    );
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');

    const after = await snapshot(shop, [shirt.id]);
    expect(after.purchases).toBe(before.purchases + 1);
    expect(after.stock).toEqual([before.stock[0]! - 2]);
  });

  it('works for web checkouts too, and a quoted key (the draft writes "key") is the same key', async () => {
    const key = randomUUID();
    const web = {
      items: [{ product_id: shirt.id, quantity: 1 }],
      payment_method: 'card',
      shipping_address: TEST_SHIPPING_ADDRESS,
    };
    const first = await post(customer, web, key);
    const again = await post(customer, web, `"${key}"`);
    expect(first.status).toBe(201);
    expect(first.body.purchase.channel).toBe('web');
    expect(again).toMatchObject({ status: 201, body: first.body });
  });

  it('answers 409 to a key reused with a different body, and writes nothing', async () => {
    const key = randomUUID();
    expect((await post(staff, sale(1), key)).status).toBe(201);
    const before = await snapshot(shop, [shirt.id]);
    expect(await post(staff, sale(3), key)).toMatchObject({
      status: 409,
      body: { error: IDEMPOTENCY_KEY_REUSED },
    });
    expect(await snapshot(shop, [shirt.id])).toEqual(before);
  });

  it('keeps keys per user: the same key from someone else is their own sale', async () => {
    const key = randomUUID();
    const mine = await post(staff, sale(1), key);
    const { body: other } = await shop.send<AuthResponse>(
      'POST',
      '/auth/register',
      newAccount('keyowner'),
    );
    const { items, payment_method } = sale(1);
    const theirs = await post(
      other.access_token,
      { items, payment_method, shipping_address: TEST_SHIPPING_ADDRESS },
      key,
    );
    expect(theirs.status).toBe(201);
    expect(theirs.body.purchase.id).not.toBe(mine.body.purchase.id);
    expect(theirs.body.purchase.user.id).toBe(other.user.id);
  });

  it('compares keys exactly: keys that differ only in case are two sales', async () => {
    const key = `sale-${randomUUID()}`;
    const before = await snapshot(shop, [shirt.id]);
    const lower = await post(staff, sale(1), key);
    const upper = await post(staff, sale(1), key.toUpperCase());
    expect([lower.status, upper.status]).toEqual([201, 201]);
    expect(upper.headers.get('idempotent-replayed')).toBeNull();
    expect(upper.body.purchase.id).not.toBe(lower.body.purchase.id);
    // Each spelling still replays its own sale.
    expect((await post(staff, sale(1), key.toUpperCase())).body).toEqual(upper.body);
    const after = await snapshot(shop, [shirt.id]);
    expect(after.purchases).toBe(before.purchases + 2);
    expect(after.stock).toEqual([before.stock[0]! - 2]);
  });

  it('makes a new sale once a key is older than 24 hours', async () => {
    const key = randomUUID();
    const first = await post(staff, sale(1), key);
    const day = new Date(Date.now() - 24 * 3_600_000 - 60_000);
    await shop.orm.em
      .fork()
      .nativeUpdate(IdempotencyKey, { idempotencyKey: key }, { createdAt: day });
    const later = await post(staff, sale(1), key);
    expect(later.status).toBe(201);
    expect(later.body.purchase.id).toBeGreaterThan(first.body.purchase.id);
    expect(await shop.orm.em.fork().count(IdempotencyKey, { idempotencyKey: key })).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['not printable ASCII', 'clé-42'],
    ['an empty quoted string', '""'],
  ])('answers 400 to a key that is %s', async (_case, key) => {
    const before = await snapshot(shop, [shirt.id]);
    // fetch refuses non-Latin-1 header values itself, so send the bytes as Latin-1.
    const raw = Buffer.from(key, 'utf8').toString('latin1');
    expect(await post(staff, sale(1), raw)).toMatchObject({
      status: 400,
      body: { error: IDEMPOTENCY_KEY_INVALID },
    });
    expect(await snapshot(shop, [shirt.id])).toEqual(before);
  });

  it('behaves as before without a key: each request is a sale', async () => {
    const stock = await stockOf(shop, shirt.id);
    const [a, b] = [await post(staff, sale(1)), await post(staff, sale(1))];
    expect(b.body.purchase.id).not.toBe(a.body.purchase.id);
    expect(await stockOf(shop, shirt.id)).toBe(stock - 2);
  });

  // On MySQL the requests truly race; SQLite runs one transaction at a time.
  it('makes one sale of 10 concurrent repeats, and answers each with it', async () => {
    const key = randomUUID();
    const before = await snapshot(shop, [shirt.id]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(staff, sale(2), key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const replayed = answers.filter((answer) => answer.headers.get('idempotent-replayed'));
    expect(replayed).toHaveLength(9);
    const after = await snapshot(shop, [shirt.id]);
    expect(after.purchases).toBe(before.purchases + 1);
    expect(after.stock).toEqual([before.stock[0]! - 2]);
  });
});
