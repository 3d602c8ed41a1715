import {
  APPROVER_HEADER,
  APPROVER_PIN_HEADER,
  DEFAULT_STAFF_PERMISSIONS,
  EXCHANGE_PAYMENT_NEEDED,
  refundRoomMessage,
  tenderedTooLowMessage,
  centsToDollars,
} from '@shop/contracts';
import { Product } from '../src/catalog/product.entity';
import { Purchase } from '../src/purchases/purchase.entity';
import { SaleReturn } from '../src/returns/sale-return.entity';
import { DEMO, DEMO_ADMIN_PIN, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { addRate, nycTaxOf } from './tax.fixtures';
import { setStock, stockOf } from './purchases.fixtures';
import {
  delivered,
  getPurchase,
  linesOf,
  tillReturn,
  tillSale,
  webOrder,
} from './returns.fixtures';

describe.each(databaseTargets())('exchanges and refunds on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let admin: string;
  let customer: string;
  /** Two products on sale, the first cheaper than the second. */
  let cheap: Product;
  let dear: Product;
  const counts = async () => {
    const em = shop.orm.em.fork();
    return { returns: await em.count(SaleReturn), purchases: await em.count(Purchase) };
  };

  beforeAll(async () => {
    shop = await startTestShop(target);
    [staff, admin, customer] = await Promise.all([
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.customer),
    ]);
    const products = await shop.orm.em
      .fork()
      .find(Product, { isActive: true }, { orderBy: { sellingPriceCents: 'asc', id: 'asc' } });
    [cheap, dear] = [products[0]!, products[products.length - 1]!];
    await setStock(shop, cheap.id, 50);
    await setStock(shop, dear.id, 50);
  });
  afterAll(() => shop?.close());

  it('sells the new goods in the same transaction, and the customer pays the difference', async () => {
    const sale = await tillSale(shop, staff, [{ product_id: cheap.id, quantity: 1 }]);
    const balanceCents = dear.sellingPriceCents - cheap.sellingPriceCents;
    const tenderedCents = Math.ceil(balanceCents / 1000) * 1000 + 1000;
    const body = {
      purchase_id: sale.id,
      receipt: true,
      lines: linesOf(sale),
      exchange_items: [{ product_id: dear.id, quantity: 1 }],
    };
    const stocks = [await stockOf(shop, cheap.id), await stockOf(shop, dear.id)];
    const before = await counts();

    expect(await tillReturn(shop, staff, body)).toMatchObject({
      status: 400,
      body: { error: EXCHANGE_PAYMENT_NEEDED },
    });
    const short = { ...body, payment_method: 'cash' as const, amount_tendered: 0.01 };
    expect(await tillReturn(shop, staff, short)).toMatchObject({
      status: 400,
      body: { error: tenderedTooLowMessage(1, balanceCents) },
    });
    expect(await counts()).toEqual(before);
    expect([await stockOf(shop, cheap.id), await stockOf(shop, dear.id)]).toEqual(stocks);

    const paid = {
      ...body,
      payment_method: 'cash' as const,
      amount_tendered: centsToDollars(tenderedCents),
    };
    const exchange = await tillReturn(shop, staff, paid);
    expect(exchange.status).toBe(201);
    const answer = exchange.body.return;
    expect(answer).toMatchObject({
      balance: centsToDollars(balanceCents),
      amount_tendered: centsToDollars(tenderedCents),
      change_due: centsToDollars(tenderedCents - balanceCents),
      refunds: [],
      total_amount: centsToDollars(cheap.sellingPriceCents),
    });
    const sold = await getPurchase(shop, staff, answer.exchange_purchase_id!);
    expect(sold).toMatchObject({
      channel: 'pos',
      status: 'completed',
      payment_method: 'cash',
      total_amount: centsToDollars(dear.sellingPriceCents),
      items: [{ product_id: dear.id, quantity: 1 }],
    });
    expect(sold.notes).toContain(`Exchange for return #${answer.id} of purchase #${sale.id}`);
    expect([await stockOf(shop, cheap.id), await stockOf(shop, dear.id)]).toEqual([
      stocks[0]! + 1,
      stocks[1]! - 1,
    ]);
    // The returned amount paid for the new goods: nothing went back to the card.
    expect(await getPurchase(shop, staff, sale.id)).toMatchObject({
      payment_status: 'paid',
      refunded_amount: 0,
    });
  });

  it('gives a negative balance back to the tender the sale was paid with', async () => {
    const sale = await tillSale(shop, staff, [{ product_id: dear.id, quantity: 1 }]);
    const exchange = await tillReturn(shop, staff, {
      purchase_id: sale.id,
      receipt: true,
      lines: linesOf(sale),
      exchange_items: [{ product_id: cheap.id, quantity: 1 }],
    });
    expect(exchange.status).toBe(201);
    const backCents = dear.sellingPriceCents - cheap.sellingPriceCents;
    expect(exchange.body.return).toMatchObject({
      balance: -centsToDollars(backCents),
      refunds: [{ method: 'card', amount: centsToDollars(backCents) }],
      amount_tendered: null,
      change_due: null,
    });
    const sold = await getPurchase(shop, staff, exchange.body.return.exchange_purchase_id!);
    expect(sold).toMatchObject({
      payment_method: 'card',
      total_amount: centsToDollars(cheap.sellingPriceCents),
    });
    expect(await getPurchase(shop, staff, sale.id)).toMatchObject({
      payment_status: 'partially_refunded',
      refunded_amount: centsToDollars(backCents),
    });
  });

  it('refunds no more than a tender took: nothing before an order is paid', async () => {
    const order = await webOrder(shop, customer, [{ product_id: cheap.id, quantity: 1 }], 'cash');
    await delivered(shop, staff, order.id);
    const body = { purchase_id: order.id, receipt: true, lines: linesOf(order) };
    expect(await tillReturn(shop, staff, body)).toMatchObject({
      status: 409,
      body: { error: refundRoomMessage(0) },
    });
    const paid = await shop.send(
      'PUT',
      `/purchases/${order.id}`,
      { payment_status: 'paid' },
      staff,
    );
    expect(paid.status).toBe(200);
    const back = await tillReturn(shop, staff, body);
    expect(back.status).toBe(201);
    expect(back.body.return.refunds).toEqual([
      { method: 'cash', amount: centsToDollars(cheap.sellingPriceCents) },
    ]);
  });

  it('needs what a sale needs for the exchange: sell, or an approval', async () => {
    const sale = await tillSale(shop, staff, [{ product_id: cheap.id, quantity: 1 }]);
    const roles = (permissions: string[]) =>
      shop.send('PUT', '/staff/roles/staff', { permissions, discount_limit_percent: 10 }, admin);
    expect((await roles(['take_returns'])).status).toBe(200);
    const body = {
      purchase_id: sale.id,
      receipt: true,
      lines: linesOf(sale),
      exchange_items: [{ product_id: cheap.id, quantity: 1 }],
    };
    expect(await tillReturn(shop, staff, body)).toMatchObject({
      status: 403,
      body: { permission: 'sell' },
    });
    const approval = { [APPROVER_HEADER]: 'admin', [APPROVER_PIN_HEADER]: DEMO_ADMIN_PIN };
    expect((await tillReturn(shop, staff, body, approval)).status).toBe(201);
    expect((await roles([...DEFAULT_STAFF_PERMISSIONS.permissions])).status).toBe(200);
  });

  it('gives back each unit’s share of the line and its tax, the last units the rest', async () => {
    await addRate(shop, admin, { name: 'NYC', percentage: 8.875, is_default: true });
    const sale = await tillSale(shop, staff, [{ product_id: cheap.id, quantity: 3 }]);
    const line = cheap.sellingPriceCents * 3;
    expect(sale.tax).toBe(centsToDollars(nycTaxOf(line)));
    const amounts: number[] = [];
    for (let n = 0; n < 3; n++) {
      const back = await tillReturn(shop, staff, {
        purchase_id: sale.id,
        receipt: true,
        lines: linesOf(sale),
      });
      expect(back.status).toBe(201);
      amounts.push(Math.round(back.body.return.total_amount * 100));
    }
    const share = (units: number) =>
      Math.round((line * units) / 3) + Math.round((nycTaxOf(line) * units) / 3);
    expect(amounts).toEqual([share(1), share(2) - share(1), line + nycTaxOf(line) - share(2)]);
    expect(amounts.reduce((sum, cents) => sum + cents, 0)).toBe(
      Math.round(sale.total_amount * 100),
    );
    expect(await getPurchase(shop, staff, sale.id)).toMatchObject({
      payment_status: 'refunded',
      refunded_amount: sale.total_amount,
    });
  });
});
