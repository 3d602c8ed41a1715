import type { DiscountCodeList, PurchaseResponse } from '@shop/contracts';
import { Product } from '../src/catalog/product.entity';
import { DiscountCode } from '../src/discount-codes/discount-code.entity';
import { TaxRate } from '../src/tax/tax-rate.entity';
import { addCode, quoteWith } from './discount-codes.fixtures';
import { buy, productInStock, stockOf } from './purchases.fixtures';
import { DEMO, newAccount, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { addRate } from './tax.fixtures';

const ZONE = 'America/New_York';
// 15:00 UTC is 11:00 in New York: the shop's day is 2026-06-15.
const clock = { now: () => new Date('2026-06-15T15:00:00Z') };
const BY_CARD = { payment_method: 'card' };

describe.each(databaseTargets())('discount codes on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  let customer: string;
  let tee: Product;
  const line = (quantity = 1) => [{ product_id: tee.id, quantity }];

  beforeAll(async () => {
    shop = await startTestShop(target, { shopTimeZone: ZONE, clock });
    [admin, customer] = await Promise.all([signIn(shop, DEMO.admin), signIn(shop, DEMO.customer)]);
    tee = await productInStock(shop, 50);
    // $20.00 a piece, so the maths below reads plainly.
    await shop.orm.em.fork().nativeUpdate(Product, { id: tee.id }, { sellingPriceCents: 2000 });
  });
  afterAll(() => shop?.close());

  it('lets the admin add, list and deactivate codes; a taken code is a 409', async () => {
    const code = await addCode(shop, admin, { code: 'list10', kind: 'percent', value: 10 });
    expect(code).toMatchObject({ code: 'LIST10', uses: 0, is_active: true, min_spend: 0 });
    const again = await shop.send(
      'POST',
      '/discount-codes',
      { code: 'LIST10', kind: 'amount', value: 5 },
      admin,
    );
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'A discount code with this code already exists' },
    });
    const off = await shop.send('PUT', `/discount-codes/${code.id}`, { is_active: false }, admin);
    expect(off).toMatchObject({ status: 200, body: { code: { is_active: false } } });
    const list = await shop.send<DiscountCodeList>('GET', '/discount-codes', undefined, admin);
    expect(list.body.codes.map((listed) => listed.code)).toContain('LIST10');
    const audit = await shop.send<{ entries: { summary: string }[] }>(
      'GET',
      '/audit?kind=settings',
      undefined,
      admin,
    );
    expect(audit.body.entries.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining(['Added discount code LIST10', 'Discount code LIST10 deactivated']),
    );
  });

  it('refuses a percentage over 100 and an end before the start', async () => {
    const over = await shop.send(
      'POST',
      '/discount-codes',
      { code: 'BIG', kind: 'percent', value: 150 },
      admin,
    );
    expect(over).toMatchObject({
      status: 400,
      body: { error: 'A percentage is a whole number from 1 to 100' },
    });
    const backwards = {
      code: 'BACK',
      kind: 'amount',
      value: 5,
      starts_on: '2026-06-10',
      ends_on: '2026-06-01',
    };
    expect(await shop.send('POST', '/discount-codes', backwards, admin)).toMatchObject({
      status: 400,
    });
  });

  it('quotes a percentage off, with the discount line and the total after it', async () => {
    await addCode(shop, admin, { code: 'TAKE15', kind: 'percent', value: 15 });
    const quote = await quoteWith(shop, line(3), ' take15 ');
    // 15 % of $60.00 is $9.00.
    expect(quote.body).toMatchObject({
      subtotal: 60,
      discount_code: 'TAKE15',
      discount_amount: 9,
      total_amount: 51,
    });
  });

  it('sells with an amount off: the purchase keeps the code and the discount', async () => {
    await addCode(shop, admin, { code: 'FIVEOFF', kind: 'amount', value: 5, min_spend: 20 });
    const bought = await buy(shop, customer, line(2), { ...BY_CARD, discount_code: 'FIVEOFF' });
    expect(bought.status).toBe(201);
    expect(bought.body.purchase).toMatchObject({
      subtotal: 40,
      discount_code: 'FIVEOFF',
      discount_amount: 5,
      total_amount: 35,
    });
    const read = await shop.send<PurchaseResponse>(
      'GET',
      `/purchases/${bought.body.purchase.id}`,
      undefined,
      customer,
    );
    expect(read.body.purchase).toMatchObject({ discount_code: 'FIVEOFF', discount_amount: 5 });
  });

  it.each([
    ['unknown', { code: 'NOSUCH' }, 'This discount code does not exist'],
    [
      'not started',
      { code: 'LATER', starts_on: '2026-06-16' },
      'This discount code starts on 2026-06-16',
    ],
    ['expired', { code: 'GONE', ends_on: '2026-06-14' }, 'This discount code has expired'],
    [
      'below the minimum',
      { code: 'BIGSPEND', min_spend: 100 },
      'This discount code needs a minimum spend of $100.00',
    ],
  ])(
    'refuses a code that is %s, in the quote and at the checkout, changing nothing',
    async (_, terms, reason) => {
      if (terms.code !== 'NOSUCH')
        await addCode(shop, admin, { kind: 'amount', value: 1, ...terms });
      expect(await quoteWith(shop, line(), terms.code)).toEqual(
        expect.objectContaining({ status: 400, body: { error: reason } }),
      );
      const stock = await stockOf(shop, tee.id);
      const bought = await buy(shop, customer, line(), { ...BY_CARD, discount_code: terms.code });
      expect(bought).toMatchObject({ status: 400, body: { error: reason } });
      expect(await stockOf(shop, tee.id)).toBe(stock);
    },
  );

  it('taxes the lines after the discount', async () => {
    await addRate(shop, admin, { name: 'Flat 10', percentage: 10, is_default: true });
    await addCode(shop, admin, { code: 'HALF', kind: 'percent', value: 50 });
    const quote = await quoteWith(shop, line(1), 'HALF');
    // $20.00 less 50 % is $10.00, taxed at 10 %: $1.00.
    expect(quote.body).toMatchObject({
      subtotal: 20,
      discount_amount: 10,
      tax: 1,
      total_amount: 11,
    });
    await shop.send(
      'PUT',
      '/tax/rates/' + (await defaultRateId(shop)),
      { is_default: false },
      admin,
    );
  });

  it('holds the limit per customer and per code', async () => {
    const code = await addCode(shop, admin, {
      code: 'ONCEEACH',
      kind: 'amount',
      value: 2,
      max_uses: 2,
      max_uses_per_customer: 1,
    });
    const use = (token: string) =>
      buy(shop, token, line(), { ...BY_CARD, discount_code: 'ONCEEACH' });
    expect((await use(customer)).status).toBe(201);
    expect(await use(customer)).toMatchObject({
      status: 400,
      body: { error: 'You have already used this discount code' },
    });
    const [second, third] = await Promise.all(['dc_second', 'dc_third'].map(registered));
    expect((await use(second!)).status).toBe(201);
    expect(await use(third!)).toMatchObject({
      status: 400,
      body: { error: 'This discount code has been used up' },
    });
    const stored = await shop.orm.em.fork().findOneOrFail(DiscountCode, code.id);
    expect(stored.uses).toBe(2);
  });

  async function registered(tag: string): Promise<string> {
    const account = newAccount(tag);
    const response = await shop.send('POST', '/auth/register', account);
    expect(response.status).toBe(201);
    return signIn(shop, account);
  }
});

async function defaultRateId(shop: TestShop): Promise<number> {
  const rate = await shop.orm.em.fork().findOneOrFail(TaxRate, { isDefault: true });
  return rate.id;
}
