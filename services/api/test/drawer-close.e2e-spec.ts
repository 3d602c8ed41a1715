import { centsToDollars } from '@shop/contracts';
import {
  NOTE_FOR_OVER_SHORT,
  SESSION_CLOSED,
  dollarsToCents,
  noOpenSession,
  nonZeroCounts,
  type AuditList,
  type DrawerSessionList,
  type RegisterResponse,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import {
  atTill,
  closeDrawer,
  moveCash,
  openTill,
  sessionOf,
  tender,
  tillRegisters,
  type Till,
} from './drawer.fixtures';
import { buy, cancelPurchase, editPurchase, productInStock } from './purchases.fixtures';
import { parseCsv } from './support/csv';
import { DEMO, grantToStaff, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

const ZONE = 'America/New_York';

describe.each(databaseTargets())('closing a drawer on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  let staff: string;
  let shirt: Product;
  // The shop's clock: the real one until the past-midnight test moves it.
  const clock = { now: () => new Date() };

  beforeAll(async () => {
    shop = await startTestShop(target, { shopTimeZone: ZONE, clock });
    await grantToStaff(shop, 'cancel_sales');
    [admin, staff] = await Promise.all([signIn(shop, DEMO.admin), signIn(shop, DEMO.staff)]);
    shirt = await productInStock(shop, 40);
  });
  afterAll(() => shop?.close());

  /** A CSV route: its status, disposition and text (the test shop parses JSON). */
  const download = async (path: string) => {
    const response = await fetch(`${shop.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    const text = await response.text();
    return {
      status: response.status,
      disposition: response.headers.get('content-disposition'),
      text,
    };
  };
  const sell = (till: Pick<Till, 'registerId'>, payment_method = 'cash') =>
    buy(shop, staff, [{ product_id: shirt.id, quantity: 1 }], { ...atTill(till), payment_method });

  it('closes once, asks for a note when over or short, and keeps its Z report as it was', async () => {
    const till = await openTill(shop, { register: 'Back counter', float: 100 });
    const [cashSale, cardSale] = [await sell(till), await sell(till, 'card')];
    expect((await moveCash(shop, staff, till.sessionId, 'in', 5, 'Coins')).status).toBe(201);
    const open = (await sessionOf(shop, staff, till.sessionId)).report;
    const expected = dollarsToCents(tender(open, 'cash').expected);
    const card = tender(open, 'card').expected;
    // Counted $5.00 short, in hundreds and pennies.
    const short = expected - 500;
    const count = { hundreds: Math.floor(short / 10_000), pennies: short % 10_000 };

    const noNote = await closeDrawer(shop, staff, till.sessionId, count, card);
    expect(noNote).toMatchObject({ status: 400, body: { error: NOTE_FOR_OVER_SHORT } });
    expect((await sessionOf(shop, staff, till.sessionId)).status).toBe('open');

    const note = 'Gave a five as change twice';
    const closed = await closeDrawer(shop, staff, till.sessionId, count, card, note);
    expect(closed.status).toBe(200);
    const z = closed.body.session.report;
    expect(closed.body.session).toMatchObject({
      status: 'closed',
      closed_by: { username: 'staff' },
    });
    expect(z).toMatchObject({ kind: 'z', note, cash_in: 5 });
    // What was counted, without the bills and coins of which there were none.
    expect(z.counted_denominations).toEqual(nonZeroCounts(count));
    expect(tender(z, 'cash')).toMatchObject({ counted: centsToDollars(short), over_short: -5 });
    expect(tender(z, 'card')).toMatchObject({ counted: card, over_short: 0 });

    const again = await closeDrawer(shop, staff, till.sessionId, count, card, 'Twice');
    expect(again).toMatchObject({ status: 409, body: { error: SESSION_CLOSED } });
    expect(await moveCash(shop, staff, till.sessionId, 'in', 1, 'Late')).toMatchObject({
      status: 409,
      body: { error: SESSION_CLOSED },
    });
    expect(await sell(till)).toMatchObject({
      status: 409,
      body: { error: noOpenSession('Back counter') },
    });

    // Later: the session's sales are cancelled and edited, and the register sells again.
    expect((await cancelPurchase(shop, staff, cashSale.body.purchase.id)).status).toBe(200);
    const edited = await editPurchase(shop, staff, cardSale.body.purchase.id, { notes: 'Gift' });
    expect(edited.status).toBe(200);
    const next = await openTill(shop, { register: 'Back counter' });
    expect((await sell(next)).status).toBe(201);
    expect((await sessionOf(shop, staff, till.sessionId)).report).toEqual(z);

    const csv = await download(`/registers/sessions/${till.sessionId}/z-report.csv`);
    expect(csv.status).toBe(200);
    expect(csv.disposition).toMatch(
      new RegExp(`^attachment; filename="z-report-back-counter-[\\d-]{10}-${till.sessionId}.csv"$`),
    );
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual(['Section', 'Item', 'Value']);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Session', 'Register', 'Back counter'],
        ['Tender: Cash', 'Over or short', '-5.00'],
        ['Tender: Card', 'Over or short', '0.00'],
        ['Close', 'Note', note],
      ]),
    );
    expect((await download(`/registers/sessions/${next.sessionId}/z-report.csv`)).status).toBe(409);
  });

  it('records opening, cash movements and the close in the audit trail', async () => {
    const trail = await shop.send<AuditList>(
      'GET',
      '/audit?kind=drawer&per_page=50',
      undefined,
      admin,
    );
    expect(trail.body.entries.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Opened a session on Back counter with a float of $100.00',
        'Put $5.00 into the drawer of Back counter: Coins',
        'Closed the session on Back counter: cash short $5.00',
      ]),
    );
  });

  it('flags a session still open past the shop’s midnight, and its Z report', async () => {
    const added = await shop.send<RegisterResponse>(
      'POST',
      '/shop/registers',
      { name: 'Night counter' },
      admin,
    );
    expect(added.status).toBe(201);
    clock.now = () => new Date('2031-03-11T03:30:00.000Z'); // Mon 10 Mar 23:30 EDT
    const till = await openTill(shop, { register: 'Night counter' });
    const flag = async () =>
      (await tillRegisters(shop, staff)).find((r) => r.name === 'Night counter')?.open_session
        ?.past_midnight;
    expect(await flag()).toBe(false);

    clock.now = () => new Date('2031-03-11T04:10:00.000Z'); // Tue 11 Mar 00:10 EDT
    expect(await flag()).toBe(true);
    expect((await sessionOf(shop, staff, till.sessionId)).past_midnight).toBe(true);
    const list = await shop.send<DrawerSessionList>(
      'GET',
      '/registers/sessions?status=open',
      undefined,
      staff,
    );
    expect(list.body.sessions.find((s) => s.id === till.sessionId)).toMatchObject({
      past_midnight: true,
      expected_cash: 100,
    });
    const closed = await closeDrawer(shop, staff, till.sessionId, { hundreds: 1 }, 0);
    expect(closed.body.session.report).toMatchObject({ past_midnight: true, kind: 'z' });
  });
});
