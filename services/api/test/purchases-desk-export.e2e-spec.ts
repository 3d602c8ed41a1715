import {
  dollarsToCents,
  formatPlainCents,
  type Purchase,
  type PurchaseQueryParams,
} from '@shop/contracts';
import { PURCHASE_CSV_HEADER } from '../src/purchases/purchase-csv';
import { shopDate } from '../src/reports/report-days';
import { DEMO, signIn } from './support/accounts';
import { parseCsv } from './support/csv';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { buy, productInStock } from './purchases.fixtures';
import { DESK_ZONE, deskQuery, listPurchases } from './purchases-desk.fixtures';
import { atTill, openTill } from './drawer.fixtures';

const money = (amount: number) => formatPlainCents(dollarsToCents(amount));

/** The orders desk's CSV (docs/product/purchases.md#the-orders-desk): the filtered list, as rows. */
describe.each(databaseTargets())('the orders desk export on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let formulaSale: Purchase;
  const csv = async (params: PurchaseQueryParams) => {
    const response = await fetch(`${shop.baseUrl}/purchases/export.csv${deskQuery(params)}`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    return { response, rows: parseCsv(await response.text()) };
  };
  /** Every purchase of the list for `params`, page after page. */
  const listed = async (params: PurchaseQueryParams) => {
    const purchases: Purchase[] = [];
    for (let page = 1; ; page++) {
      const { body } = await listPurchases(shop, staff, { ...params, page, per_page: 100 });
      purchases.push(...body.purchases);
      if (page >= body.pages) return purchases;
    }
  };

  beforeAll(async () => {
    shop = await startTestShop(target, { shopTimeZone: DESK_ZONE });
    staff = await signIn(shop, DEMO.staff);
    const product = await productInStock(shop);
    const sale = await buy(shop, staff, [{ product_id: product.id, quantity: 2 }], {
      ...atTill(await openTill(shop)),
      customer_name: '=HYPERLINK("http://evil.example")',
      amount_tendered: 10_000,
    });
    formulaSale = sale.body.purchase;
  });
  afterAll(() => shop?.close());

  it.each<PurchaseQueryParams>([{}, { channel: 'pos', status: 'completed' }, { search: 'priya' }])(
    'writes the purchases the list shows for %j, in its order, as CSV',
    async (params) => {
      const { response, rows } = await csv(params);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="purchases-${shopDate(new Date(), DESK_ZONE)}.csv"`,
      );
      const [header, ...body] = rows;
      expect(header).toEqual([...PURCHASE_CSV_HEADER]);
      const purchases = await listed(params);
      expect(purchases.length).toBeGreaterThan(0);
      expect(body.map((row) => Number(row[0]))).toEqual(purchases.map((p) => p.id));
    },
  );

  it('says what the desk says of a till sale, and defuses a formula typed as a name', async () => {
    const { rows } = await csv({ search: `#${formulaSale.id}` });
    const cells = Object.fromEntries(PURCHASE_CSV_HEADER.map((name, i) => [name, rows[1]![i]]));
    expect(cells).toEqual({
      Order: String(formulaSale.id),
      Date: formulaSale.created_at,
      Channel: 'Point of sale',
      Customer: `'=HYPERLINK("http://evil.example")`,
      'Customer email': '',
      Cashier: 'Sam Rivera',
      Items: '2',
      Subtotal: money(formulaSale.subtotal),
      Tax: money(formulaSale.tax),
      Shipping: '0.00',
      Total: money(formulaSale.total_amount),
      'Payment method': 'Cash',
      Tenders: `cash ${money(formulaSale.total_amount)}`,
      Status: 'Completed',
      'Payment status': 'Paid',
    });
  });

  it('names a web order’s buyer and says cash on delivery', async () => {
    const [purchase] = await listed({ channel: 'web', search: 'priya.patel@example.com' });
    const { rows } = await csv({ search: `#${purchase!.id}`, channel: 'web' });
    const row = rows[1]!;
    expect(row.slice(2, 6)).toEqual(['Web', 'Priya Patel', 'priya.patel@example.com', '']);
    expect(row[11]).toBe(
      purchase!.payment_method === 'cash' ? 'Cash on Delivery' : 'Credit/Debit Card',
    );
  });
});
