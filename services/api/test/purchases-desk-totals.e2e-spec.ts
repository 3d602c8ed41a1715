import {
  PAYMENT_STATUSES,
  PURCHASE_STATUSES,
  SALE_CHANNELS,
  type Purchase,
  type PurchaseQueryParams,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { User } from '../src/users/user.entity';
import { DEMO, grantToStaff, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { cancelPurchase, editPurchase, placeOrder, productInStock } from './purchases.fixtures';
import { DESK_ZONE, listPurchases, storedPurchases } from './purchases-desk.fixtures';
import { linesOf, tillReturn, tillSale } from './returns.fixtures';

/**
 * "Showing 20 of N" on the orders desk stays exact as purchases are made and change: the desk's
 * totals without a date or a search are the counts the database keeps
 * (docs/decisions/0121-the-orders-desk-counts-kept-by-the-database.md), so each is compared with
 * the purchases themselves after every kind of write a desk user sees.
 */
describe.each(databaseTargets())('the orders desk totals on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let customer: string;
  let staffId: number;
  let product: Product;

  beforeAll(async () => {
    shop = await startTestShop(target, { shopTimeZone: DESK_ZONE });
    await grantToStaff(shop, 'cancel_sales');
    [staff, customer] = await Promise.all([signIn(shop, DEMO.staff), signIn(shop, DEMO.customer)]);
    product = await productInStock(shop, 20);
    staffId = (await shop.orm.em.fork().findOneOrFail(User, { normalizedUsername: 'staff' })).id;
  });
  afterAll(() => shop?.close());

  const total = async (params: PurchaseQueryParams = {}) => {
    const answer = await listPurchases(shop, staff, params);
    expect(answer.status).toBe(200);
    return answer.body.total;
  };

  /** Every filter the kept counts answer, each against the purchases it names. */
  async function expectTotalsExact(): Promise<void> {
    const stored = await storedPurchases(shop);
    const totals: Record<string, number> = {};
    const expected: Record<string, number> = {};
    const compare = async (
      name: string,
      params: PurchaseQueryParams,
      matches: (p: (typeof stored)[number]) => boolean,
    ) => {
      totals[name] = await total(params);
      expected[name] = stored.filter(matches).length;
    };
    await compare('all', {}, () => true);
    for (const status of PURCHASE_STATUSES)
      await compare(status, { status }, (p) => p.status === status);
    for (const payment of PAYMENT_STATUSES)
      await compare(
        `payment ${payment}`,
        { payment_status: payment },
        (p) => p.paymentStatus === payment,
      );
    for (const channel of SALE_CHANNELS)
      await compare(channel, { channel }, (p) => p.channel === channel);
    await compare('cashier', { cashier_id: staffId }, (p) => p.cashierId === staffId);
    await compare(
      'paid till sales of the cashier',
      { channel: 'pos', payment_status: 'paid', cashier_id: staffId },
      (p) => p.channel === 'pos' && p.paymentStatus === 'paid' && p.cashierId === staffId,
    );
    expect(totals).toEqual(expected);
  }

  it('counts the demo shop exactly', async () => {
    await expectTotalsExact();
  });

  it('counts a web order and a till sale the moment they are made', async () => {
    const [all, pending, pos] = [
      await total(),
      await total({ status: 'pending' }),
      await total({ channel: 'pos' }),
    ];
    await placeOrder(shop, customer, product.id, 1);
    await tillSale(shop, staff, [{ product_id: product.id, quantity: 1 }]);
    expect(await total()).toBe(all + 2);
    expect(await total({ status: 'pending' })).toBe(pending + 1);
    expect(await total({ channel: 'pos' })).toBe(pos + 1);
    await expectTotalsExact();
  });

  it('moves a cancelled order from pending to cancelled', async () => {
    const order: Purchase = await placeOrder(shop, customer, product.id, 1);
    const [pending, cancelled] = [
      await total({ status: 'pending' }),
      await total({ status: 'cancelled' }),
    ];
    expect((await cancelPurchase(shop, customer, order.id)).status).toBe(200);
    expect(await total({ status: 'pending' })).toBe(pending - 1);
    expect(await total({ status: 'cancelled' })).toBe(cancelled + 1);
    await expectTotalsExact();
  });

  it('moves a refunded till sale from paid to refunded', async () => {
    const sale = await tillSale(shop, staff, [{ product_id: product.id, quantity: 1 }]);
    const [paid, refunded] = [
      await total({ payment_status: 'paid' }),
      await total({ payment_status: 'refunded' }),
    ];
    const refund = await tillReturn(shop, staff, {
      purchase_id: sale.id,
      receipt: true,
      lines: linesOf(sale),
    });
    expect(refund.status).toBe(201);
    expect(await total({ payment_status: 'paid' })).toBe(paid - 1);
    expect(await total({ payment_status: 'refunded' })).toBe(refunded + 1);
    await expectTotalsExact();
  });

  it('follows a status change made at the desk', async () => {
    const order = await placeOrder(shop, customer, product.id, 1);
    const processing = await total({ status: 'processing' });
    const edited = await editPurchase(shop, staff, order.id, { status: 'processing' });
    expect(edited.status).toBe(200);
    expect(await total({ status: 'processing' })).toBe(processing + 1);
    await expectTotalsExact();
  });
});
