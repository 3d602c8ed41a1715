import { dollarsToCents, type PaymentProviderResponse } from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { databaseTargets } from './support/database-targets';
import {
  intentIdOf,
  signedEvent,
  startRecordedStripe,
  type RecordedStripeServer,
} from './support/recorded-stripe';
import { startTestShop, type TestShop } from './support/test-shop';
import { productInStock, stockOf } from './purchases.fixtures';
import {
  expireHold,
  ledgerIsExact,
  newCustomer,
  orderByCard,
  pay,
  paymentTrail,
  purchaseRow,
} from './payments.fixtures';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdefghijklmnop';

// docs/operations.md#card-payments: Stripe at the HTTP edge, with recorded answers.
describe.each(databaseTargets())('card payments through Stripe on $name', (target) => {
  let stripe: RecordedStripeServer;
  let shop: TestShop;
  let shirt: Product;

  const webhook = (payload: string, signature?: string) =>
    shop.request<{ received?: true; error?: string }>('/payments/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature && { 'stripe-signature': signature }),
      },
      body: payload,
    });
  const send = (event: Parameters<typeof signedEvent>[0], purchaseId: number) => {
    const { payload, signature } = signedEvent(event, purchaseId, WEBHOOK_SECRET);
    return webhook(payload, signature);
  };

  beforeAll(async () => {
    stripe = await startRecordedStripe();
    shop = await startTestShop(target, {
      payments: {
        provider: 'stripe',
        secretKey: 'sk_test_recorded0123456789abcdef',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
      },
    });
    shirt = await productInStock(shop, 30);
  });
  afterAll(async () => {
    await shop?.close();
    await stripe?.close();
  });

  it('makes a PaymentIntent for the total and leaves the order awaiting the webhook', async () => {
    expect((await shop.get<PaymentProviderResponse>('/payments/provider')).body).toEqual({
      provider: 'stripe',
    });
    const token = await newCustomer(shop);
    const order = await orderByCard(shop, token, shirt.id, 2);
    const answer = await pay(shop, token, order.id, {});

    expect(answer.status).toBe(200);
    expect(answer.body.payment).toEqual({
      provider: 'stripe',
      status: 'requires_confirmation',
      client_secret: `${intentIdOf(order.id)}_secret_Rec0rdedSecret`,
    });
    expect(answer.body.purchase.payment_status).toBe('awaiting_payment');
    const call = stripe.calls.at(-1)!;
    expect(call.path).toBe('/v1/payment_intents');
    expect(call.form.get('amount')).toBe(String(dollarsToCents(order.total_amount)));
    expect(call.form.get('currency')).toBe('usd');
    expect(call.headers['idempotency-key']).toBe(`purchase-${order.id}`);
    expect((await purchaseRow(shop, order.id)).paymentReference).toBe(intentIdOf(order.id));
  });

  it('marks the order paid on the signed webhook, once however often it is replayed', async () => {
    const token = await newCustomer(shop);
    const order = await orderByCard(shop, token, shirt.id, 1);
    await pay(shop, token, order.id, {});

    for (let replay = 0; replay < 3; replay++)
      expect(await send('event-payment-intent-succeeded', order.id)).toMatchObject({
        status: 200,
        body: { received: true },
      });
    expect(await purchaseRow(shop, order.id)).toMatchObject({
      paymentStatus: 'paid',
      paymentReference: intentIdOf(order.id),
    });
    expect(await paymentTrail(shop, order.id)).toEqual([
      {
        actor: 'stripe',
        summary: expect.stringContaining('paid by card through the stripe') as string,
      },
    ]);
  });

  it('refuses a webhook whose signature does not verify, changing nothing', async () => {
    const token = await newCustomer(shop);
    const order = await orderByCard(shop, token, shirt.id, 1);
    const { payload } = signedEvent('event-payment-intent-succeeded', order.id, WEBHOOK_SECRET);
    const forged = signedEvent('event-payment-intent-succeeded', order.id, 'whsec_not_the_shops');
    const refused = { status: 400, body: { error: 'Webhook signature did not verify' } };

    expect(await webhook(payload, forged.signature)).toMatchObject(refused);
    expect(await webhook(payload)).toMatchObject(refused);
    // Signed, then changed on the way: the signature is over the exact bytes.
    const { signature } = signedEvent('event-payment-intent-succeeded', order.id, WEBHOOK_SECRET);
    expect(await webhook(payload.replace('"usd"', '"eur"'), signature)).toMatchObject(refused);
    expect(await purchaseRow(shop, order.id)).toMatchObject({ paymentStatus: 'awaiting_payment' });
  });

  it('releases the order and its stock when Stripe says the payment failed', async () => {
    const token = await newCustomer(shop);
    const before = await stockOf(shop, shirt.id);
    const order = await orderByCard(shop, token, shirt.id, 2);
    expect((await send('event-payment-intent-failed', order.id)).status).toBe(200);

    expect(await purchaseRow(shop, order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(shop, shirt.id)).toBe(before);
    expect((await paymentTrail(shop, order.id))[0]?.summary).toContain(
      'Your card has insufficient funds.',
    );
  });

  it('refunds a payment confirmed after the hold ran out, with the stock exact', async () => {
    const token = await newCustomer(shop);
    const before = await stockOf(shop, shirt.id);
    const order = await orderByCard(shop, token, shirt.id, 2);
    await pay(shop, token, order.id, {});
    await expireHold(shop, order.id);

    expect((await send('event-payment-intent-succeeded', order.id)).status).toBe(200);
    const refund = stripe.calls.at(-1)!;
    expect([refund.path, refund.form.get('payment_intent')]).toEqual([
      '/v1/refunds',
      intentIdOf(order.id),
    ]);
    expect(refund.form.get('amount')).toBe(String(dollarsToCents(order.total_amount)));
    // The sweeper had not run yet: the late confirmation releases the order itself.
    expect(await purchaseRow(shop, order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    expect(await stockOf(shop, shirt.id)).toBe(before);
    expect((await paymentTrail(shop, order.id)).map((entry) => entry.summary)).toEqual([
      expect.stringContaining(
        'the time to pay ran out; cancelled and its stock released',
      ) as string,
      expect.stringContaining('paid after its time to pay ran out, refunded') as string,
    ]);
    // Replayed: refunded already, nothing more happens.
    const calls = stripe.calls.length;
    expect((await send('event-payment-intent-succeeded', order.id)).status).toBe(200);
    expect(stripe.calls.length).toBe(calls);
    await ledgerIsExact(shop);
  });
});
