import {
  SALE_CHANNEL_LABELS,
  stockStatus,
  type InventoryReport,
  type ProfitReport,
  type SalesReport,
} from '@shop/contracts';
import { Product } from '../src/catalog/product.entity';
import { InventoryRecord } from '../src/inventory/inventory-record.entity';
import { parseCsv } from './support/csv';
import { databaseTargets } from './support/database-targets';
import { setStock } from './purchases.fixtures';
import { HYPERLINK, startReportShop, type ReportShop } from './reports.fixtures';

const RANGE = 'start_date=2031-03-08&end_date=2031-11-03';
const money = (amount: number) => amount.toFixed(2);

describe.each(databaseTargets())(
  'report CSV exports and GET /reports/inventory on $name',
  (target) => {
    let fx: ReportShop;
    const json = async <T>(path: string) => {
      const response = await fx.shop.send<T>('GET', path, undefined, fx.staff);
      expect(response.status).toBe(200);
      return response.body;
    };
    /** The file's rows, after checking it is a CSV attachment named `file`. */
    const csv = async (path: string, file: string) => {
      const response = await fetch(`${fx.shop.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${fx.staff}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
      const text = await response.text();
      expect(text.endsWith('\r\n')).toBe(true);
      return parseCsv(text);
    };

    beforeAll(async () => {
      fx = await startReportShop(target);
    });
    afterAll(() => fx?.shop.close());

    it('writes the daily sales as the JSON lists them, with the channels when split', async () => {
      const report = await json<SalesReport>(`/reports/sales?${RANGE}&split=channel`);
      const rows = await csv(
        `/reports/sales.csv?${RANGE}&split=channel`,
        'sales-2031-03-08-to-2031-11-03.csv',
      );
      expect(rows[0]).toEqual([
        'Date',
        'Orders',
        'Total sales',
        'Web orders',
        'Web sales',
        `${SALE_CHANNEL_LABELS.pos} orders`,
        `${SALE_CHANNEL_LABELS.pos} sales`,
      ]);
      const [web, pos] = report.by_channel!;
      expect(rows.slice(1)).toEqual(
        report.daily_sales.map((day, i) => [
          day.date,
          String(day.orders),
          money(day.total),
          String(web!.daily_sales[i]!.orders),
          money(web!.daily_sales[i]!.total),
          String(pos!.daily_sales[i]!.orders),
          money(pos!.daily_sales[i]!.total),
        ]),
      );
      expect(rows).toHaveLength(report.daily_sales.length + 1);
    });

    it('writes the top products with a formula name defused', async () => {
      const report = await json<SalesReport>(`/reports/sales?${RANGE}`);
      const rows = await csv(
        `/reports/sales.csv?${RANGE}&table=top_products`,
        'sales-top-products-2031-03-08-to-2031-11-03.csv',
      );
      expect(rows).toEqual([
        ['Rank', 'Product', 'SKU', 'Quantity sold', 'Revenue'],
        ...report.top_products.map((product, i) => [
          String(i + 1),
          product.name === HYPERLINK ? `'${HYPERLINK}` : product.name,
          product.sku,
          String(product.total_quantity),
          money(product.total_revenue),
        ]),
      ]);
      expect(rows.map((row) => row[1])).toContain(`'${HYPERLINK}`);
    });

    it('writes each profit table as the JSON lists it', async () => {
      const report = await json<ProfitReport>(`/reports/profit?${RANGE}`);
      const cells = (row: ProfitReport['profit_summary']) => [
        money(row.total_revenue),
        money(row.total_cost),
        money(row.total_profit),
        row.profit_margin.toFixed(1),
      ];
      const base = '2031-03-08-to-2031-11-03.csv';
      expect(await csv(`/reports/profit.csv?${RANGE}`, `profit-${base}`)).toEqual([
        ['Date', 'Orders', 'Revenue', 'Cost', 'Profit', 'Margin %'],
        ...report.daily.map((day) => [day.date, String(day.orders), ...cells(day)]),
      ]);
      expect(
        await csv(`/reports/profit.csv?${RANGE}&table=by_category`, `profit-by-category-${base}`),
      ).toEqual([
        ['Category', 'Revenue', 'Cost', 'Profit', 'Margin %'],
        ...report.by_category.map((row) => [row.category_name, ...cells(row)]),
      ]);
      expect(
        await csv(`/reports/profit.csv?${RANGE}&table=by_channel`, `profit-by-channel-${base}`),
      ).toEqual([
        ['Channel', 'Revenue', 'Cost', 'Profit', 'Margin %'],
        ['Web', ...cells(report.by_channel[0]!)],
        ['Point of sale', ...cells(report.by_channel[1]!)],
      ]);
    });

    it('answers a bad query to an export with a JSON 400', async () => {
      const bad = {
        'sales.csv?end_date=2031-13-01': 'end_date must be a real date written YYYY-MM-DD',
        'profit.csv?table=weekly': 'table must be one of daily, by_category, by_channel',
      };
      for (const [path, error] of Object.entries(bad))
        expect(await fx.shop.send('GET', `/reports/${path}`, undefined, fx.staff)).toMatchObject({
          status: 400,
          body: { error },
        });
    });

    it('counts stock with the one definition of the states, and exports the low-stock items', async () => {
      await setStock(fx.shop, fx.b.id, 0);
      const em = fx.shop.orm.em.fork();
      const records = await em.find(
        InventoryRecord,
        { product: { isActive: true } },
        { populate: ['product'] },
      );
      const states = records.map((r) => stockStatus(r.quantityInStock, r.minimumStockLevel));
      const valueCents = records.reduce(
        (sum, r) => sum + r.quantityInStock * r.product.costPriceCents,
        0,
      );
      const report = await json<InventoryReport>('/reports/inventory');
      expect(report.summary).toEqual({
        total_products: await em.count(Product, { isActive: true }),
        low_stock_count: states.filter((s) => s === 'low_stock').length,
        out_of_stock_count: states.filter((s) => s === 'out_of_stock').length,
        total_inventory_value: valueCents / 100,
      });
      expect(report.low_stock_items).toHaveLength(
        report.summary.low_stock_count + report.summary.out_of_stock_count,
      );
      // Out of stock first.
      const ranks = report.low_stock_items.map((item) =>
        item.stock_status === 'out_of_stock' ? 0 : 1,
      );
      expect(ranks).toEqual([...ranks].sort());
      expect(report.low_stock_items.map((item) => item.product_id)).toContain(fx.b.id);

      const rows = await csv('/reports/inventory.csv', 'inventory-report-2031-03-12.csv');
      expect(rows[0]?.slice(0, 2)).toEqual(['SKU', 'Name']);
      expect(rows.slice(1).map((row) => row[0])).toEqual(
        report.low_stock_items.map((item) => item.product.sku),
      );
      expect(rows.map((row) => row[1])).toContain(`'${HYPERLINK}`);
    });
  },
);
