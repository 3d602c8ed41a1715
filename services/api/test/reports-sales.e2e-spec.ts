import {
  REPORT_RANGE_TOO_EARLY,
  REPORT_RANGE_TOO_LONG,
  REPORT_START_AFTER_END,
  type ProfitReport,
  type SalesReport,
} from '@shop/contracts';
import { Product } from '../src/catalog/product.entity';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startReportShop, ZONE, type ReportShop, type SaleName } from './reports.fixtures';

const cents = (amount: number) => Math.round(amount * 100);
const sumOf = (amounts: number[]) => amounts.reduce((sum, amount) => sum + cents(amount), 0) / 100;

describe.each(databaseTargets())('GET /reports/sales and /reports/profit on $name', (target) => {
  let fx: ReportShop;
  const get = async <T>(path: string, token = fx.staff) => {
    const response = await fx.shop.send<T>('GET', path, undefined, token);
    expect(response.status).toBe(200);
    return response.body;
  };
  const sales = (query: string) => get<SalesReport>(`/reports/sales?${query}`);
  const profit = (query: string) => get<ProfitReport>(`/reports/profit?${query}`);
  const day = (date: string, ...names: SaleName[]) => ({
    date,
    orders: names.length,
    total: fx.revenue(...names),
  });

  beforeAll(async () => {
    fx = await startReportShop(target);
  });
  afterAll(() => fx?.shop.close());

  it('answers 401 to a visitor and 403 to a customer, 200 to staff and admin', async () => {
    for (const path of [
      'sales',
      'profit',
      'inventory',
      'sales.csv',
      'profit.csv',
      'inventory.csv',
    ]) {
      expect(await fx.shop.send('GET', `/reports/${path}`)).toMatchObject({ status: 401 });
      expect(await fx.shop.send('GET', `/reports/${path}`, undefined, fx.customer)).toMatchObject({
        status: 403,
        body: { error: "You don't have permission to access this resource" },
      });
    }
    const admin = await signIn(fx.shop, DEMO.admin);
    expect((await get<SalesReport>('/reports/sales', admin)).time_zone).toBe(ZONE);
  });

  it('documents the reports in the OpenAPI document', async () => {
    const document = await fx.shop.get<{
      paths: Record<string, { get: { parameters?: { name: string }[] } }>;
    }>('/docs/json');
    for (const path of ['sales', 'profit', 'inventory', 'sales.csv', 'profit.csv', 'inventory.csv'])
      expect(document.body.paths[`/api/reports/${path}`]).toBeDefined();
    const parameters = document.body.paths['/api/reports/sales']!.get.parameters ?? [];
    expect(parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['start_date', 'end_date', 'compare', 'split']),
    );
  });

  it('puts each sale on its New York day around the spring change, cancelled left out', async () => {
    const report = await sales('start_date=2031-03-08&end_date=2031-03-11');
    expect(report.daily_sales).toEqual([
      day('2031-03-08', 'sat8Late'), // 04:30 UTC on the 9th
      day('2031-03-09', 'sun9Early', 'sun9Last'), // the 23-hour day, 23:59:59 EDT included
      day('2031-03-10', 'mon10First'), // midnight EDT; the cancelled sale is gone
      day('2031-03-11', 'tue11'),
    ]);
    const counted: SaleName[] = ['sat8Late', 'sun9Early', 'sun9Last', 'mon10First', 'tue11'];
    const total = fx.revenue(...counted);
    expect(report.summary).toEqual({
      total_sales: total,
      total_orders: 5,
      average_order_value: Math.round(cents(total) / 5) / 100,
      returns: 0,
      returns_count: 0,
      net_sales: total,
    });
    // The days add up to the summary, to the cent.
    expect(sumOf(report.daily_sales.map((d) => d.total))).toBe(report.summary.total_sales);
    const { a, b } = fx.pieces(...counted);
    expect(report.top_products).toEqual(
      [
        { product: fx.b, quantity: b },
        { product: fx.a, quantity: a },
      ]
        .sort((x, y) => y.quantity - x.quantity)
        .map(({ product, quantity }) => ({
          product_id: product.id,
          name: product.name,
          sku: product.sku,
          total_quantity: quantity,
          total_revenue: (quantity * product.priceCents) / 100,
        })),
    );
    expect(report.comparison).toBeUndefined();
    expect(report.by_channel).toBeUndefined();
  });

  it('counts the 25-hour day of the autumn change once, as a one-day range', async () => {
    const report = await sales('start_date=2031-11-02&end_date=2031-11-02');
    // 01:30 EDT and 01:30 EST are both the 2nd; Monday midnight EST is not.
    expect(report.daily_sales).toEqual([
      day('2031-11-02', 'nov2EarlyEdt', 'nov2EarlyEst', 'nov2Late'),
    ]);
    expect(report.summary.total_orders).toBe(3);
    const next = await sales('start_date=2031-11-03&end_date=2031-11-03');
    expect(next.daily_sales).toEqual([day('2031-11-03', 'nov3')]);
  });

  it('lists every day of an empty range with zeros', async () => {
    const report = await sales('start_date=2031-06-01&end_date=2031-06-03&split=channel');
    expect(report.daily_sales.map((d) => [d.date, d.orders, d.total])).toEqual([
      ['2031-06-01', 0, 0],
      ['2031-06-02', 0, 0],
      ['2031-06-03', 0, 0],
    ]);
    expect(report.summary).toEqual({
      total_sales: 0,
      total_orders: 0,
      average_order_value: 0,
      returns: 0,
      returns_count: 0,
      net_sales: 0,
    });
    expect(report.top_products).toEqual([]);
    expect(report.by_channel?.map((c) => [c.channel, c.summary.total_orders])).toEqual([
      ['web', 0],
      ['pos', 0],
    ]);
    const empty = await profit('start_date=2031-06-01&end_date=2031-06-03');
    expect(empty.profit_summary).toEqual({
      total_revenue: 0,
      total_cost: 0,
      total_profit: 0,
      profit_margin: 0,
      returns: 0,
      restocked_cost: 0,
    });
    expect(empty.by_category).toEqual([]);
    expect(empty.daily).toHaveLength(3);
  });

  it('defaults to the last 30 days up to today in the shop calendar', async () => {
    const report = await sales('');
    expect([report.start_date, report.end_date]).toEqual(['2031-02-11', '2031-03-12']);
    expect(report.daily_sales).toHaveLength(30);
    expect(report.summary.total_orders).toBe(5);
  });

  it('splits by channel and compares with the previous period and year', async () => {
    const report = await sales(
      'start_date=2031-03-10&end_date=2031-03-11&split=channel&compare=previous_period',
    );
    const web: SaleName[] = ['mon10First'];
    const pos: SaleName[] = ['tue11'];
    expect(
      report.by_channel?.map((c) => [c.channel, c.summary.total_sales, c.daily_sales]),
    ).toEqual([
      ['web', fx.revenue(...web), [day('2031-03-10', ...web), day('2031-03-11')]],
      ['pos', fx.revenue(...pos), [day('2031-03-10'), day('2031-03-11', ...pos)]],
    ]);
    const before = fx.revenue('sat8Late', 'sun9Early', 'sun9Last');
    const now = fx.revenue(...web, ...pos);
    expect(report.comparison).toMatchObject({
      compare: 'previous_period',
      start_date: '2031-03-08',
      end_date: '2031-03-09',
      summary: { total_sales: before, total_orders: 3 },
      total_sales_change_percent:
        Math.round(((cents(now) - cents(before)) / cents(before)) * 1000) / 10,
      total_orders_change_percent: Math.round(((2 - 3) / 3) * 1000) / 10,
    });
    const lastYear = await sales('start_date=2031-03-10&end_date=2031-03-11&compare=previous_year');
    expect(lastYear.comparison).toMatchObject({
      start_date: '2030-03-10',
      end_date: '2030-03-11',
      summary: { total_orders: 0 },
      total_sales_change_percent: null,
    });
  });

  it('keeps past profit at the cost and price of the day of sale', async () => {
    const query = 'start_date=2031-03-08&end_date=2031-11-30';
    const counted: SaleName[] = [
      'sat8Late',
      'sun9Early',
      'sun9Last',
      'mon10First',
      'tue11',
      'nov2EarlyEdt',
      'nov2EarlyEst',
      'nov2Late',
      'nov3',
    ];
    const revenue = fx.revenue(...counted);
    const cost = fx.cost(...counted);
    const profitCents = cents(revenue) - cents(cost);
    const expected = {
      total_revenue: revenue,
      total_cost: cost,
      total_profit: profitCents / 100,
      profit_margin: Math.round((profitCents / cents(revenue)) * 1000) / 10,
      returns: 0,
      restocked_cost: 0,
    };
    const before = await profit(query);
    expect(before.profit_summary).toEqual(expected);
    // Prices and costs change after the sales.
    const em = fx.shop.orm.em.fork();
    for (const product of [fx.a, fx.b])
      await em.nativeUpdate(
        Product,
        { id: product.id },
        {
          sellingPriceCents: product.priceCents * 3 + 7,
          costPriceCents: product.costCents * 2 + 1,
        },
      );
    const after = await profit(query);
    expect(after.profit_summary).toEqual(expected);
    expect({ ...after, generated_at: '' }).toEqual({ ...before, generated_at: '' });

    expect(sumOf(after.daily.map((d) => d.total_revenue))).toBe(revenue);
    expect(sumOf(after.daily.map((d) => d.total_cost))).toBe(cost);
    expect(after.daily.find((d) => d.date === '2031-11-02')?.orders).toBe(3);
    const byChannel = (channel: 'web' | 'pos') =>
      counted.filter((n) => fx.channelOf(n) === channel);
    expect(after.by_channel.map((c) => [c.channel, c.total_revenue, c.total_cost])).toEqual([
      ['web', fx.revenue(...byChannel('web')), fx.cost(...byChannel('web'))],
      ['pos', fx.revenue(...byChannel('pos')), fx.cost(...byChannel('pos'))],
    ]);
    const { a, b } = fx.pieces(...counted);
    const categories = [
      { product: fx.a, pieces: a },
      { product: fx.b, pieces: b },
    ].map(({ product, pieces }) => ({
      category_id: product.categoryId,
      category_name: product.categoryName,
      total_revenue: (pieces * product.priceCents) / 100,
      total_cost: (pieces * product.costCents) / 100,
    }));
    const byId = (x: { category_id: number }, y: { category_id: number }) =>
      x.category_id - y.category_id;
    expect(
      after.by_category
        .map(({ category_id, category_name, total_revenue, total_cost }) => ({
          category_id,
          category_name,
          total_revenue,
          total_cost,
        }))
        .sort(byId),
    ).toEqual(categories.sort(byId));
    // Top products too: the revenue charged, not today's price.
    const top = await sales(query);
    expect(top.top_products.find((p) => p.product_id === fx.a.id)?.total_revenue).toBe(
      (a * fx.a.priceCents) / 100,
    );
  });

  it('refuses a bad date, a start after the end and a range over five years', async () => {
    const bad = async (query: string, error: string) =>
      expect(
        await fx.shop.send('GET', `/reports/sales?${query}`, undefined, fx.staff),
      ).toMatchObject({ status: 400, body: { error } });
    await bad('start_date=2031-02-30', 'start_date must be a real date written YYYY-MM-DD');
    await bad('end_date=31-03-2031', 'end_date must be a real date written YYYY-MM-DD');
    await bad('start_date=2031-03-12&end_date=2031-03-11', REPORT_START_AFTER_END);
    await bad('start_date=2027-01-01&end_date=2032-01-01', REPORT_RANGE_TOO_LONG);
    await bad('compare=last_week', 'compare must be one of previous_period, previous_year');
    const longest = await sales('start_date=2027-01-01&end_date=2031-12-31');
    expect(longest.daily_sales).toHaveLength(1826);
    expect(longest.summary.total_orders).toBe(9);
    expect(sumOf(longest.daily_sales.map((d) => d.total))).toBe(longest.summary.total_sales);
  });

  it('refuses, with the reason, a range at the edge of the calendar, or compared with a range before it', async () => {
    const refusals: Record<string, string> = {
      'start_date=0999-12-31&end_date=1000-01-01':
        'start_date must be a day from 1000-01-01 to 9999-12-30',
      'start_date=9999-12-30&end_date=9999-12-31':
        'end_date must be a day from 1000-01-01 to 9999-12-30',
      // The default start, 29 days before, and the comparison ranges would begin in 999.
      'end_date=1000-01-01': REPORT_RANGE_TOO_EARLY,
      'start_date=1000-01-01&end_date=1000-01-01&compare=previous_year': REPORT_RANGE_TOO_EARLY,
      'start_date=1000-01-05&end_date=1000-01-10&compare=previous_period': REPORT_RANGE_TOO_EARLY,
    };
    for (const [query, error] of Object.entries(refusals))
      for (const report of ['sales', 'sales.csv'])
        expect(
          await fx.shop.send('GET', `/reports/${report}?${query}`, undefined, fx.staff),
        ).toMatchObject({ status: 400, body: { error } });
    for (const report of ['profit', 'profit.csv'])
      expect(
        await fx.shop.send('GET', `/reports/${report}?end_date=1000-01-01`, undefined, fx.staff),
      ).toMatchObject({ status: 400, body: { error: REPORT_RANGE_TOO_EARLY } });

    // The earliest ranges that fit, with their comparisons, and the last day, are answered.
    const early = await sales('start_date=1001-01-01&end_date=1001-01-02&compare=previous_year');
    expect(early.comparison).toMatchObject({ start_date: '1000-01-01', end_date: '1000-01-02' });
    const period = await sales('start_date=1000-01-06&end_date=1000-01-10&compare=previous_period');
    expect(period.comparison).toMatchObject({ start_date: '1000-01-01', end_date: '1000-01-05' });
    expect((await sales('end_date=1000-01-30')).start_date).toBe('1000-01-01');
    expect(
      (await profit('start_date=9999-12-30&end_date=9999-12-30&compare=previous_year')).daily,
    ).toHaveLength(1);
    expect((await sales('start_date=9995-12-31&end_date=9999-12-30')).daily_sales).toHaveLength(
      1461,
    );
  });
});
