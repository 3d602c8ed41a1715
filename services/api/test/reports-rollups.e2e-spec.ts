import type { PurchaseResponse } from '@shop/contracts';
import { SeededRandom } from '../src/database/seed/random';
import { PlainReportFacts } from '../src/reports/plain-report-facts';
import { reportDays, shopDate } from '../src/reports/report-days';
import type { ReportFacts } from '../src/reports/report-facts';
import { RollupReportFacts } from '../src/reports/rollup-report-facts';
import { rebuildSalesRollups, salesRollupDifferences } from '../src/reports/sales-rollups-check';
import { atTill, openTill, type Till } from './drawer.fixtures';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { buy, cancelPurchase, editPurchase, productInStock, setStock } from './purchases.fixtures';

const ZONE = 'America/New_York';

/** Every fact of the last 90 days, in one order, from one source. */
async function allFacts(facts: ReportFacts, end: string) {
  const start = new Date(`${end}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 89);
  const days = reportDays({ start_date: start.toISOString().slice(0, 10), end_date: end }, ZONE);
  const byDay = await facts.byDayAndChannel(days);
  return {
    byDay: byDay.sort((a, b) => `${a.date}${a.channel}`.localeCompare(`${b.date}${b.channel}`)),
    top: await facts.topProducts(days, 10),
    categories: await facts.byCategory(days),
  };
}

describe.each(databaseTargets())('sales rollups on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let customer: string;
  let drawer: Till;
  const differences = () => salesRollupDifferences(shop.orm.em, ZONE);
  const today = () => shopDate(new Date(), ZONE);

  beforeAll(async () => {
    shop = await startTestShop(target, { shopTimeZone: ZONE });
    await grantToStaff(shop, 'cancel_sales', 'see_costs', 'edit_catalogue', 'adjust_stock');
    [staff, customer] = await Promise.all([signIn(shop, DEMO.staff), signIn(shop, DEMO.customer)]);
    drawer = await openTill(shop);
  });
  afterAll(() => shop?.close());

  it('are summed from the demo purchases at the first start', async () => {
    expect(await differences()).toEqual([]);
    const plain = await allFacts(new PlainReportFacts(shop.orm.em.fork()), today());
    expect(plain.byDay.length).toBeGreaterThan(20);
    expect(await allFacts(new RollupReportFacts(shop.orm.em.fork()), today())).toEqual(plain);
  });

  it('move with each sale, status change and cancellation', async () => {
    const product = await productInStock(shop, 5);
    const sold = await buy(shop, customer, [{ product_id: product.id, quantity: 2 }]);
    const till = await buy(shop, staff, [{ product_id: product.id, quantity: 1 }], atTill(drawer));
    expect([sold.status, till.status]).toEqual([201, 201]);
    const id = sold.body.purchase.id;
    expect((await editPurchase(shop, staff, id, { status: 'processing' })).status).toBe(200);
    expect(await differences()).toEqual([]);
    expect((await cancelPurchase(shop, staff, id)).status).toBe(200);
    expect((await cancelPurchase(shop, staff, till.body.purchase.id)).status).toBe(200);
    expect(await differences()).toEqual([]);
    expect(await allFacts(new RollupReportFacts(shop.orm.em.fork()), today())).toEqual(
      await allFacts(new PlainReportFacts(shop.orm.em.fork()), today()),
    );
  });

  it('are checked and rebuilt by the owner’s commands', async () => {
    const em = shop.orm.em.fork();
    await em.getConnection().execute('update sales_day_channel set orders = orders + 1');
    const found = await differences();
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatch(/^sales_day_channel \d{4}-\d{2}-\d{2}\|(web|pos): stored \{/);
    expect(await rebuildSalesRollups(shop.orm.em, ZONE)).toBeGreaterThan(0);
    expect(await differences()).toEqual([]);
  });

  if (target.name === 'mysql')
    it('equal the plain sums after a storm of concurrent sales, edits and cancels', async () => {
      const random = new SeededRandom(17);
      const products = [await productInStock(shop, 1)];
      while (products.length < 5)
        products.push(
          await productInStock(
            shop,
            1,
            products.map((p) => p.id),
          ),
        );
      for (const product of products) await setStock(shop, product.id, 5_000);
      const ids: number[] = [];
      const step = async () => {
        const roll = random.next();
        if (roll < 0.55 || ids.length < 3) {
          const pos = random.chance(0.5);
          const items = random
            .sample(products, random.int(1, 3))
            .map((p) => ({ product_id: p.id, quantity: random.int(1, 3) }));
          const response = await shop.send<PurchaseResponse>(
            'POST',
            '/purchases/',
            { items, payment_method: 'card', ...(pos && atTill(drawer)) },
            // A customer's card order would wait for the provider, at most 3 at a time
            // (docs/product/cart-and-checkout.md#paying-by-card): staff's web orders are paid at once.
            staff,
          );
          expect(response.status).toBe(201);
          ids.push(response.body.purchase.id);
        } else if (roll < 0.8) {
          // Two racing cancels of one purchase: one wins, the other is refused.
          await cancelPurchase(shop, staff, random.pick(ids));
        } else {
          const status = random.pick(['processing', 'completed', 'cancelled'] as const);
          await editPurchase(shop, staff, random.pick(ids), { status });
        }
      };
      for (let round = 0; round < 25; round++) await Promise.all(Array.from({ length: 8 }, step));
      expect(ids.length).toBeGreaterThan(50);
      expect(await differences()).toEqual([]);
      expect(await allFacts(new RollupReportFacts(shop.orm.em.fork()), today())).toEqual(
        await allFacts(new PlainReportFacts(shop.orm.em.fork()), today()),
      );
    }, 120_000);
});
