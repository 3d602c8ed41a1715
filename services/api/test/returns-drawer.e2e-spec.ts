import {
  REGISTER_ID_REQUIRED,
  REGISTER_NOT_FOUND,
  dollarsToCents,
  noSessionForReturn,
  type DrawerReport,
  type ReturnResponse,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { SaleReturn } from '../src/returns/sale-return.entity';
import { Purchase } from '../src/purchases/purchase.entity';
import { closeDrawer, openTill, sessionOf, tender } from './drawer.fixtures';
import { productInStock, stockOf } from './purchases.fixtures';
import { linesOf, sendWith, tillReturn, tillSale } from './returns.fixtures';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

/** Cents of a report's dollars, so the arithmetic below is exact. */
const cents = (dollars: number) => dollarsToCents(dollars);
const cashOf = (report: DrawerReport) => tender(report, 'cash');

describe.each(databaseTargets())('returns in the drawer session on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let shirt: Product;
  let jacket: Product;
  const returnCount = () => shop.orm.em.fork().count(SaleReturn);

  beforeAll(async () => {
    shop = await startTestShop(target);
    staff = await signIn(shop, DEMO.staff);
    shirt = await productInStock(shop, 40);
    jacket = await productInStock(shop, 40, [shirt.id]);
  });
  afterAll(() => shop?.close());

  it('refuses a till return without an open session on its register, and writes nothing', async () => {
    const back = await openTill(shop, { register: 'Back counter' });
    const sale = await tillSale(shop, staff, [{ product_id: shirt.id, quantity: 1 }], {
      register_id: back.registerId,
    });
    const report = (await sessionOf(shop, staff, back.sessionId)).report;
    const closed = await closeDrawer(shop, staff, back.sessionId, {}, 0, 'Closed for the test');
    expect(closed.status).toBe(200);
    expect(report.sales.count).toBe(1);
    const [returns, stock] = [await returnCount(), await stockOf(shop, shirt.id)];
    const body = { purchase_id: sale.id, receipt: true, lines: linesOf(sale) };

    const refused = await tillReturn(shop, staff, { ...body, register_id: back.registerId });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: noSessionForReturn('Back counter') },
    });
    const noRegister = await sendWith(shop, 'POST', '/returns/', staff, body);
    expect(noRegister).toMatchObject({ status: 400, body: { error: REGISTER_ID_REQUIRED } });
    const unknown = await tillReturn(shop, staff, { ...body, register_id: 999_999 });
    expect(unknown).toMatchObject({ status: 400, body: { error: REGISTER_NOT_FOUND } });

    expect(await returnCount()).toBe(returns);
    expect(await stockOf(shop, shirt.id)).toBe(stock);
  });

  it('takes a cash refund off the expected cash, in the X report and then the Z report', async () => {
    const till = await openTill(shop, { float: 100 });
    const sale = await tillSale(shop, staff, [{ product_id: shirt.id, quantity: 2 }], {
      register_id: till.registerId,
      payment_method: 'cash',
    });
    const before = (await sessionOf(shop, staff, till.sessionId)).report;

    const taken = await tillReturn(shop, staff, {
      purchase_id: sale.id,
      register_id: till.registerId,
      receipt: true,
      lines: linesOf(sale, 1),
    });
    expect(taken.status).toBe(201);
    const refunded = cents(taken.body.return.total_amount);
    expect(taken.body.return.refunds).toEqual([
      { method: 'cash', amount: taken.body.return.total_amount },
    ]);
    const returned = await shop.orm.em
      .fork()
      .findOneOrFail(SaleReturn, taken.body.return.id, { populate: ['registerSession'] });
    expect(returned.registerSession?.id).toBe(till.sessionId);

    const x = (await sessionOf(shop, staff, till.sessionId)).report;
    expect(x.kind).toBe('x');
    expect(x.refunds.count).toBe(before.refunds.count + 1);
    expect(cents(x.refunds.total)).toBe(cents(before.refunds.total) + refunded);
    expect(cents(cashOf(x).refunds)).toBe(cents(cashOf(before).refunds) + refunded);
    expect(cents(cashOf(x).expected)).toBe(cents(cashOf(before).expected) - refunded);
    // The sale still counts as sold: net sales are the reports' business, the drawer's is cash.
    expect(x.sales).toEqual(before.sales);

    // Counted exactly what the drawer should hold: even, and the Z report keeps the refund.
    const expected = cents(cashOf(x).expected);
    const count = { hundreds: Math.floor(expected / 10_000), pennies: expected % 10_000 };
    const closed = await closeDrawer(
      shop,
      staff,
      till.sessionId,
      count,
      tender(x, 'card').expected,
    );
    expect(closed.status).toBe(200);
    const z = closed.body.session.report;
    expect(z.kind).toBe('z');
    expect(z.refunds).toEqual(x.refunds);
    expect(cashOf(z)).toMatchObject({
      refunds: cashOf(x).refunds,
      expected: cashOf(x).expected,
      over_short: 0,
    });
  });

  it('rings an exchange up in the same session, the drawer moving by the balance alone', async () => {
    const till = await openTill(shop, { float: 50 });
    const sale = await tillSale(shop, staff, [{ product_id: shirt.id, quantity: 1 }], {
      register_id: till.registerId,
      payment_method: 'card',
    });
    const before = (await sessionOf(shop, staff, till.sessionId)).report;

    const exchanged = await sendWith<ReturnResponse>(shop, 'POST', '/returns/', staff, {
      purchase_id: sale.id,
      register_id: till.registerId,
      receipt: true,
      lines: linesOf(sale),
      exchange_items: [{ product_id: jacket.id, quantity: 2 }],
      payment_method: 'cash',
    });
    expect(exchanged.status).toBe(201);
    const { exchange_purchase_id: newSale, balance } = exchanged.body.return;
    expect(balance).toBeGreaterThan(0);
    const sold = await shop.orm.em.fork().findOneOrFail(Purchase, newSale!);
    expect(sold.registerSession?.id).toBe(till.sessionId);

    const x = (await sessionOf(shop, staff, till.sessionId)).report;
    expect(x.sales.count).toBe(before.sales.count + 1);
    // The customer handed over the balance in cash; the card they paid with took nothing back.
    expect(cents(cashOf(x).expected)).toBe(cents(cashOf(before).expected) + cents(balance!));
    expect(tender(x, 'card').expected).toBe(tender(before, 'card').expected);
  });
});
