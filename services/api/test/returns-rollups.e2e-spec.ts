import type { PurchaseResponse, ReturnResponse } from '@shop/contracts';
import { SeededRandom } from '../src/database/seed/random';
import { ledgerMismatches } from '../src/inventory/stock-ledger-check';
import { PlainReportFacts } from '../src/reports/plain-report-facts';
import { reportDays, shopDate } from '../src/reports/report-days';
import type { ReportFacts } from '../src/reports/report-facts';
import { RollupReportFacts } from '../src/reports/rollup-report-facts';
import { salesRollupDifferences } from '../src/reports/sales-rollups-check';
import { DEMO, grantToStaff, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import {
  cancelPurchase,
  productInStock,
  setStock,
  TEST_SHIPPING_ADDRESS,
} from './purchases.fixtures';
import { pay } from './payments.fixtures';
import { atTill, openTill, type Till } from './drawer.fixtures';
import { sendWith, tillReturn } from './returns.fixtures';

const ZONE = 'America/New_York';
const REASONS = ['wrong_size', 'defective', 'changed_mind'] as const;

/** Every fact of the last 90 days, sales and returns, from one source, in one order. */
async function allFacts(facts: ReportFacts, end: string) {
  const start = new Date(`${end}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 89);
  const days = reportDays({ start_date: start.toISOString().slice(0, 10), end_date: end }, ZONE);
  const order = <T extends { date: string; channel: string }>(rows: T[]) =>
    rows.sort((a, b) => `${a.date}${a.channel}`.localeCompare(`${b.date}${b.channel}`));
  return {
    byDay: order(await facts.byDayAndChannel(days)),
    categories: await facts.byCategory(days),
    returns: order(await facts.returnsByDayAndChannel(days)),
    returned: await facts.returnsByProduct(days),
  };
}

interface Sold {
  id: number;
  web: boolean;
  items: { id: number; product_id: number }[];
}

describe.each(databaseTargets())('returns in the sales rollups on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let customer: string;
  let till: Till;

  beforeAll(async () => {
    shop = await startTestShop(target, { shopTimeZone: ZONE });
    await grantToStaff(shop, 'cancel_sales');
    [staff, customer] = await Promise.all([signIn(shop, DEMO.staff), signIn(shop, DEMO.customer)]);
    till = await openTill(shop);
  });
  afterAll(() => shop?.close());

  it('equal a recomputation after a storm of sales, returns, exchanges and cancellations', async () => {
    const random = new SeededRandom(29);
    const products = [await productInStock(shop, 1)];
    while (products.length < 4)
      products.push(
        await productInStock(
          shop,
          1,
          products.map((p) => p.id),
        ),
      );
    for (const product of products) await setStock(shop, product.id, 5_000);
    const sold: Sold[] = [];
    const answered: number[] = [];
    const post = <T>(path: string, token: string, body?: unknown) =>
      sendWith<T>(shop, 'POST', path, token, body);
    const someLine = (sale: Sold) => ({
      purchase_item_id: random.pick(sale.items).id,
      quantity: 1,
      reason: random.pick(REASONS),
    });

    const sell = async () => {
      const web = random.chance(0.5);
      const items = random
        .sample(products, random.int(1, 3))
        .map((p) => ({ product_id: p.id, quantity: random.int(1, 3) }));
      const body = {
        items,
        payment_method: 'card',
        ...(web ? { shipping_address: TEST_SHIPPING_ADDRESS } : atTill(till)),
      };
      const response = await post<PurchaseResponse>('/purchases/', web ? customer : staff, body);
      expect(response.status).toBe(201);
      let { purchase } = response.body;
      // A web card order waits for the provider (docs/product/cart-and-checkout.md#paying-by-card).
      if (web) {
        const paid = await pay(shop, customer, purchase.id);
        expect(paid.status).toBe(200);
        purchase = paid.body.purchase;
      }
      if (web && random.chance(0.6))
        await shop.send('PUT', `/purchases/${purchase.id}`, { status: 'completed' }, staff);
      sold.push({ id: purchase.id, web, items: purchase.items });
    };
    const returnAtTill = async (sale: Sold) => {
      const exchange = random.chance(0.3);
      const response = await tillReturn(shop, staff, {
        purchase_id: sale.id,
        receipt: true,
        lines: [{ ...someLine(sale), disposition: random.pick(['restock', 'write_off'] as const) }],
        ...(exchange && {
          exchange_items: [{ product_id: random.pick(products).id, quantity: 1 }],
          payment_method: 'card' as const,
        }),
      });
      answered.push(response.status);
    };
    const returnOnline = async (sale: Sold) => {
      const asked = await post<ReturnResponse>(`/purchases/${sale.id}/returns`, customer, {
        lines: [someLine(sale)],
      });
      answered.push(asked.status);
      if (asked.status !== 201) return;
      const { id, lines } = asked.body.return;
      if (random.chance(0.2)) {
        answered.push((await post(`/returns/${id}/reject`, staff, { note: 'Worn' })).status);
        return;
      }
      const disposition = random.pick(['restock', 'write_off'] as const);
      const body = { lines: lines.map((line) => ({ return_line_id: line.id, disposition })) };
      answered.push((await post(`/returns/${id}/receive`, staff, body)).status);
      answered.push((await post(`/returns/${id}/refund`, staff)).status);
    };
    const step = async () => {
      const roll = random.next();
      if (roll < 0.4 || sold.length < 4) return sell();
      const sale = random.pick(sold);
      if (roll < 0.65) return returnAtTill(sale);
      if (roll < 0.8) return sale.web ? returnOnline(sale) : returnAtTill(sale);
      if (roll < 0.9) {
        const lines = [{ purchase_item_id: random.pick(sale.items).id, quantity: 1 }];
        answered.push((await post(`/purchases/${sale.id}/cancel-lines`, staff, { lines })).status);
        return;
      }
      answered.push((await cancelPurchase(shop, staff, sale.id)).status);
    };
    for (let round = 0; round < 20; round++) await Promise.all(Array.from({ length: 6 }, step));

    // Refusals are the rules at work (nothing left, not completed, cancelled); never a 5xx.
    expect(answered.filter((status) => status >= 500)).toEqual([]);
    expect(answered.filter((status) => status === 201).length).toBeGreaterThan(10);
    expect(await salesRollupDifferences(shop.orm.em, ZONE)).toEqual([]);
    const today = shopDate(new Date(), ZONE);
    expect(await allFacts(new RollupReportFacts(shop.orm.em.fork()), today)).toEqual(
      await allFacts(new PlainReportFacts(shop.orm.em.fork()), today),
    );
    expect(await ledgerMismatches(shop.orm.em)).toEqual([]);
  }, 180_000);
});
