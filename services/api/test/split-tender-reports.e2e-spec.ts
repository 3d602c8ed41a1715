import {
  centsToDollars,
  dollarsToCents,
  formatCents,
  formatPlainCents,
  sumCents,
  type Dashboard,
  type DrawerSessionList,
  type Purchase as PurchaseBody,
  type PurchaseResponse,
} from '@shop/contracts';
import { PURCHASE_CSV_HEADER } from '../src/purchases/purchase-csv';
import { PurchaseTender } from '../src/purchases/purchase-tender.entity';
import { Purchase } from '../src/purchases/purchase.entity';
import { atTill, openTill, sessionOf, tender } from './drawer.fixtures';
import { buy, productInStock } from './purchases.fixtures';
import { deskQuery } from './purchases-desk.fixtures';
import { DEMO, signIn } from './support/accounts';
import { parseCsv } from './support/csv';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

/**
 * A split sale outside the drawer (docs/product/reports.md#payment-methods): the dashboard and the
 * orders desk's CSV show each part under its tender, and the demo's closed day has one.
 */
describe.each(databaseTargets())('a split sale in the reports on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let admin: string;
  let sale: PurchaseBody;
  let cardCents: number;

  beforeAll(async () => {
    shop = await startTestShop(target);
    [staff, admin] = await Promise.all([signIn(shop, DEMO.staff), signIn(shop, DEMO.admin)]);
    const shirt = await productInStock(shop, 10);
    const till = atTill(await openTill(shop, { register: 'Back counter', float: 100 }));
    const items = [{ product_id: shirt.id, quantity: 2 }];
    const priced = await buy(shop, staff, items, { ...till, payment_method: 'card' });
    expect(priced.status).toBe(201);
    cardCents = dollarsToCents(priced.body.purchase.total_amount) - 1_234; // $12.34 left for cash
    const split = await buy(shop, staff, items, {
      ...till,
      payment_method: undefined,
      tenders: [
        { method: 'card', amount: centsToDollars(cardCents) },
        { method: 'cash', amount: 20 },
      ],
    });
    expect(split.status).toBe(201);
    sale = split.body.purchase;
  });
  afterAll(() => shop?.close());

  it('shows both parts on the dashboard: the latest orders and the activity', async () => {
    const { status, body } = await shop.send<Dashboard>(
      'GET',
      '/reports/dashboard',
      undefined,
      admin,
    );
    expect(status).toBe(200);
    const order = body.recent_orders.find((one) => one.id === sale.id);
    expect(order).toMatchObject({
      payment_method: 'card',
      tenders: [
        { method: 'cash', amount: 12.34 },
        { method: 'card', amount: centsToDollars(cardCents) },
      ],
    });
    const activity = body.recent_activity.find((one) => one.purchase_id === sale.id);
    expect(activity?.description).toBe(
      `Sale #${sale.id}: 2 items, ${formatCents(dollarsToCents(sale.total_amount))},` +
        ` cash $12.34 + card ${formatCents(cardCents)}`,
    );
    // A sale paid by one method keeps its one word, and its one part is the whole total.
    const single = body.recent_orders.find((one) => one.id !== sale.id)!;
    expect(single.tenders).toEqual([
      { method: single.payment_method, amount: single.total_amount },
    ]);
  });

  it('writes the parts in the desk’s CSV, each under its tender', async () => {
    const response = await fetch(
      `${shop.baseUrl}/purchases/export.csv${deskQuery({ search: `#${sale.id}` })}`,
      { headers: { authorization: `Bearer ${staff}` } },
    );
    expect(response.status).toBe(200);
    const rows = parseCsv(await response.text());
    expect(rows).toHaveLength(2);
    const cells = Object.fromEntries(PURCHASE_CSV_HEADER.map((name, i) => [name, rows[1]![i]]));
    expect(cells).toMatchObject({
      Order: String(sale.id),
      'Payment method': 'Split (cash + card)',
      Tenders: `cash 12.34; card ${formatPlainCents(cardCents)}`,
    });
  });

  it('seeds tender rows for every demo till sale, and one split in the closed day', async () => {
    const em = shop.orm.em.fork();
    const demoTill = await em.find(
      Purchase,
      { channel: 'pos', id: { $lt: sale.id - 1 } },
      { orderBy: { id: 'asc' } },
    );
    expect(demoTill.length).toBeGreaterThan(0);
    const rows = await em.find(PurchaseTender, { purchase: { $in: demoTill.map((p) => p.id) } });
    const of = (purchase: Purchase) => rows.filter((row) => row.purchase.id === purchase.id);
    for (const purchase of demoTill)
      expect(sumCents(of(purchase).map((row) => row.amountCents))).toBe(purchase.totalAmountCents);
    const splits = demoTill.filter((purchase) => of(purchase).length > 1);

    const closed = await shop.send<DrawerSessionList>(
      'GET',
      '/registers/sessions?status=closed',
      undefined,
      staff,
    );
    const session = closed.body.sessions.find((one) => one.register.name === 'Front counter')!;
    // The split is the closed day's first completed sale over $15 (demo-tenders.ts).
    const eligible = demoTill.find(
      (purchase) =>
        purchase.registerSession?.id === session.id &&
        purchase.status === 'completed' &&
        purchase.totalAmountCents > 1_500,
    );
    expect(splits.map((purchase) => purchase.id)).toEqual(eligible ? [eligible.id] : []);
    const { report } = await sessionOf(shop, staff, session.id);
    expect(tender(report, 'cash').over_short).toBe(-1);
    expect(tender(report, 'card').over_short).toBe(0);
    if (!eligible) return;

    const [split] = splits;
    expect(split!.paymentMethod).toBe('card');
    const shown = await shop.send<PurchaseResponse>(
      'GET',
      `/purchases/${split!.id}`,
      undefined,
      staff,
    );
    expect(shown.body.purchase.tenders).toEqual([
      { method: 'cash', amount: 15 },
      { method: 'card', amount: centsToDollars(split!.totalAmountCents - 1_500) },
    ]);
    expect(shown.body.purchase).toMatchObject({ amount_tendered: 20, change_due: 5 });
    // The Z report counts it once among the sales and once under each tender, its cash part
    // among the cash sales; the drawer was still counted a dollar short against it.
    expect(tender(report, 'cash').sales_count + tender(report, 'card').sales_count).toBe(
      report.sales.count + 1,
    );
    expect(tender(report, 'cash').sales).toBeGreaterThanOrEqual(15);
  });
});
