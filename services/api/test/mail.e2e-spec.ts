import {
  formatDollars,
  type AuthResponse,
  type EmailReceiptAnswer,
  type ShopBody,
} from '@shop/contracts';
import { MailMessage } from '../src/mail/mail-message.entity';
import { MailOutbox } from '../src/mail/mail-outbox';
import { MailSender } from '../src/mail/mail-sender';
import { StoreSettingsService } from '../src/shop/store-settings.service';
import { DEMO, grantToStaff, newAccount, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { eventually, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { startTestShop, type TestShop } from './support/test-shop';
import { placeOrder, productInStock } from './purchases.fixtures';

// docs/product/e-mails.md, docs/operations.md#e-mail-and-the-outbox
const FAST = { pollMs: 100, retryBaseMs: 300 };

describe.each(databaseTargets())('e-mail over SMTP on $name', (target) => {
  let inbox: SmtpInbox;
  let shop: TestShop;
  let buyer: { token: string; email: string };
  let productId: number;

  const register = async (tag: string) => {
    const account = newAccount(`${tag}_${target.name.slice(0, 2)}`.toLowerCase());
    const { status, body } = await shop.send<AuthResponse>('POST', '/auth/register', account);
    expect(status).toBe(201);
    return { token: body.access_token, email: account.email };
  };
  const outbox = (to: string) =>
    shop.orm.em.fork().find(MailMessage, { to }, { orderBy: { id: 'asc' } });

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    shop = await startTestShop(target, {
      mail: { smtpUrl: inbox.url, from: 'FitShop <shop@fitshop.example>' },
      mailTiming: FAST,
    });
    buyer = await register('buyer');
    productId = (await productInStock(shop)).id;
  });
  afterAll(async () => {
    await shop?.close();
    await inbox?.stop();
  });

  it('says that e-mail is set up', async () => {
    expect((await shop.get<ShopBody>('/shop')).body.mail_configured).toBe(true);
  });

  it('sends the order confirmation of a web purchase with the shop’s details', async () => {
    const purchase = await placeOrder(shop, buyer.token, productId, 2);
    const mail = await inbox.messageTo(buyer.email, `order #${purchase.id}`);
    expect(mail.subject).toBe(`FitShop: order #${purchase.id} confirmed`);
    expect(mail.from?.text).toContain('shop@fitshop.example');
    expect(mail.text).toContain(`2 × ${purchase.items[0]?.product.name}`);
    expect(mail.text).toContain('350 Fifth Avenue');
    expect(mail.text).toContain('Returns:');
    expect(mail.html).toContain('FitShop');
    const row = await eventually(async () => {
      const last = (await outbox(buyer.email)).at(-1);
      return last?.status === 'sent' ? last : undefined;
    });
    expect(row.attempts).toBe(1);
  });

  it('keeps the order when the mail server is down, and sends once it is back', async () => {
    await inbox.stop();
    const purchase = await placeOrder(shop, buyer.token, productId, 1);
    expect(purchase.status).toBeDefined();
    const waiting = await eventually(async () => {
      const row = (await outbox(buyer.email)).find((one) =>
        one.subject.includes(`#${purchase.id}`),
      );
      return row && row.attempts >= 1 && row.lastError ? row : undefined;
    });
    expect(waiting.status).toBe('queued');
    await inbox.start();
    await inbox.messageTo(buyer.email, `order #${purchase.id}`);
    const sent = await eventually(async () => {
      const row = (await outbox(buyer.email)).find((one) =>
        one.subject.includes(`#${purchase.id}`),
      );
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.attempts).toBeGreaterThan(1);
    expect(
      inbox.received.filter((mail) => mail.subject?.includes(`#${purchase.id} `)),
    ).toHaveLength(1);
  });

  it('sends each message once when two API instances drain the outbox together', async () => {
    const to = (n: number) => `race${n}_${target.name}@example.com`;
    await shop.orm.em.fork().transactional(async (em) => {
      for (let n = 0; n < 10; n++)
        await MailOutbox.enqueue(em, {
          kind: 'test',
          to: to(n),
          subject: `Race ${n}`,
          text: `Message ${n}`,
          html: `<p>Message ${n}</p>`,
        });
    });
    // A second instance's sender on the same database and mail server.
    const other = new MailSender(shop.orm.em, shop.app.get(StoreSettingsService));
    other.start({ smtpUrl: inbox.url, from: null }, { pollMs: 60_000 });
    await Promise.all([other.drain(), shop.app.get(MailSender).drain(), other.drain()]);
    for (let n = 0; n < 10; n++) await inbox.messageTo(to(n));
    await eventually(async () => {
      const rows = await shop.orm.em.fork().find(MailMessage, { kind: 'test' });
      return rows.every((row) => row.status === 'sent' && row.attempts === 1);
    });
    await other.onApplicationShutdown();
    for (let n = 0; n < 10; n++)
      expect(inbox.received.filter((mail) => mail.subject === `Race ${n}`)).toHaveLength(1);
  });

  // Paid by card: cash orders wait unpaid, and a customer may keep only a few open.
  describe('POST /purchases/{id}/email-receipt', () => {
    const emailReceipt = (id: number, body: unknown, token: string) =>
      shop.send<EmailReceiptAnswer>('POST', `/purchases/${id}/email-receipt`, body, token);

    it("e-mails the owner's receipt to their own address by default", async () => {
      const purchase = await placeOrder(shop, buyer.token, productId, 1, 'card');
      expect(await emailReceipt(purchase.id, undefined, buyer.token)).toMatchObject({
        status: 202,
        body: { sent_to: buyer.email, mail_configured: true },
      });
      const mail = await inbox.messageTo(buyer.email, `receipt for sale #${purchase.id}`);
      expect(mail.text).toContain(`Sale #${purchase.id}`);
      expect(mail.text).toContain(`Total: ${formatDollars(purchase.total_amount)}`);
      expect(mail.text).toContain('Paid by Card');
      expect(mail.text).toContain('Tax:');
    });

    it("answers 404 for another customer's purchase and sends nothing", async () => {
      const other = await register('other');
      const purchase = await placeOrder(shop, buyer.token, productId, 1, 'card');
      expect(await emailReceipt(purchase.id, { email: other.email }, other.token)).toMatchObject({
        status: 404,
        body: { error: 'Purchase not found' },
      });
      expect((await outbox(other.email)).filter((row) => row.kind === 'receipt')).toEqual([]);
    });

    it('refuses a bad e-mail with 400', async () => {
      const purchase = await placeOrder(shop, buyer.token, productId, 1, 'card');
      expect(
        await emailReceipt(purchase.id, { email: 'not-an-address' }, buyer.token),
      ).toMatchObject({
        status: 400,
        body: { error: 'Invalid email address' },
      });
    });

    it('lets staff with sell send a receipt to the address given; without sell, 403', async () => {
      const purchase = await placeOrder(shop, buyer.token, productId, 1, 'cash');
      const staff = await signIn(shop, DEMO.staff);
      expect(await emailReceipt(purchase.id, { email: 'walkin@example.com' }, staff)).toMatchObject(
        {
          status: 202,
          body: { sent_to: 'walkin@example.com' },
        },
      );
      await inbox.messageTo('walkin@example.com', `#${purchase.id}`);

      const admin = await signIn(shop, DEMO.admin);
      await shop.send(
        'PUT',
        '/staff/roles/staff',
        { permissions: [], discount_limit_percent: 0 },
        admin,
      );
      const without = await signIn(shop, DEMO.staff);
      expect((await emailReceipt(purchase.id, {}, without)).status).toBe(403);
      await grantToStaff(shop, 'sell');
    });
  });
});

describe.each(databaseTargets())('e-mail without SMTP_URL on $name', (target) => {
  let shop: TestShop;
  const log: string[] = [];

  beforeAll(async () => {
    shop = await startTestShop(target, {
      logger: { level: 'info', format: 'json' },
      logDestination: { write: (line: string) => void log.push(line.trimEnd()) },
      mailTiming: FAST,
    });
  });
  afterAll(() => shop?.close());

  it('logs the e-mail with its text instead of sending it, and says so', async () => {
    expect((await shop.get<ShopBody>('/shop')).body.mail_configured).toBe(false);
    const customer = await signIn(shop, DEMO.customer);
    const purchase = await placeOrder(shop, customer, (await productInStock(shop)).id, 1);
    const row = await eventually(async () => {
      const found = await shop.orm.em.fork().findOne(MailMessage, {
        kind: 'order_confirmation',
        subject: { $like: `%#${purchase.id} %` },
      });
      return found?.status === 'logged' ? found : undefined;
    });
    const logged = log.join('\n');
    expect(logged).toContain(row.subject);
    expect(logged).toContain(`We have received order #${purchase.id}`);
  });
});
