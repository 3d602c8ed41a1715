import {
  cardTooHighMessage,
  cashTooLowMessage,
  centsToDollars,
  denominationsOf,
  dollarsToCents,
  POS_FIELDS_ONLY_AT_TILL,
  SPLIT_NEEDS_CASH_AND_CARD,
  SPLIT_OR_SINGLE_METHOD,
  SPLIT_TENDERED_IN_CASH_PART,
  type Purchase as PurchaseBody,
  type PurchaseResponse,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { PurchaseTender } from '../src/purchases/purchase-tender.entity';
import { Purchase } from '../src/purchases/purchase.entity';
import { atTill, closeDrawer, openTill, sessionOf, tender, type Till } from './drawer.fixtures';
import { buy, productInStock, stockOf } from './purchases.fixtures';
import { linesOf, tillReturn } from './returns.fixtures';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

/** Split tender at the till (docs/product/point-of-sale.md#split-tender). */
describe.each(databaseTargets())('split tender at the till on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let shirt: Product;
  let till: Till;

  beforeAll(async () => {
    shop = await startTestShop(target);
    staff = await signIn(shop, DEMO.staff);
    shirt = await productInStock(shop, 40);
    till = await openTill(shop, { register: 'Back counter', float: 100 });
  });
  afterAll(() => shop?.close());

  const items = (quantity = 1) => [{ product_id: shirt.id, quantity }];
  /** A till sale on the Back counter; `payment_method` left out unless given. */
  const sell = (extra: Record<string, unknown>, quantity = 1) =>
    buy(shop, staff, items(quantity), { ...atTill(till), payment_method: undefined, ...extra });
  const split = (card: number, cash: number) => ({
    tenders: [
      { method: 'card', amount: card },
      { method: 'cash', amount: cash },
    ],
  });
  /** What one unit sells for now, tax included, by the server's price. */
  const priceOf = async (quantity = 1) => {
    const sale = await sell({ payment_method: 'card' }, quantity);
    expect(sale.status).toBe(201);
    return sale.body.purchase;
  };
  const written = async () => ({
    purchases: await shop.orm.em.fork().count(Purchase),
    tenders: await shop.orm.em.fork().count(PurchaseTender),
    stock: await stockOf(shop, shirt.id),
  });

  it('takes part card, part cash: change only from the cash, the parts as they paid', async () => {
    const total = dollarsToCents((await priceOf(2)).total_amount);
    const card = total - 1234; // $12.34 left for cash
    const response = await sell(split(centsToDollars(card), 20), 2);

    expect(response.status).toBe(201);
    const sale = response.body.purchase;
    expect(dollarsToCents(sale.total_amount)).toBe(total);
    expect(sale.payment_method).toBe('card');
    expect(sale.tenders).toEqual([
      { method: 'cash', amount: 12.34 },
      { method: 'card', amount: centsToDollars(card) },
    ]);
    expect(sale.amount_tendered).toBe(20);
    expect(sale.change_due).toBe(7.66);
    const reread = await shop.send<PurchaseResponse>(
      'GET',
      `/purchases/${sale.id}`,
      undefined,
      staff,
    );
    expect(reread.body.purchase).toMatchObject({
      tenders: sale.tenders,
      amount_tendered: 20,
      change_due: 7.66,
    });
  });

  it('takes exact cash for what the card leaves, and keeps the one-method sale as it was', async () => {
    const total = dollarsToCents((await priceOf()).total_amount);
    const exact = await sell(split(centsToDollars(total - 500), 5));
    expect(exact.status).toBe(201);
    expect(exact.body.purchase).toMatchObject({ change_due: 0, amount_tendered: 5 });

    const cash = await sell({ payment_method: 'cash', amount_tendered: 1000 });
    expect(cash.status).toBe(201);
    expect(cash.body.purchase.tenders).toEqual([{ method: 'cash', amount: centsToDollars(total) }]);
    expect(dollarsToCents(cash.body.purchase.change_due!)).toBe(100_000 - total);
  });

  it('refuses a bad split with a clear 400 and writes nothing', async () => {
    const total = dollarsToCents((await priceOf()).total_amount);
    const before = await written();
    const cases: [Record<string, unknown>, string][] = [
      [split(centsToDollars(total), 1), cardTooHighMessage(total, total)],
      [split(centsToDollars(total + 100), 1), cardTooHighMessage(total + 100, total)],
      [split(centsToDollars(total - 500), 4.99), cashTooLowMessage(499, 500)],
      [{ ...split(1, 1000), payment_method: 'cash' }, SPLIT_OR_SINGLE_METHOD],
      [{ ...split(1, 1000), amount_tendered: 1000 }, SPLIT_TENDERED_IN_CASH_PART],
      [
        {
          tenders: [
            { method: 'cash', amount: 1 },
            { method: 'cash', amount: 1000 },
          ],
        },
        SPLIT_NEEDS_CASH_AND_CARD,
      ],
      [{ tenders: [{ method: 'card', amount: 1 }] }, SPLIT_NEEDS_CASH_AND_CARD],
    ];
    for (const [body, error] of cases) {
      const refused = await sell(body);
      expect({ status: refused.status, error: (refused.body as { error?: string }).error }).toEqual(
        {
          status: 400,
          error,
        },
      );
    }
    const web = await buy(shop, staff, items(), { payment_method: undefined, ...split(1, 1000) });
    expect(web.status).toBe(400);
    expect(web.body).toMatchObject({ error: POS_FIELDS_ONLY_AT_TILL });
    expect(await written()).toEqual(before);
  });

  it('counts only the cash part, net of change, in the drawer; a return gives back card first', async () => {
    const back = await openTill(shop, { register: 'Front counter', float: 100 });
    const sellThere = (extra: Record<string, unknown>) =>
      buy(shop, staff, items(), { ...atTill(back), payment_method: undefined, ...extra });
    const before = (await sessionOf(shop, staff, back.sessionId)).report;
    const total = dollarsToCents((await priceOf()).total_amount);
    // Card pays all but $10; $50 handed over, $40 back.
    const response = await sellThere(split(centsToDollars(total - 1000), 50));
    expect(response.status).toBe(201);
    const sale: PurchaseBody = response.body.purchase;

    const after = (await sessionOf(shop, staff, back.sessionId)).report;
    const moved = (method: 'cash' | 'card', field: 'expected' | 'sales') =>
      dollarsToCents(tender(after, method)[field]) - dollarsToCents(tender(before, method)[field]);
    expect(moved('cash', 'sales')).toBe(1000);
    expect(moved('cash', 'expected')).toBe(1000);
    expect(moved('card', 'sales')).toBe(total - 1000);
    expect(tender(after, 'cash').sales_count - tender(before, 'cash').sales_count).toBe(1);
    expect(tender(after, 'card').sales_count - tender(before, 'card').sales_count).toBe(1);
    expect(after.sales.count - before.sales.count).toBe(1);
    expect(dollarsToCents(after.sales.total) - dollarsToCents(before.sales.total)).toBe(total);

    // The whole sale comes back: the card takes its part first, the drawer pays the rest.
    const returned = await tillReturn(shop, staff, {
      purchase_id: sale.id,
      receipt: true,
      lines: linesOf(sale),
      register_id: back.registerId,
    });
    expect(returned.status).toBe(201);
    expect(returned.body.return.refunds).toEqual([
      { method: 'card', amount: centsToDollars(total - 1000) },
      { method: 'cash', amount: 10 },
    ]);
    const refunded = (await sessionOf(shop, staff, back.sessionId)).report;
    expect(dollarsToCents(tender(refunded, 'cash').expected)).toBe(
      dollarsToCents(tender(before, 'cash').expected),
    );

    // Closed $5 short of the cash expected, the card total as the terminal says: the Z report.
    const expectedCash = dollarsToCents(tender(refunded, 'cash').expected);
    const cardExpected = tender(refunded, 'card').expected;
    const closed = await closeDrawer(
      shop,
      staff,
      back.sessionId,
      denominationsOf(expectedCash - 500),
      cardExpected,
      'Five short',
    );
    expect(closed.status).toBe(200);
    const z = closed.body.session.report;
    expect(z.kind).toBe('z');
    expect(tender(z, 'cash').over_short).toBe(-5);
    expect(tender(z, 'card').over_short).toBe(0);
    expect(dollarsToCents(tender(z, 'card').refunds)).toBe(total - 1000);
    expect(tender(z, 'cash')).toMatchObject({ sales: tender(refunded, 'cash').sales });
  });
});
