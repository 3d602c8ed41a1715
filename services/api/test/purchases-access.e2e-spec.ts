import type { AuthResponse, PurchaseList, PurchaseResponse } from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { Purchase as PurchaseEntity } from '../src/purchases/purchase.entity';
import { DEMO, newAccount, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { cancelPurchase, editPurchase, placeOrder, productInStock } from './purchases.fixtures';

describe.each(databaseTargets())('who sees and edits purchases on $name', (target) => {
  let shop: TestShop;
  let customer: string;
  let staff: string;
  let product: Product;

  const put = (id: number, body: unknown, token = staff) => editPurchase(shop, token, id, body);
  const cancel = (id: number, token: string) => cancelPurchase(shop, token, id);
  const order = (token = customer, quantity = 2, method = 'cash') =>
    placeOrder(shop, token, product.id, quantity, method);
  let otherCustomer: string;
  const list = (token: string, query = '') =>
    shop.send<PurchaseList>('GET', `/purchases/${query}`, undefined, token);

  beforeAll(async () => {
    shop = await startTestShop(target);
    [customer, staff] = await Promise.all([signIn(shop, DEMO.customer), signIn(shop, DEMO.staff)]);
    const other = await shop.send<AuthResponse>('POST', '/auth/register', newAccount('buyer2'));
    otherCustomer = other.body.access_token;
    product = await productInStock(shop, 20);
  });
  afterAll(() => shop?.close());

  it('keeps a customer out of other customers\u2019 purchases', async () => {
    const mine = await order();
    const notFound = { status: 404, body: { error: 'Purchase not found' } };
    expect(await shop.send('GET', `/purchases/${mine.id}`, undefined, otherCustomer)).toMatchObject(
      notFound,
    );
    expect(await cancel(mine.id, otherCustomer)).toMatchObject(notFound);
    expect((await shop.send('GET', `/purchases/${mine.id}`, undefined, customer)).status).toBe(200);

    const theirs = await order(otherCustomer, 1);
    const own = await list(otherCustomer);
    expect(own.body).toMatchObject({ total: 1, pages: 1, current_page: 1, per_page: 20 });
    expect(own.body.purchases).toEqual([theirs]);
    const customerIds = (await list(customer, '?per_page=100')).body.purchases.map((p) => p.id);
    expect(customerIds).toContain(mine.id);
    expect(customerIds).not.toContain(theirs.id);
  });

  it('shows staff every purchase, newest first, a page at a time', async () => {
    const all = await shop.orm.em.fork().count(PurchaseEntity);
    const first = await list(staff, '?per_page=5');
    expect(first.body).toMatchObject({ total: all, pages: Math.ceil(all / 5), per_page: 5 });
    expect(first.body.purchases).toHaveLength(5);
    const second = await list(staff, '?per_page=5&page=2');
    const page = [...first.body.purchases, ...second.body.purchases];
    const keys = page.map((p) => [p.created_at, p.id] as const);
    const newestFirst = [...keys].sort(([a, x], [b, y]) => b.localeCompare(a) || y - x);
    expect(keys).toEqual(newestFirst);
    expect(new Set(page.map((p) => p.id)).size).toBe(10);
    for (const purchase of page) expect(purchase.items.length).toBeGreaterThan(0);
    expect(await list(staff, '?per_page=0')).toMatchObject({
      status: 400,
      body: { error: 'per_page must be a positive integer' },
    });
  });

  it('lets only staff edit a purchase', async () => {
    const purchase = await order();
    expect(await put(purchase.id, { status: 'completed' }, customer)).toMatchObject({
      status: 403,
      body: { error: "You don't have permission to access this resource" },
    });
    expect(await shop.send('PUT', `/purchases/${purchase.id}`, { notes: 'x' })).toMatchObject({
      status: 401,
    });
    expect(await shop.send('GET', '/purchases/')).toMatchObject({ status: 401 });
    const unchanged = await shop.send<PurchaseResponse>(
      'GET',
      `/purchases/${purchase.id}`,
      undefined,
      customer,
    );
    expect(unchanged.body.purchase).toEqual(purchase);
  });
});
