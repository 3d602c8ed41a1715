import type { PurchaseQuote, PurchaseResponse, SalesReport, TaxRate } from '@shop/contracts';
import { pay } from './payments.fixtures';
import { Product } from '../src/catalog/product.entity';
import { InventoryRecord } from '../src/inventory/inventory-record.entity';
import { PlainReportFacts } from '../src/reports/plain-report-facts';
import { reportDays, shopDate } from '../src/reports/report-days';
import { RollupReportFacts } from '../src/reports/rollup-report-facts';
import { rebuildSalesRollups, salesRollupDifferences } from '../src/reports/sales-rollups-check';
import { parseCsv } from './support/csv';
import { changeSettings } from './shop-settings.fixtures';
import { atTill, openTill, type Till } from './drawer.fixtures';
import { DEMO, grantToStaff, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { buy, cancelPurchase, productInStock } from './purchases.fixtures';
import { addRate, nycTaxOf, setCategoryTax } from './tax.fixtures';

const ZONE = 'America/New_York';

describe.each(databaseTargets())('sales tax at the checkout on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  let staff: string;
  let customer: string;
  let dime: Product;
  let exempt: Product;
  let nyc: TaxRate;
  let till: Till;
  const today = () => shopDate(new Date(), ZONE);
  // By card, paid with the test card: a customer's unpaid orders are limited (order-limits.ts).
  const buyByCard = async (items: { product_id: number; quantity: number }[]) => {
    const bought = await buy(shop, customer, items, { payment_method: 'card' });
    if (bought.status !== 201) return bought;
    const paid = await pay(shop, customer, bought.body.purchase.id);
    expect(paid.status).toBe(200);
    return { ...bought, body: { purchase: paid.body.purchase } };
  };

  const quote = (items: { product_id: number; quantity: number }[]) =>
    shop.send<PurchaseQuote>('POST', '/purchases/quote', { items });

  beforeAll(async () => {
    shop = await startTestShop(target, { shopTimeZone: ZONE });
    [admin, staff, customer] = await Promise.all([
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.customer),
    ]);
    // The test cancels a taxed sale as staff; staff may not by default.
    await grantToStaff(shop, 'cancel_sales');
    till = await openTill(shop);
    dime = await productInStock(shop, 50);
    const other = await shop.orm.em.fork().findOneOrFail(
      InventoryRecord,
      {
        quantityInStock: { $gte: 20 },
        product: { isActive: true, category: { $ne: dime.category.id } },
      },
      { populate: ['product'], orderBy: { product: { id: 'asc' } } },
    );
    exempt = other.product;
    // $0.10 a piece: 3 of them at 8.875 % is 2.6625 cents of tax, charged as 3.
    await shop.orm.em.fork().nativeUpdate(Product, { id: dime.id }, { sellingPriceCents: 10 });
  });
  afterAll(() => shop?.close());

  it('charges $0.00 tax while no rate is set, in the quote and the purchase', async () => {
    const priced = await quote([{ product_id: dime.id, quantity: 3 }]);
    expect(priced.body).toMatchObject({ subtotal: 0.3, tax: 0, total_amount: 0.3 });
    const bought = await buyByCard([{ product_id: dime.id, quantity: 3 }]);
    expect(bought.body.purchase).toMatchObject({ subtotal: 0.3, tax: 0, total_amount: 0.3 });
    expect(bought.body.purchase.items[0]).toMatchObject({
      tax: 0,
      tax_rate: 0,
      tax_rate_name: null,
    });
  });

  it('taxes each web line at the default rate, half up per line, as the quote said', async () => {
    nyc = await addRate(shop, admin, { name: 'NYC', percentage: 8.875, is_default: true });
    await setCategoryTax(shop, admin, exempt.category.id, { rule: 'exempt' });
    const items = [
      { product_id: dime.id, quantity: 3 },
      { product_id: exempt.id, quantity: 1 },
    ];
    const priced = await quote(items);
    const bought = await buyByCard(items);
    expect(bought.status).toBe(201);
    const { purchase } = bought.body;
    const exemptCents = exempt.sellingPriceCents;
    expect(purchase).toMatchObject({
      subtotal: (30 + exemptCents) / 100,
      tax: 0.03,
      total_amount: (30 + exemptCents + 3) / 100,
    });
    expect(
      purchase.items.map((item) => [item.product_id, item.tax, item.tax_rate, item.tax_rate_name]),
    ).toEqual(
      [
        [dime.id, 0.03, 8.875, 'NYC'],
        [exempt.id, 0, 0, null],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(priced.body).toMatchObject({
      subtotal: purchase.subtotal,
      tax: purchase.tax,
      total_amount: purchase.total_amount,
    });
  });

  it('taxes a till sale and checks the cash against the total with tax', async () => {
    const items = [{ product_id: dime.id, quantity: 30 }];
    const tax = nycTaxOf(300); // 26.625 → 27 cents
    const short = await buy(shop, staff, items, { ...atTill(till), amount_tendered: 3 });
    expect(short.status).toBe(400);
    const sold = await buy(shop, staff, items, { ...atTill(till), amount_tendered: 5 });
    expect(sold.status).toBe(201);
    expect(sold.body.purchase).toMatchObject({
      subtotal: 3,
      tax: tax / 100,
      total_amount: (300 + tax) / 100,
      change_due: (500 - 300 - tax) / 100,
    });
  });

  it('keeps the tax a purchase was charged when the rate changes later', async () => {
    const bought = await buyByCard([{ product_id: dime.id, quantity: 3 }]);
    const id = bought.body.purchase.id;
    const edited = await shop.send('PUT', `/tax/rates/${nyc.id}`, { percentage: 20 }, admin);
    expect(edited.status).toBe(200);
    const later = await shop.send<PurchaseResponse>('GET', `/purchases/${id}`, undefined, customer);
    expect(later.body.purchase).toEqual(bought.body.purchase);
    expect((await quote([{ product_id: dime.id, quantity: 3 }])).body.tax).toBe(0.06);
    await shop.send('PUT', `/tax/rates/${nyc.id}`, { percentage: 8.875 }, admin);
  });

  it('reports the tax collected per day and rate, in the JSON, the CSV and the rollups', async () => {
    // A cancelled taxed sale stops counting.
    const cancelled = await buyByCard([{ product_id: dime.id, quantity: 3 }]);
    expect((await cancelPurchase(shop, staff, cancelled.body.purchase.id)).status).toBe(200);
    const range = `start_date=${today()}&end_date=${today()}`;
    const report = await shop.send<SalesReport>('GET', `/reports/sales?${range}`, undefined, staff);
    // Counted taxed lines at 8.875 %: 3 dimes, 30 dimes, 3 dimes; at 20 %: none (rate restored
    // before any sale). The sales figures stay before tax.
    const lines = [30, 300, 30];
    const taxCents = lines.map(nycTaxOf).reduce((a, b) => a + b, 0);
    expect(report.body.tax).toEqual({
      total_tax: taxCents / 100,
      by_rate: [{ rate_name: 'NYC', percentage: 8.875, taxable_sales: 3.6, tax: taxCents / 100 }],
      daily: [
        {
          date: today(),
          rate_name: 'NYC',
          percentage: 8.875,
          taxable_sales: 3.6,
          tax: taxCents / 100,
        },
      ],
    });
    const response = await fetch(`${shop.baseUrl}/reports/sales.csv?${range}&table=tax`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(parseCsv(await response.text())).toEqual([
      ['Date', 'Rate', 'Rate %', 'Taxable sales', 'Tax'],
      [today(), 'NYC', '8.875', '3.60', (taxCents / 100).toFixed(2)],
    ]);

    expect(await salesRollupDifferences(shop.orm.em, ZONE)).toEqual([]);
    const days = reportDays({ start_date: today(), end_date: today() }, ZONE);
    const plain = await new PlainReportFacts(shop.orm.em.fork()).taxByDayAndRate(days);
    expect(await new RollupReportFacts(shop.orm.em.fork()).taxByDayAndRate(days)).toEqual(plain);
    await shop.orm.em.fork().getConnection().execute('update sales_day_tax set tax_cents = 1');
    expect((await salesRollupDifferences(shop.orm.em, ZONE))[0]).toMatch(/^sales_day_tax /);
    await rebuildSalesRollups(shop.orm.em, ZONE);
    expect(await salesRollupDifferences(shop.orm.em, ZONE)).toEqual([]);
  });

  it('adds the shipping to a taxed web order as its quote said, and none at the till', async () => {
    await changeSettings(shop, admin, { shipping_flat_fee: 4.95, shipping_free_over: 100 });
    const items = [{ product_id: dime.id, quantity: 3 }];
    const priced = await quote(items);
    const bought = await buyByCard(items);
    expect(bought.status).toBe(201);
    const figures = { subtotal: 0.3, tax: 0.03, shipping_amount: 4.95, total_amount: 5.28 };
    expect(bought.body.purchase).toMatchObject(figures);
    expect(priced.body).toMatchObject(figures);
    const tillQuote = await shop.send<PurchaseQuote>('POST', '/purchases/quote', {
      items,
      channel: 'pos',
    });
    expect(tillQuote.body).toMatchObject({ shipping_amount: 0, total_amount: 0.33 });
    const sold = await buy(shop, staff, items, { ...atTill(till), amount_tendered: 1 });
    expect(sold.body.purchase).toMatchObject({ shipping_amount: 0, total_amount: 0.33 });
    await changeSettings(shop, admin, { shipping_flat_fee: 0 });
  });

  it('quotes only what can be bought', async () => {
    expect((await quote([{ product_id: 999_999, quantity: 1 }])).body).toEqual({
      error: 'Product 999999 not found',
    });
    expect((await quote([])).status).toBe(400);
  });
});
