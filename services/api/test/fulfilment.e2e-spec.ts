import {
  CARRIER_REQUIRED,
  FULFILMENT_REFUSALS,
  TRACKING_NUMBER_INVALID,
  TRACKING_NUMBER_REQUIRED,
  formatDollars,
  type AuditList,
  type PurchaseResponse,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { MailMessage } from '../src/mail/mail-message.entity';
import { DEMO, grantToStaff, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { eventually, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { startTestShop, type TestShop } from './support/test-shop';
import { newCustomer, orderByCard, paidCardOrder } from './payments.fixtures';
import { cancelPurchase, placeOrder, productInStock, setStock } from './purchases.fixtures';
import { getPurchase, sendWith, tillSale } from './returns.fixtures';

// docs/product/purchases.md#fulfilment, docs/decisions/0108-fulfilment-beside-the-status.md
const FAST = { pollMs: 100, retryBaseMs: 300 };
const UPS = { carrier: 'UPS', tracking_number: '1Z 999 AA1 0123 4567' };

describe.each(databaseTargets())('fulfilment of web orders on $name', (target) => {
  let inbox: SmtpInbox;
  let shop: TestShop;
  let staff: string;
  let product: Product;

  const ship = (id: number, body: unknown = UPS, token = staff) =>
    sendWith<PurchaseResponse & { error?: string }>(
      shop,
      'POST',
      `/purchases/${id}/ship`,
      token,
      body,
    );
  const deliver = (id: number, token = staff) =>
    sendWith<PurchaseResponse & { error?: string }>(
      shop,
      'POST',
      `/purchases/${id}/deliver`,
      token,
    );
  const fulfilmentTrail = async (id: number) =>
    (
      await shop.send<AuditList>(
        'GET',
        `/audit?kind=fulfilment`,
        undefined,
        await signIn(shop, DEMO.admin),
      )
    ).body.entries.filter((entry) => entry.subject === `purchase:${id}`);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    shop = await startTestShop(target, {
      mail: { smtpUrl: inbox.url, from: 'FitShop <shop@fitshop.example>' },
      mailTiming: FAST,
    });
    await grantToStaff(shop, 'cancel_sales');
    staff = await signIn(shop, DEMO.staff);
    product = await productInStock(shop, 1);
    await setStock(shop, product.id, 500);
  });
  afterAll(async () => {
    await shop?.close();
    await inbox?.stop();
  });

  it('ships a cash order with its tracking number, which the customer then sees', async () => {
    const customer = await newCustomer(shop);
    const order = await placeOrder(shop, customer, product.id, 1);
    expect(order).toMatchObject({ fulfilment_status: 'unshipped', tracking_number: null });

    const shipped = await ship(order.id, {
      carrier: '  UPS ',
      tracking_number: UPS.tracking_number,
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.purchase).toMatchObject({
      status: 'processing',
      payment_status: 'pending',
      fulfilment_status: 'shipped',
      carrier: 'UPS',
      tracking_number: UPS.tracking_number,
      shipped_by: { username: 'staff' },
      delivered_at: null,
    });
    expect(Date.parse(shipped.body.purchase.shipped_at!)).not.toBeNaN();

    const seen = await getPurchase(shop, customer, order.id);
    expect(seen).toMatchObject({
      fulfilment_status: 'shipped',
      carrier: 'UPS',
      ...{ tracking_number: UPS.tracking_number },
    });
    const listed = await shop.send<{ purchases: { id: number; tracking_number: string | null }[] }>(
      'GET',
      '/purchases',
      undefined,
      customer,
    );
    expect(listed.body.purchases.find((one) => one.id === order.id)?.tracking_number).toBe(
      UPS.tracking_number,
    );
  });

  it('e-mails the buyer the carrier and tracking number over SMTP', async () => {
    const customer = await newCustomer(shop);
    const order = await placeOrder(shop, customer, product.id, 1);
    const to = order.user.email;
    expect((await ship(order.id)).status).toBe(200);

    const mail = await inbox.messageTo(to, `order #${order.id} has shipped`);
    expect(mail.subject).toBe(`FitShop: order #${order.id} has shipped`);
    expect(mail.text).toContain('Carrier: UPS');
    expect(mail.text).toContain(`Tracking number: ${UPS.tracking_number}`);
    const row = await eventually(async () => {
      const found = await shop.orm.em.fork().findOne(MailMessage, { to, kind: 'shipped' });
      return found?.status === 'sent' ? found : undefined;
    });
    expect(row.subject).toContain(`#${order.id}`);
  });

  it('delivers a shipped cash order: completed, and the cash collected marks it paid', async () => {
    const customer = await newCustomer(shop);
    const order = await placeOrder(shop, customer, product.id, 1);
    expect((await deliver(order.id)).body).toEqual({ error: FULFILMENT_REFUSALS.notShipped });
    await ship(order.id);

    const done = await deliver(order.id);
    expect(done.status).toBe(200);
    expect(done.body.purchase).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
      fulfilment_status: 'delivered',
      delivered_by: { username: 'staff' },
    });
    expect(await deliver(order.id)).toMatchObject({
      status: 409,
      body: { error: FULFILMENT_REFUSALS.alreadyDelivered },
    });
    const trail = await fulfilmentTrail(order.id);
    expect(trail.map((entry) => entry.summary)).toEqual([
      `Purchase #${order.id} delivered; cash on delivery marked paid`,
      `Purchase #${order.id} shipped by UPS, tracking ${UPS.tracking_number}`,
    ]);
    expect(trail.every((entry) => entry.actor.username === 'staff')).toBe(true);
  });

  it('ships a paid card order and keeps its payment on delivery', async () => {
    const customer = await newCustomer(shop);
    const order = await paidCardOrder(shop, customer, product.id, 1);
    expect((await ship(order.id)).status).toBe(200);
    expect((await deliver(order.id)).body.purchase).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
    });
  });

  it('refuses an unpaid card order, a cancelled order and a till sale with 400, changing nothing', async () => {
    const customer = await newCustomer(shop);
    const unpaid = await orderByCard(shop, customer, product.id, 1);
    expect(await ship(unpaid.id)).toMatchObject({
      status: 400,
      body: { error: FULFILMENT_REFUSALS.unpaidCard },
    });
    const cancelled = await placeOrder(shop, customer, product.id, 1);
    expect((await cancelPurchase(shop, customer, cancelled.id)).status).toBe(200);
    expect(await ship(cancelled.id)).toMatchObject({
      status: 400,
      body: { error: FULFILMENT_REFUSALS.cancelled },
    });
    const sale = await tillSale(shop, staff, [{ product_id: product.id, quantity: 1 }]);
    expect(sale.fulfilment_status).toBeNull();
    expect(await ship(sale.id)).toMatchObject({
      status: 400,
      body: { error: FULFILMENT_REFUSALS.tillSale },
    });
    for (const id of [unpaid.id, cancelled.id])
      expect(await getPurchase(shop, staff, id)).toMatchObject({
        fulfilment_status: 'unshipped',
        carrier: null,
      });
  });

  it('validates the carrier and tracking number, and ships an order once', async () => {
    const customer = await newCustomer(shop);
    const order = await placeOrder(shop, customer, product.id, 1);
    expect((await ship(order.id, { carrier: ' ', tracking_number: 'ABC123' })).body).toEqual({
      error: CARRIER_REQUIRED,
    });
    expect((await ship(order.id, { carrier: 'UPS' })).body).toEqual({
      error: TRACKING_NUMBER_REQUIRED,
    });
    for (const tracking_number of ['12', 'AB<script>', 'x'.repeat(41)])
      expect(await ship(order.id, { carrier: 'UPS', tracking_number })).toMatchObject({
        status: 400,
        body: { error: TRACKING_NUMBER_INVALID },
      });
    expect((await getPurchase(shop, staff, order.id)).fulfilment_status).toBe('unshipped');

    const twice = await Promise.all([ship(order.id), ship(order.id)]);
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await fulfilmentTrail(order.id)).toHaveLength(1);
  });

  it('is for staff only, and a missing purchase is 404', async () => {
    const customer = await newCustomer(shop);
    const order = await placeOrder(shop, customer, product.id, 1);
    expect((await ship(order.id, UPS, customer)).status).toBe(403);
    expect((await deliver(order.id, customer)).status).toBe(403);
    expect((await ship(99_999_999)).status).toBe(404);
  });

  describe('the refund and return-received e-mails', () => {
    const post = (path: string, token: string, body?: unknown) =>
      sendWith<{ return: { id: number; lines: { id: number }[] } }>(
        shop,
        'POST',
        path,
        token,
        body,
      );

    it('tells the buyer their parcel came back, then what was refunded', async () => {
      const customer = await newCustomer(shop);
      const order = await paidCardOrder(shop, customer, product.id, 2);
      await ship(order.id);
      await deliver(order.id);
      const asked = await post(`/purchases/${order.id}/returns`, customer, {
        lines: [{ purchase_item_id: order.items[0]!.id, quantity: 1, reason: 'wrong_size' }],
      });
      expect(asked.status).toBe(201);
      const { id, lines } = asked.body.return;
      const received = await post(`/returns/${id}/receive`, staff, {
        lines: [{ return_line_id: lines[0]!.id, disposition: 'restock' }],
      });
      expect(received.status).toBe(200);
      const back = await inbox.messageTo(
        order.user.email,
        `return received for order #${order.id}`,
      );
      expect(back.text).toContain(`1 × ${order.items[0]!.product.name}`);

      expect((await post(`/returns/${id}/refund`, staff)).status).toBe(200);
      const refund = await inbox.messageTo(order.user.email, `refund of`);
      expect(refund.subject).toBe(
        `FitShop: refund of ${formatDollars(order.items[0]!.unit_price)} for order #${order.id}`,
      );
      expect(refund.text).toContain('(Credit/Debit Card)');
      expect(refund.text).toContain(`Reason: Return #${id}`);
    });

    it('tells the buyer of a paid order cancelled as a whole what went back', async () => {
      const customer = await newCustomer(shop);
      const order = await paidCardOrder(shop, customer, product.id, 1);
      expect((await cancelPurchase(shop, staff, order.id)).status).toBe(200);
      const refund = await inbox.messageTo(order.user.email, `for order #${order.id}`);
      expect(refund.subject).toBe(
        `FitShop: refund of ${formatDollars(order.total_amount)} for order #${order.id}`,
      );
      expect(refund.text).toContain('Reason: Order cancelled');
    });

    it('sends nothing for a cash order cancelled before any money was taken', async () => {
      const customer = await newCustomer(shop);
      const order = await placeOrder(shop, customer, product.id, 1);
      expect((await cancelPurchase(shop, customer, order.id)).status).toBe(200);
      const kinds = (await shop.orm.em.fork().find(MailMessage, { to: order.user.email })).map(
        (row) => row.kind,
      );
      expect(kinds).toEqual(['order_confirmation']);
    });
  });
});
