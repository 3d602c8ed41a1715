import {
  POS_FIELDS_ONLY_AT_TILL,
  POS_STAFF_ONLY,
  TENDERED_ONLY_FOR_CASH,
  type PurchaseList,
  type PurchaseResponse,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { atTill, openTill, type Till } from './drawer.fixtures';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { buy, productInStock, snapshot, stockOf } from './purchases.fixtures';

describe.each(databaseTargets())('point-of-sale sales on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let admin: string;
  let customer: string;
  let shirt: Product;
  let shoe: Product;
  let till: Till;
  const cents = (product: Product, quantity: number) => product.sellingPriceCents * quantity;

  beforeAll(async () => {
    shop = await startTestShop(target);
    [staff, admin, customer] = await Promise.all([
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.customer),
    ]);
    shirt = await productInStock(shop);
    shoe = await productInStock(shop, 20, [shirt.id]);
    till = await openTill(shop);
  });
  afterAll(() => shop?.close());

  it('records a till sale by staff as completed and paid, with the customer kept', async () => {
    const stock = await stockOf(shop, shirt.id);
    const total = cents(shirt, 2) + cents(shoe, 1);
    const tendered = Math.ceil(total / 1000) * 10 + 20; // round dollars above the total
    const { status, body } = await buy(
      shop,
      staff,
      [
        { product_id: shirt.id, quantity: 2 },
        { product_id: shoe.id, quantity: 1 },
      ],
      {
        ...atTill(till),
        customer_name: '  Jane Doe ',
        customer_email: 'jane@example.com',
        customer_phone: '+15551234567',
        amount_tendered: tendered,
      },
    );
    expect(status).toBe(201);
    expect(body.purchase).toMatchObject({
      channel: 'pos',
      status: 'completed',
      payment_status: 'paid',
      payment_method: 'cash',
      total_amount: total / 100,
      customer_name: 'Jane Doe',
      customer_email: 'jane@example.com',
      customer_phone: '+15551234567',
      amount_tendered: tendered,
      change_due: (tendered * 100 - total) / 100,
      notes: 'Point of sale. Customer: Jane Doe, jane@example.com, +15551234567',
      user: { username: DEMO.staff.username },
    });
    expect(await stockOf(shop, shirt.id)).toBe(stock - 2);

    // Staff find the sale again, with the same fields, in the purchase list and detail.
    const detail = await shop.send<PurchaseResponse>(
      'GET',
      `/purchases/${body.purchase.id}`,
      undefined,
      staff,
    );
    expect(detail.body.purchase).toEqual(body.purchase);
    const list = await shop.send<PurchaseList>('GET', '/purchases/?per_page=1', undefined, staff);
    expect(list.body.purchases[0]).toEqual(body.purchase);
  });

  it('takes a card sale, or a walk-in customer, without tendered or change', async () => {
    const card = await buy(shop, admin, [{ product_id: shirt.id, quantity: 1 }], {
      ...atTill(till),
      payment_method: 'card',
      notes: 'Gift wrap',
    });
    expect(card.status).toBe(201);
    expect(card.body.purchase).toMatchObject({
      channel: 'pos',
      status: 'completed',
      payment_status: 'paid',
      customer_name: null,
      customer_email: null,
      customer_phone: null,
      amount_tendered: null,
      change_due: null,
      notes: 'Point of sale. Walk-in customer\nGift wrap',
    });
    const exact = await buy(shop, staff, [{ product_id: shirt.id, quantity: 1 }], {
      ...atTill(till),
      customer_name: '',
      amount_tendered: cents(shirt, 1) / 100,
    });
    expect(exact.body.purchase).toMatchObject({ customer_name: null, change_due: 0 });
  });

  it('refuses cash short of the total, and writes nothing', async () => {
    const before = await snapshot(shop, [shirt.id]);
    const short = (cents(shirt, 3) - 1) / 100;
    const response = await buy(shop, staff, [{ product_id: shirt.id, quantity: 3 }], {
      ...atTill(till),
      amount_tendered: short,
    });
    const money = (c: number) =>
      `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(response).toMatchObject({
      status: 400,
      body: {
        error: `Amount tendered (${money(cents(shirt, 3) - 1)}) is less than the total (${money(cents(shirt, 3))})`,
      },
    });
    expect(await snapshot(shop, [shirt.id])).toEqual(before);
  });

  it.each([
    ['an invalid email', { customer_email: 'not-an-email' }, 'Invalid email address'],
    ['an invalid phone', { customer_phone: '12-34' }, 'Invalid phone number'],
    [
      'a name over 100 characters',
      { customer_name: 'x'.repeat(101) },
      'Customer name must be at most 100 characters',
    ],
    ['tendered with card', { payment_method: 'card', amount_tendered: 50 }, TENDERED_ONLY_FOR_CASH],
    [
      'tendered with three decimals',
      { amount_tendered: 10.005 },
      'amount_tendered must have at most two decimals',
    ],
    ['an unknown channel', { channel: 'phone' }, 'channel must be one of web, pos'],
  ])('answers 400 for %s', async (_case, fields, error) => {
    const response = await buy(shop, staff, [{ product_id: shirt.id, quantity: 1 }], {
      ...atTill(till),
      ...fields,
    });
    expect(response).toMatchObject({ status: 400, body: { error } });
  });

  it('refuses till fields on a web purchase', async () => {
    const response = await buy(shop, staff, [{ product_id: shirt.id, quantity: 1 }], {
      customer_name: 'Jane Doe',
    });
    expect(response).toMatchObject({ status: 400, body: { error: POS_FIELDS_ONLY_AT_TILL } });
  });

  it('answers 403 to a customer who claims the till, and writes nothing', async () => {
    const before = await snapshot(shop, [shirt.id]);
    const response = await buy(shop, customer, [{ product_id: shirt.id, quantity: 1 }], {
      ...atTill(till),
    });
    expect(response).toMatchObject({ status: 403, body: { error: POS_STAFF_ONLY } });
    expect(await snapshot(shop, [shirt.id])).toEqual(before);
  });

  it('records web checkouts as web, for customers and staff alike', async () => {
    const web = await buy(shop, customer, [{ product_id: shirt.id, quantity: 1 }]);
    expect(web.body.purchase).toMatchObject({ channel: 'web', status: 'pending' });
    const staffWeb = await buy(shop, staff, [{ product_id: shirt.id, quantity: 1 }]);
    expect(staffWeb.body.purchase).toMatchObject({ channel: 'web', customer_name: null });
  });
});
