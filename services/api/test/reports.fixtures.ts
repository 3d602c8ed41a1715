import { Product } from '../src/catalog/product.entity';
import { Purchase } from '../src/purchases/purchase.entity';
import { rebuildSalesRollups } from '../src/reports/sales-rollups-check';
import { atTill, openTill } from './drawer.fixtures';
import { DEMO, grantToStaff, signIn } from './support/accounts';
import type { DatabaseTarget } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { buy, cancelPurchase, productInStock, setStock } from './purchases.fixtures';

/**
 * A shop in New York with a handful of sales worked out by hand around both daylight-saving
 * changes of 2031 (Sun 9 Mar: 02:00 EST became 03:00 EDT, a 23-hour day; Sun 2 Nov: 02:00
 * EDT became 01:00 EST, a 25-hour day). The demo data lies years before these dates.
 */
export const ZONE = 'America/New_York';
/** "Now": Wed 12 Mar 2031 11:00 EDT. */
export const NOW = '2031-03-12T15:00:00.000Z';
export const HYPERLINK = '=HYPERLINK("http://evil.example","Click me")';

// Which product (a or b), how many, web (a customer's checkout) or pos (staff at the till).
const SALES = {
  sat8Late: { at: '2031-03-09T04:30:00.000Z', a: 1, b: 0, channel: 'web' }, //  Sat 8 Mar 23:30 EST
  sun9Early: { at: '2031-03-09T05:30:00.000Z', a: 2, b: 0, channel: 'pos' }, // Sun 9 Mar 00:30 EST
  sun9Last: { at: '2031-03-10T03:59:59.000Z', a: 0, b: 1, channel: 'pos' }, //  Sun 9 Mar 23:59:59 EDT
  mon10First: { at: '2031-03-10T04:00:00.000Z', a: 1, b: 2, channel: 'web' }, // Mon 10 Mar 00:00 EDT
  mon10Cancelled: { at: '2031-03-10T16:00:00.000Z', a: 5, b: 0, channel: 'pos' }, // then cancelled
  tue11: { at: '2031-03-11T14:00:00.000Z', a: 0, b: 3, channel: 'pos' }, //      Tue 11 Mar 10:00 EDT
  nov2EarlyEdt: { at: '2031-11-02T05:30:00.000Z', a: 1, b: 0, channel: 'pos' }, // Sun 2 Nov 01:30 EDT
  nov2EarlyEst: { at: '2031-11-02T06:30:00.000Z', a: 0, b: 1, channel: 'pos' }, // Sun 2 Nov 01:30 EST
  nov2Late: { at: '2031-11-03T04:30:00.000Z', a: 1, b: 1, channel: 'web' }, //  Sun 2 Nov 23:30 EST
  nov3: { at: '2031-11-03T05:00:00.000Z', a: 0, b: 4, channel: 'pos' }, //       Mon 3 Nov 00:00 EST
} as const;
export type SaleName = keyof typeof SALES;

export interface PricedProduct {
  id: number;
  name: string;
  sku: string;
  priceCents: number;
  costCents: number;
  categoryId: number;
  categoryName: string;
}

export interface ReportShop {
  shop: TestShop;
  staff: string;
  customer: string;
  a: PricedProduct;
  b: PricedProduct;
  ids: Record<SaleName, number>;
  /** Pieces of a and b in the named sales. */
  pieces(...names: SaleName[]): { a: number; b: number };
  /** Dollars charged, and cost, of the named sales. */
  revenue(...names: SaleName[]): number;
  cost(...names: SaleName[]): number;
  channelOf(name: SaleName): 'web' | 'pos';
}

async function priced(shop: TestShop, id: number): Promise<PricedProduct> {
  const product = await shop.orm.em.fork().findOneOrFail(Product, id, { populate: ['category'] });
  return {
    id,
    name: product.name,
    sku: product.sku,
    priceCents: product.sellingPriceCents,
    costCents: product.costPriceCents,
    categoryId: product.category.id,
    categoryName: product.category.getEntity().name,
  };
}

export async function startReportShop(target: DatabaseTarget): Promise<ReportShop> {
  const shop = await startTestShop(target, {
    shopTimeZone: ZONE,
    clock: { now: () => new Date(NOW) },
  });
  await grantToStaff(shop, 'cancel_sales', 'see_costs', 'edit_catalogue', 'adjust_stock');
  const [staff, customer] = await Promise.all([
    signIn(shop, DEMO.staff),
    signIn(shop, DEMO.customer),
  ]);
  const first = await productInStock(shop, 1);
  // b in another category, so the breakdown by category has two rows.
  const second = await shop.orm.em
    .fork()
    .findOneOrFail(
      Product,
      { isActive: true, category: { $ne: first.category.id } },
      { orderBy: { id: 'asc' } },
    );
  await shop.orm.em.fork().nativeUpdate(Product, { id: second.id }, { name: HYPERLINK });
  await setStock(shop, first.id, 100);
  await setStock(shop, second.id, 100);
  const [a, b] = await Promise.all([priced(shop, first.id), priced(shop, second.id)]);
  const ids = {} as Record<SaleName, number>;
  const till = await openTill(shop);
  for (const [name, sale] of Object.entries(SALES) as [SaleName, (typeof SALES)[SaleName]][]) {
    const items = [
      ...(sale.a ? [{ product_id: a.id, quantity: sale.a }] : []),
      ...(sale.b ? [{ product_id: b.id, quantity: sale.b }] : []),
    ];
    const web = sale.channel === 'web';
    const response = await buy(shop, web ? customer : staff, items, web ? {} : atTill(till));
    expect(response.status).toBe(201);
    ids[name] = response.body.purchase.id;
    await shop.orm.em
      .fork()
      .nativeUpdate(Purchase, { id: ids[name] }, { createdAt: new Date(sale.at) });
  }
  expect((await cancelPurchase(shop, staff, ids.mon10Cancelled)).status).toBe(200);
  // The sales were moved to their dates behind the API's back: sum the rollups again.
  await rebuildSalesRollups(shop.orm.em, ZONE);
  const pieces = (...names: SaleName[]) =>
    names.reduce((sum, name) => ({ a: sum.a + SALES[name].a, b: sum.b + SALES[name].b }), {
      a: 0,
      b: 0,
    });
  const dollars = (perA: number, perB: number) => (names: SaleName[]) => {
    const { a: pa, b: pb } = pieces(...names);
    return (pa * perA + pb * perB) / 100;
  };
  return {
    shop,
    staff,
    customer,
    a,
    b,
    ids,
    pieces,
    revenue: (...names) => dollars(a.priceCents, b.priceCents)(names),
    cost: (...names) => dollars(a.costCents, b.costCents)(names),
    channelOf: (name) => SALES[name].channel,
  };
}
