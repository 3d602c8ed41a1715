import { centsToDollars } from '@shop/contracts';
import type { SalesReport } from '@shop/contracts';
import { shopDate } from '../src/reports/report-days';
import { addCode } from './discount-codes.fixtures';
import { buy, cancelPurchase, productInStock } from './purchases.fixtures';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

const ZONE = 'Europe/London';

describe.each(databaseTargets())('discount codes in the sales report on $name', (target) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop(target, { shopTimeZone: ZONE });
  });
  afterAll(() => shop?.close());

  it('shows each code’s orders and the discount given, leaving out cancelled orders', async () => {
    const [admin, customer] = await Promise.all([
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.customer),
    ]);
    await addCode(shop, admin, { code: 'TENOFF', kind: 'percent', value: 10 });
    await addCode(shop, admin, { code: 'TWO', kind: 'amount', value: 2 });
    const product = await productInStock(shop, 10);
    const line = [{ product_id: product.id, quantity: 1 }];
    const price = centsToDollars(product.sellingPriceCents);
    const sell = async (code: string) => {
      const sold = await buy(shop, customer, line, { payment_method: 'card', discount_code: code });
      expect(sold.status).toBe(201);
      return sold.body.purchase;
    };
    const first = await sell('TENOFF');
    await sell('TENOFF');
    const cancelled = await sell('TWO');
    expect((await cancelPurchase(shop, admin, cancelled.id)).status).toBe(200);
    await sell('TWO');

    const today = shopDate(new Date(), ZONE);
    const report = await shop.send<SalesReport>(
      'GET',
      `/reports/sales?start_date=${today}&end_date=${today}`,
      undefined,
      admin,
    );
    expect(report.status).toBe(200);
    expect(report.body.discount_codes).toEqual([
      { code: 'TENOFF', orders: 2, discount: first.discount_amount * 2 },
      { code: 'TWO', orders: 1, discount: 2 },
    ]);
    expect(first.discount_amount).toBeCloseTo(price / 10, 2);
  });
});
