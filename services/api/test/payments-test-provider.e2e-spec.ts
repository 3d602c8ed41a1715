import {
  AWAITING_CARD_PAYMENT,
  CARD_DECLINED,
  CARD_INSUFFICIENT_FUNDS,
  PAYMENT_HOLD_EXPIRED,
  PAYMENT_NOT_AWAITED,
  type PaymentProviderResponse,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { placeOrder, productInStock, stockOf, TEST_SHIPPING_ADDRESS } from './purchases.fixtures';
import {
  expireHold,
  ledgerIsExact,
  newCustomer,
  orderByCard,
  pay,
  paymentTrail,
  purchaseRow,
  testCard,
} from './payments.fixtures';

// docs/product/cart-and-checkout.md#paying-by-card, with the default test provider.
describe.each(databaseTargets())('card payments (test provider) on $name', (target) => {
  let shop: TestShop;
  let shirt: Product;

  beforeAll(async () => {
    shop = await startTestShop(target);
    shirt = await productInStock(shop, 40);
  });
  afterAll(() => shop?.close());

  it('says which provider takes cards', async () => {
    const { body } = await shop.get<PaymentProviderResponse>('/payments/provider');
    expect(body).toEqual({ provider: 'test' });
  });

  it('holds the stock of a card order awaiting payment, then pays it with 4242', async () => {
    const token = await newCustomer(shop);
    const before = await stockOf(shop, shirt.id);
    const order = await orderByCard(shop, token, shirt.id, 2);
    expect(order).toMatchObject({ status: 'pending', payment_status: 'awaiting_payment' });
    expect(Date.parse(order.payment_due_at!) - Date.parse(order.created_at)).toBe(30 * 60_000);
    expect(await stockOf(shop, shirt.id)).toBe(before - 2);

    const paid = await pay(shop, token, order.id);
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toEqual({
      provider: 'test',
      status: 'succeeded',
      client_secret: null,
    });
    expect(paid.body.purchase).toMatchObject({
      status: 'pending',
      payment_status: 'paid',
      payment_due_at: null,
    });
    expect(await stockOf(shop, shirt.id)).toBe(before - 2);
    // Only the brand and last four are kept; the number goes nowhere.
    const row = await purchaseRow(shop, order.id);
    expect([row.cardBrand, row.cardLast4]).toEqual(['visa', '4242']);
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    expect(await paymentTrail(shop, order.id)).toEqual([
      {
        actor: expect.stringMatching(/^payer_/) as string,
        summary: expect.stringMatching(
          new RegExp(
            `^Purchase #${order.id} \\(\\$[\\d,.]+\\) paid by card \\(visa ending 4242\\)`,
          ),
        ) as string,
      },
    ]);
    expect(await pay(shop, token, order.id)).toMatchObject({
      status: 409,
      body: { error: PAYMENT_NOT_AWAITED },
    });
  });

  it.each([
    ['4000 0000 0000 0002', CARD_DECLINED],
    ['4000000000009995', CARD_INSUFFICIENT_FUNDS],
  ])('refuses card %s saying why, and gives the stock back at once', async (number, error) => {
    const token = await newCustomer(shop);
    const before = await stockOf(shop, shirt.id);
    const order = await orderByCard(shop, token, shirt.id, 3);

    expect(await pay(shop, token, order.id, testCard(number))).toMatchObject({
      status: 402,
      body: { error },
    });
    expect(await stockOf(shop, shirt.id)).toBe(before);
    const { body } = await shop.send<{ purchase: { status: string; payment_status: string } }>(
      'GET',
      `/purchases/${order.id}`,
      undefined,
      token,
    );
    expect(body.purchase).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect((await paymentTrail(shop, order.id))[0]?.summary).toContain(error);
    await ledgerIsExact(shop);
  });

  it.each([
    [{ ...testCard('4242 4242 4242 4241') }, 'Card number is not valid'],
    [{ ...testCard(), expiry: '01/20' }, 'This card has expired'],
    [{ ...testCard(), cvc: '12' }, 'CVC must be 3 or 4 digits'],
    [{}, 'Card number is required'],
  ])('refuses a card form that is not valid with 400 and changes nothing', async (card, error) => {
    const token = await newCustomer(shop);
    const order = await orderByCard(shop, token, shirt.id, 1);
    expect(await pay(shop, token, order.id, card)).toMatchObject({ status: 400, body: { error } });
    expect(await purchaseRow(shop, order.id)).toMatchObject({ paymentStatus: 'awaiting_payment' });
  });

  it("answers 404 for another customer's order", async () => {
    const order = await orderByCard(shop, await newCustomer(shop), shirt.id, 1);
    expect(await pay(shop, await newCustomer(shop), order.id)).toMatchObject({
      status: 404,
      body: { error: 'Purchase not found' },
    });
  });

  it('refuses a payment after the hold ran out, releasing the order exactly once', async () => {
    const token = await newCustomer(shop);
    const before = await stockOf(shop, shirt.id);
    const order = await orderByCard(shop, token, shirt.id, 2);
    await expireHold(shop, order.id);

    expect(await pay(shop, token, order.id)).toMatchObject({
      status: 409,
      body: { error: PAYMENT_HOLD_EXPIRED },
    });
    expect(await stockOf(shop, shirt.id)).toBe(before);
    expect(await pay(shop, token, order.id)).toMatchObject({ status: 409 });
    expect(await stockOf(shop, shirt.id)).toBe(before);
    await ledgerIsExact(shop);
  });

  it('lets a customer have at most 3 card orders awaiting payment', async () => {
    const token = await newCustomer(shop);
    const orders = [];
    for (let n = 0; n < 3; n++) orders.push(await orderByCard(shop, token, shirt.id, 1));
    const fourth = await shop.send(
      'POST',
      '/purchases/',
      {
        items: [{ product_id: shirt.id, quantity: 1 }],
        payment_method: 'card',
        shipping_address: TEST_SHIPPING_ADDRESS,
      },
      token,
    );
    expect(fourth).toMatchObject({
      status: 409,
      body: {
        error: expect.stringContaining('at most 3 card orders waiting for payment') as string,
      },
    });
    expect((await pay(shop, token, orders[0]!.id)).status).toBe(200);
    await orderByCard(shop, token, shirt.id, 1);
  });

  it('lets staff cancel a card order awaiting payment, not ship it or mark it paid', async () => {
    const order = await orderByCard(shop, await newCustomer(shop), shirt.id, 1);
    const staff = await signIn(shop, DEMO.staff);
    for (const body of [{ status: 'processing' }, { payment_status: 'paid' }])
      expect(await shop.send('PUT', `/purchases/${order.id}`, body, staff)).toMatchObject({
        status: 409,
        body: { error: AWAITING_CARD_PAYMENT },
      });
    expect(await purchaseRow(shop, order.id)).toMatchObject({ paymentStatus: 'awaiting_payment' });
  });

  it('leaves cash on delivery pending until staff mark it paid', async () => {
    const order = await placeOrder(shop, await newCustomer(shop), shirt.id, 1, 'cash');
    expect(order).toMatchObject({ payment_status: 'pending', payment_due_at: null });
    const staff = await signIn(shop, DEMO.staff);
    const marked = await shop.send<{ purchase: { payment_status: string } }>(
      'PUT',
      `/purchases/${order.id}`,
      { payment_status: 'paid' },
      staff,
    );
    expect(marked.body.purchase.payment_status).toBe('paid');
  });
});
