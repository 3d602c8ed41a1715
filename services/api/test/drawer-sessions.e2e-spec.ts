import {
  centsToDollars,
  sumCents,
  REGISTER_ID_REQUIRED,
  REGISTER_NOT_FOUND,
  cashOutTooLarge,
  dollarsToCents,
  noOpenSession,
  sessionAlreadyOpen,
  type DrawerSessionList,
  type DrawerSessionResponse,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { SaleReturn } from '../src/returns/sale-return.entity';
import {
  atTill,
  moveCash,
  openTill,
  sessionOf,
  tender,
  tillRegisters,
  type Till,
} from './drawer.fixtures';
import { buy, cancelPurchase, productInStock, snapshot } from './purchases.fixtures';
import { DEMO, grantToStaff, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

describe.each(databaseTargets())('drawer sessions on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  let staff: string;
  let shirt: Product;

  beforeAll(async () => {
    shop = await startTestShop(target);
    await grantToStaff(shop, 'cancel_sales');
    [admin, staff] = await Promise.all([signIn(shop, DEMO.admin), signIn(shop, DEMO.staff)]);
    shirt = await productInStock(shop, 40);
  });
  afterAll(() => shop?.close());

  const sell = (till: Pick<Till, 'registerId'>, quantity = 1, payment_method = 'cash') =>
    buy(shop, staff, [{ product_id: shirt.id, quantity }], { ...atTill(till), payment_method });
  const registerNamed = async (name: string) =>
    (await tillRegisters(shop, staff)).find((register) => register.name === name)!;

  it('starts the demo shop with two registers, none open, and one closed day', async () => {
    const registers = await tillRegisters(shop, staff);
    expect(registers.map(({ name, open_session }) => [name, open_session])).toEqual([
      ['Back counter', null],
      ['Front counter', null],
    ]);
    const closed = await shop.send<DrawerSessionList>(
      'GET',
      '/registers/sessions?status=closed',
      undefined,
      staff,
    );
    expect(closed.body.sessions).toHaveLength(1);
    expect(closed.body.sessions[0]).toMatchObject({
      register: { name: 'Front counter' },
      status: 'closed',
      opened_by: { username: DEMO.staff.username },
      cash_over_short: -1,
      past_midnight: false,
    });
    const { report } = await sessionOf(shop, staff, closed.body.sessions[0]!.id);
    expect(report).toMatchObject({ kind: 'z', float: 150 });
    expect(report.note).toMatch(/short/);
    expect(report.sales.count).toBeGreaterThan(0);
    expect(tender(report, 'card').over_short).toBe(0);
  });

  it('counts the demo’s two returns at the till in the closed day’s Z report', async () => {
    const closed = await shop.send<DrawerSessionList>(
      'GET',
      '/registers/sessions?status=closed',
      undefined,
      staff,
    );
    const session = closed.body.sessions.find((one) => one.register.name === 'Front counter')!;
    // The seed's own rows: both returns at the till name that session, and were taken while it
    // was open.
    const em = shop.orm.em.fork();
    const taken = await em.find(
      SaleReturn,
      { channel: 'pos' },
      { populate: ['registerSession', 'refunds'] },
    );
    expect(taken).toHaveLength(2);
    for (const one of taken) {
      expect(one.registerSession?.id).toBe(session.id);
      expect(one.createdAt.getTime()).toBeGreaterThanOrEqual(Date.parse(session.opened_at));
      expect(one.createdAt.getTime()).toBeLessThanOrEqual(Date.parse(session.closed_at!));
    }
    const refunded = (method: 'cash' | 'card') =>
      taken.flatMap((one) => one.refunds.getItems().filter((refund) => refund.method === method));
    const { report } = await sessionOf(shop, staff, session.id);
    expect(report.kind).toBe('z');
    expect(report.refunds).toEqual({
      count: 2,
      total: centsToDollars(
        sumCents([...refunded('cash'), ...refunded('card')].map((refund) => refund.amountCents)),
      ),
    });
    expect(report.refunds.total).toBeGreaterThan(0);
    // Still a dollar short: the count was made against what the drawer expected after the refunds.
    expect(tender(report, 'cash').over_short).toBe(-1);
  });

  it('sells at the till only on a register with an open session', async () => {
    const back = await registerNamed('Back counter');
    const before = await snapshot(shop, [shirt.id]);
    expect(await sell({ registerId: back.id })).toMatchObject({
      status: 409,
      body: { error: noOpenSession('Back counter') },
    });
    expect(await sell({ registerId: 999_999 })).toMatchObject({
      status: 400,
      body: { error: REGISTER_NOT_FOUND },
    });
    const unnamed = await buy(shop, staff, [{ product_id: shirt.id, quantity: 1 }], {
      channel: 'pos',
    });
    expect(unnamed).toMatchObject({ status: 400, body: { error: REGISTER_ID_REQUIRED } });
    expect(await snapshot(shop, [shirt.id])).toEqual(before);
    // A web order names no register and needs no drawer.
    const customer = await signIn(shop, DEMO.customer);
    const web = await buy(shop, customer, [{ product_id: shirt.id, quantity: 1 }], {
      payment_method: 'card',
    });
    expect(web.status).toBe(201);
  });

  it('opens one session per register, with a float typed or counted', async () => {
    const till = await openTill(shop, { register: 'Back counter', float: 80 });
    const second = await shop.send<DrawerSessionResponse>(
      'POST',
      `/registers/${till.registerId}/sessions`,
      { float: { denominations: { twenties: 5 } } },
      staff,
    );
    expect(second).toMatchObject({
      status: 409,
      body: { error: sessionAlreadyOpen('Back counter') },
    });
    const session = await sessionOf(shop, staff, till.sessionId);
    expect(session).toMatchObject({
      status: 'open',
      opened_by: { username: DEMO.admin.username },
      report: { kind: 'x', float: 80, float_denominations: null },
    });

    const front = await registerNamed('Front counter');
    const byCount = await shop.send<DrawerSessionResponse>(
      'POST',
      `/registers/${front.id}/sessions`,
      { float: { denominations: { twenties: 4, fives: 3, quarters: 8, pennies: 0 } } },
      staff,
    );
    expect(byCount.status).toBe(201);
    expect(byCount.body.session.report).toMatchObject({
      float: 97,
      float_denominations: { twenties: 4, fives: 3, quarters: 8 },
      opened_by: { username: DEMO.staff.username },
    });
    expect((await registerNamed('Front counter')).open_session).toMatchObject({
      id: byCount.body.session.id,
      opened_by: { username: DEMO.staff.username },
      past_midnight: false,
    });
  });

  it.each([
    ['both a count and a total', { denominations: {}, total: 5 }, /not both/],
    ['an unknown coin', { denominations: { doubloons: 1 } }, /^Unknown bill or coin/],
    ['half a bill', { denominations: { tens: 0.5 } }, /whole number/],
    ['a negative total', { total: -1 }, /^total must be 0 or more$/],
  ])('refuses a float of %s', async (_case, float, error) => {
    const front = await registerNamed('Front counter');
    const response = await shop.send<{ error: string }>(
      'POST',
      `/registers/${front.id}/sessions`,
      { float },
      admin,
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(error);
  });

  it('expects the float plus cash sales, less cash refunds, plus cash in, less cash out', async () => {
    const till = await openTill(shop, { register: 'Back counter' });
    const cashSale = await sell(till, 2, 'cash');
    const cardSale = await sell(till, 1, 'card');
    const voided = await sell(till, 1, 'cash');
    expect([cashSale.status, cardSale.status, voided.status]).toEqual([201, 201, 201]);
    // A cancelled sale gave its cash back: it is no sale of the drawer's.
    expect((await cancelPurchase(shop, staff, voided.body.purchase.id)).status).toBe(200);
    const moved = [
      await moveCash(shop, staff, till.sessionId, 'in', 20, 'Change from the bank'),
      await moveCash(shop, staff, till.sessionId, 'out', 12.5, 'Window cleaner'),
    ];
    expect(moved.map((response) => response.status)).toEqual([201, 201]);

    const { report } = await sessionOf(shop, staff, till.sessionId);
    const cash = dollarsToCents(cashSale.body.purchase.total_amount);
    const card = dollarsToCents(cardSale.body.purchase.total_amount);
    // The float ($80), cash sales, less cash refunds (none: returns are built apart), in, out.
    const expected = 8_000 + cash - 0 + 2_000 - 1_250;
    expect(tender(report, 'cash')).toMatchObject({
      sales_count: 1,
      sales: centsToDollars(cash),
      refunds: 0,
      expected: centsToDollars(expected),
      counted: null,
      over_short: null,
    });
    expect(tender(report, 'card')).toMatchObject({
      sales_count: 1,
      expected: centsToDollars(card),
    });
    expect(report).toMatchObject({
      kind: 'x',
      cash_in: 20,
      cash_out: 12.5,
      refunds: { count: 0, total: 0 },
      sales: { count: 2, total: centsToDollars(cash + card), discounts: 0 },
      cashiers: [{ cashier: { username: DEMO.staff.username }, sales_count: 2 }],
    });
    expect(report.movements.map((m) => [m.kind, m.amount, m.reason, m.by.username])).toEqual([
      ['in', 20, 'Change from the bank', DEMO.staff.username],
      ['out', 12.5, 'Window cleaner', DEMO.staff.username],
    ]);
    const tooMuch = await moveCash(
      shop,
      staff,
      till.sessionId,
      'out',
      centsToDollars(expected + 1),
      'All',
    );
    expect(tooMuch).toMatchObject({ status: 409, body: { error: cashOutTooLarge(expected) } });
  });

  it('answers 404 for a register or a session that does not exist', async () => {
    const float = { float: { total: 10 } };
    expect(await shop.send('POST', '/registers/999999/sessions', float, staff)).toMatchObject({
      status: 404,
      body: { error: REGISTER_NOT_FOUND },
    });
    expect(await shop.send('GET', '/registers/sessions/999999', undefined, staff)).toMatchObject({
      status: 404,
      body: { error: 'Drawer session not found' },
    });
  });
});
