import { centsToDollars } from '@shop/contracts';
import type { Dashboard, ProfitReport, SalesReport } from '@shop/contracts';
import { PlainReportFacts } from '../src/reports/plain-report-facts';
import { reportDays } from '../src/reports/report-days';
import type { ReportFacts } from '../src/reports/report-facts';
import { RollupReportFacts } from '../src/reports/rollup-report-facts';
import { salesRollupDifferences } from '../src/reports/sales-rollups-check';
import { databaseTargets } from './support/database-targets';
import { cancelPurchase } from './purchases.fixtures';
import { startReportShop, ZONE, type ReportShop } from './reports.fixtures';
import { tillReturn } from './returns.fixtures';

const RANGE = 'start_date=2031-03-09&end_date=2031-03-12';
const TODAY = '2031-03-12';

/** Every return fact of the range, from one source, in one order. */
async function returnFacts(facts: ReportFacts) {
  const days = reportDays({ start_date: '2031-03-01', end_date: TODAY }, ZONE);
  return {
    days: (await facts.returnsByDayAndChannel(days)).sort((a, b) =>
      `${a.date}${a.channel}`.localeCompare(`${b.date}${b.channel}`),
    ),
    products: await facts.returnsByProduct(days),
  };
}

describe.each(databaseTargets())('returns in the reports on $name', (target) => {
  let fx: ReportShop;
  const get = async <T>(path: string) => {
    const response = await fx.shop.send<T>('GET', path, undefined, fx.staff);
    expect(response.status).toBe(200);
    return response.body;
  };
  const plainEqualsRollups = async () => {
    expect(await salesRollupDifferences(fx.shop.orm.em, ZONE)).toEqual([]);
    expect(await returnFacts(new RollupReportFacts(fx.shop.orm.em.fork()))).toEqual(
      await returnFacts(new PlainReportFacts(fx.shop.orm.em.fork())),
    );
  };

  beforeAll(async () => {
    fx = await startReportShop(target);
  });
  afterAll(() => fx?.shop.close());

  it('counts returns on the day of their refund, off net sales, by reason and product', async () => {
    const before = await get<SalesReport>(`/reports/sales?${RANGE}&split=channel`);
    // Tue 11 Mar: 3 of b at the till. One back on the shelf, one written off, both today.
    const sale = (
      await get<{ purchase: { items: { id: number }[] } }>(`/purchases/${fx.ids.tue11}`)
    ).purchase;
    const line = { purchase_item_id: sale.items[0]!.id, quantity: 1 };
    for (const extra of [
      { reason: 'wrong_size', disposition: 'restock' },
      { reason: 'defective', disposition: 'write_off' },
    ] as const) {
      const back = await tillReturn(fx.shop, fx.staff, {
        purchase_id: fx.ids.tue11,
        receipt: true,
        lines: [{ ...line, ...extra }],
      });
      expect(back.status).toBe(201);
    }
    const price = centsToDollars(fx.b.priceCents);
    const report = await get<SalesReport>(`/reports/sales?${RANGE}&split=channel`);
    expect(report.summary).toEqual({
      ...before.summary,
      returns: 2 * price,
      returns_count: 2,
      net_sales: Math.round(before.summary.total_sales * 100 - 2 * fx.b.priceCents) / 100,
    });
    expect(report.daily_sales).toEqual(before.daily_sales);
    expect(report.returns).toEqual({
      total: 2 * price,
      count: 2,
      quantity: 2,
      tax: 0,
      daily: [
        { date: '2031-03-09', returns: 0, quantity: 0, amount: 0 },
        { date: '2031-03-10', returns: 0, quantity: 0, amount: 0 },
        { date: '2031-03-11', returns: 0, quantity: 0, amount: 0 },
        { date: TODAY, returns: 2, quantity: 2, amount: 2 * price },
      ],
      by_reason: [
        { reason: 'defective', quantity: 1, amount: price },
        { reason: 'wrong_size', quantity: 1, amount: price },
      ],
      by_product: [
        { product_id: fx.b.id, name: fx.b.name, sku: fx.b.sku, quantity: 2, amount: 2 * price },
      ],
    });
    expect(report.by_channel?.map((c) => [c.channel, c.summary.returns])).toEqual([
      ['web', 0],
      ['pos', 2 * price],
    ]);

    const profit = await get<ProfitReport>(`/reports/profit?${RANGE}`);
    const sold = await get<ProfitReport>(
      `/reports/profit?start_date=2031-03-09&end_date=2031-03-11`,
    );
    // Only the restocked unit's cost comes back; the written-off one stays a cost.
    expect(profit.profit_summary).toMatchObject({
      total_revenue:
        Math.round(sold.profit_summary.total_revenue * 100 - 2 * fx.b.priceCents) / 100,
      total_cost: Math.round(sold.profit_summary.total_cost * 100 - fx.b.costCents) / 100,
      returns: 2 * price,
      restocked_cost: centsToDollars(fx.b.costCents),
    });
    expect(profit.daily.at(-1)).toMatchObject({ date: TODAY, returns: 2 * price });

    const { metrics } = await get<Dashboard>('/reports/dashboard');
    expect(metrics).toMatchObject({
      today_returns: 2 * price,
      today_returns_count: 2,
      today_net_sales: Math.round(metrics.today_sales * 100 - 2 * fx.b.priceCents) / 100,
    });
    await plainEqualsRollups();
  });

  it('stops counting a purchase’s returns when the purchase is cancelled', async () => {
    expect((await cancelPurchase(fx.shop, fx.staff, fx.ids.tue11)).status).toBe(200);
    const report = await get<SalesReport>(`/reports/sales?${RANGE}`);
    expect(report.summary).toMatchObject({ returns: 0, returns_count: 0 });
    expect(report.returns.by_product).toEqual([]);
    expect((await get<Dashboard>('/reports/dashboard')).metrics.today_returns).toBe(0);
    await plainEqualsRollups();
  });
});
