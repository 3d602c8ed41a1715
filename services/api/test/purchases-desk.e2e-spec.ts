import {
  PURCHASE_FILTERS_STAFF_ONLY,
  PURCHASE_RANGE_ERROR,
  saleBarcode,
  type Purchase,
  type PurchaseCashierList,
  type PurchaseResponse,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { Product as ProductEntity } from '../src/catalog/product.entity';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { buy, placeOrder, productInStock } from './purchases.fixtures';
import { DESK_ZONE, deskQuery, listPurchases, storedPurchases } from './purchases-desk.fixtures';
import { atTill, openTill } from './drawer.fixtures';
import { linesOf, tillReturn } from './returns.fixtures';

const ids = (purchases: Purchase[]) => purchases.map((purchase) => purchase.id);

/** The orders desk (docs/product/purchases.md#the-orders-desk): search and filters for staff. */
describe.each(databaseTargets())('the orders desk on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let admin: string;
  let customer: string;
  let shirt: Product;
  let shoe: Product;
  let tillSale: Purchase;
  let walkIn: Purchase;
  let webOrder: Purchase;
  const desk = (params = {}, token = staff) => listPurchases(shop, token, params);
  /** Every id the filters match, through every page. */
  const allIds = async (params: Record<string, string | number>) =>
    ids((await desk({ ...params, per_page: 100 })).body.purchases);

  beforeAll(async () => {
    shop = await startTestShop(target, { shopTimeZone: DESK_ZONE });
    [staff, admin, customer] = await Promise.all([
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.customer),
    ]);
    shirt = await productInStock(shop);
    shoe = await productInStock(shop, 20, [shirt.id]);
    await shop.orm.em
      .fork()
      .nativeUpdate(ProductEntity, { id: shoe.id }, { barcode: '4006381333931' });
    const till = { ...atTill(await openTill(shop)), amount_tendered: 10_000 };
    tillSale = (
      await buy(shop, admin, [{ product_id: shirt.id, quantity: 1 }], {
        ...till,
        customer_name: 'Quinn Zebrafinch',
        customer_email: 'quinn.z@example.com',
      })
    ).body.purchase;
    walkIn = (await buy(shop, staff, [{ product_id: shoe.id, quantity: 1 }], till)).body.purchase;
    webOrder = await placeOrder(shop, customer, shoe.id, 1, 'card');
  });
  afterAll(() => shop?.close());

  it('names the cashier of a till sale apart from its customer, and none on a web order', () => {
    expect(tillSale).toMatchObject({
      channel: 'pos',
      user: { username: 'admin' },
      cashier: { username: 'admin', first_name: 'Alex', last_name: 'Morgan' },
      customer_name: 'Quinn Zebrafinch',
    });
    expect(tillSale.cashier).toEqual({
      id: tillSale.user.id,
      username: 'admin',
      first_name: 'Alex',
      last_name: 'Morgan',
    });
    expect(walkIn).toMatchObject({ cashier: { username: 'staff' }, customer_name: null });
    expect(webOrder.cashier).toBeNull();
  });

  it('finds a sale by its number, the customer the till took, a web buyer, a SKU or a barcode', async () => {
    expect(await allIds({ search: `#${walkIn.id}` })).toContain(walkIn.id);
    expect(await allIds({ search: saleBarcode(walkIn.id) })).toContain(walkIn.id);
    expect(await allIds({ search: 'quinn zebra' })).toEqual([tillSale.id]);
    expect(await allIds({ search: 'QUINN.Z@EXAMPLE' })).toEqual([tillSale.id]);
    // A till sale is filed under its cashier's account, but the cashier is not its customer.
    expect(await allIds({ search: 'Alex Morgan' })).not.toContain(tillSale.id);
    expect(await allIds({ search: 'casey.jordan@' })).toContain(webOrder.id);

    const stored = await storedPurchases(shop);
    const sold = (productId: number) =>
      stored.filter((row) => row.productIds.includes(productId)).map((row) => row.id);
    expect(await allIds({ search: shirt.sku.toLowerCase(), channel: 'pos' })).toEqual(
      stored
        .filter((row) => row.channel === 'pos' && row.productIds.includes(shirt.id))
        .map((row) => row.id),
    );
    expect((await desk({ search: '4006381333931' })).body.total).toBe(sold(shoe.id).length);
    expect((await desk({ search: 'no such thing at all' })).body).toMatchObject({
      total: 0,
      purchases: [],
    });
  });

  it('filters by status, payment status, channel and cashier, each against the stored rows', async () => {
    const stored = await storedPurchases(shop);
    const cases: [Record<string, string | number>, (row: (typeof stored)[number]) => boolean][] = [
      [{ status: 'cancelled' }, (row) => row.status === 'cancelled'],
      [{ payment_status: 'pending' }, (row) => row.paymentStatus === 'pending'],
      [{ channel: 'pos' }, (row) => row.channel === 'pos'],
      [{ channel: 'web' }, (row) => row.channel === 'web'],
      [{ cashier_id: tillSale.user.id }, (row) => row.cashierId === tillSale.user.id],
      [
        { channel: 'pos', status: 'completed', cashier_id: walkIn.user.id },
        (row) =>
          row.channel === 'pos' && row.status === 'completed' && row.cashierId === walkIn.user.id,
      ],
    ];
    for (const [params, keep] of cases) {
      const expected = stored.filter(keep).map((row) => row.id);
      expect(expected.length).toBeGreaterThan(0);
      const page = await desk({ ...params, per_page: 5 });
      expect({ params, total: page.body.total }).toEqual({ params, total: expected.length });
      expect(ids(page.body.purchases)).toEqual(expected.slice(0, 5));
    }
  });

  it('takes the date range as the shop’s calendar days, both inclusive', async () => {
    const stored = await storedPurchases(shop);
    const days = [...new Set(stored.map((row) => row.day))].sort();
    const [first, second, third] = days.slice(-10);
    const between = stored.filter((row) => row.day >= first! && row.day <= third!);
    const page = await desk({ from: first!, to: third!, per_page: 100 });
    expect(ids(page.body.purchases)).toEqual(between.map((row) => row.id));
    expect((await desk({ from: second!, to: second! })).body.total).toBe(
      stored.filter((row) => row.day === second).length,
    );
    expect((await desk({ from: days.at(-1)! })).body.total).toBe(
      stored.filter((row) => row.day === days.at(-1)).length,
    );
  });

  it('lists everyone who has rung up a sale for the cashier filter', async () => {
    const answer = await shop.send<PurchaseCashierList>(
      'GET',
      '/purchases/cashiers',
      undefined,
      staff,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.cashiers.map((cashier) => cashier.username)).toEqual(['admin', 'staff']);
    expect(answer.body.cashiers[1]).toEqual({
      id: walkIn.user.id,
      username: 'staff',
      first_name: 'Sam',
      last_name: 'Rivera',
    });
  });

  it('keeps a customer to their own purchases and the filters to staff', async () => {
    const own = await desk({ per_page: 100 }, customer);
    expect(own.status).toBe(200);
    const stored = await storedPurchases(shop);
    const mine = stored.filter((row) => row.userId === webOrder.user.id).map((row) => row.id);
    expect(ids(own.body.purchases)).toEqual(mine);
    for (const params of [{ search: 'quinn' }, { channel: 'pos' }, { from: '2026-01-01' }]) {
      expect(await desk(params, customer)).toEqual(
        expect.objectContaining({ status: 400, body: { error: PURCHASE_FILTERS_STAFF_ONLY } }),
      );
    }
    for (const path of ['/purchases/cashiers', '/purchases/export.csv'])
      expect((await shop.send('GET', path, undefined, customer)).status).toBe(403);
    expect((await shop.send('GET', '/purchases/export.csv')).status).toBe(401);
  });

  it.each([
    [{ status: 'lost' }, /^status must be one of pending/],
    [{ payment_status: 'owed' }, /^payment_status must be one of pending/],
    [{ channel: 'phone' }, /^channel must be one of web, pos$/],
    [{ cashier_id: 'sam' }, /^cashier_id must be a positive integer$/],
    [{ from: '2026-02-30' }, /^from must be a real date written YYYY-MM-DD$/],
    [{ from: '2026-03-02', to: '2026-03-01' }, new RegExp(`^${PURCHASE_RANGE_ERROR}$`)],
    [{ search: 'x'.repeat(101) }, /^search is too long$/],
  ])('refuses %j with a 400 that names it', async (params, error) => {
    const answer = await desk(params);
    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { error: string }).error).toMatch(error);
    const exported = await shop.send(
      'GET',
      `/purchases/export.csv${deskQuery(params)}`,
      undefined,
      staff,
    );
    expect(exported.status).toBe(400);
  });

  it('shows each purchase in the list as its own page does, with its lines, address and returns', async () => {
    const returned = await tillReturn(shop, staff, {
      purchase_id: walkIn.id,
      receipt: true,
      lines: linesOf(walkIn),
    });
    expect(returned.status).toBe(201);
    const listed = (await desk({ per_page: 100 })).body.purchases;
    for (const { id } of [tillSale, walkIn, webOrder]) {
      const own = await shop.send<PurchaseResponse>('GET', `/purchases/${id}`, undefined, staff);
      // Only a purchase's own page names who approved its discounts.
      expect(listed.find((purchase) => purchase.id === id)).toEqual({
        ...own.body.purchase,
        discount_approved_by: null,
      });
    }
    const [mine] = (await desk({}, customer)).body.purchases;
    const own = await shop.send<PurchaseResponse>(
      'GET',
      `/purchases/${mine!.id}`,
      undefined,
      customer,
    );
    expect(mine).toEqual(own.body.purchase);
  });
});
