import { paidCardOrder } from './payments.fixtures';
import { PURCHASE_STATUSES, PURCHASE_TRANSITIONS, type PurchaseStatus } from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { StockMovement } from '../src/inventory/stock-movement.entity';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import {
  cancelPurchase,
  editPurchase,
  placeOrder,
  productInStock,
  setStock,
  stockOf,
} from './purchases.fixtures';

/** The allowed route from a new (pending) purchase to each status. */
const ROUTE_TO: Record<PurchaseStatus, PurchaseStatus[]> = {
  pending: [],
  processing: ['processing'],
  completed: ['processing', 'completed'],
  cancelled: ['cancelled'],
};

describe.each(databaseTargets())('purchase status changes on $name', (target) => {
  let shop: TestShop;
  let customer: string;
  let staff: string;
  let product: Product;

  const put = (id: number, body: unknown, token = staff) => editPurchase(shop, token, id, body);
  const cancel = (id: number, token: string) => cancelPurchase(shop, token, id);
  // A card order is paid through the test provider first, as the storefront pays it.
  const order = (token = customer, quantity = 2, method = 'cash') =>
    method === 'card'
      ? paidCardOrder(shop, token, product.id, quantity)
      : placeOrder(shop, token, product.id, quantity, method);

  beforeAll(async () => {
    shop = await startTestShop(target);
    await grantToStaff(shop, 'cancel_sales');
    [customer, staff] = await Promise.all([signIn(shop, DEMO.customer), signIn(shop, DEMO.staff)]);
    product = await productInStock(shop, 1);
    await setStock(shop, product.id, 500);
  });
  afterAll(() => shop?.close());

  it('lets a customer cancel an own pending purchase once: stock back and card refunded', async () => {
    const stock = await stockOf(shop, product.id);
    const purchase = await order(customer, 3, 'card');
    expect(await stockOf(shop, product.id)).toBe(stock - 3);

    const cancelled = await cancel(purchase.id, customer);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.purchase).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    });
    expect(await stockOf(shop, product.id)).toBe(stock);
    expect(await cancel(purchase.id, customer)).toMatchObject({
      status: 409,
      body: { error: 'Purchase is already cancelled' },
    });
    expect(await stockOf(shop, product.id)).toBe(stock);
    const ledger = await shop.orm.em
      .fork()
      .find(StockMovement, { reference: `purchase:${purchase.id}` }, { orderBy: { id: 'asc' } });
    expect(ledger.map((row) => [row.quantityChange, row.reason])).toEqual([
      [-3, 'sale'],
      [3, 'cancellation'],
    ]);
  });

  it('refuses a customer cancel once staff have started on the purchase', async () => {
    const purchase = await order();
    expect((await put(purchase.id, { status: 'processing' })).status).toBe(200);
    expect(await cancel(purchase.id, customer)).toMatchObject({
      status: 409,
      body: { error: 'Only pending purchases can be cancelled; this one is processing' },
    });
  });

  it('lets staff set payment status and notes, and refuses an empty or invalid edit', async () => {
    const purchase = await order();
    const edited = await put(purchase.id, { payment_status: 'paid', notes: 'Paid at the door' });
    expect(edited.body.purchase).toMatchObject({
      status: 'pending',
      payment_status: 'paid',
      notes: 'Paid at the door',
    });
    // The same edit again (a form re-sending every field) changes nothing and still succeeds.
    const again = await put(purchase.id, {
      status: 'pending',
      payment_status: 'paid',
      notes: 'Paid at the door',
    });
    expect(again).toMatchObject({ status: 200, body: edited.body });
    expect(await put(purchase.id, {})).toMatchObject({
      status: 400,
      body: { error: 'Nothing to update: send status, payment_status or notes' },
    });
    expect(await put(purchase.id, { status: 'shipped' })).toMatchObject({
      status: 400,
      body: { error: 'status must be one of pending, processing, completed, cancelled' },
    });
    expect(await put(999_999, { notes: 'x' })).toMatchObject({ status: 404 });
  });

  const pairs = PURCHASE_STATUSES.flatMap((from) =>
    PURCHASE_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
  );
  it.each(pairs)('staff: %s → %s follows the transition table', async (from, to) => {
    const purchase = await order(customer, 1, 'card');
    for (const step of ROUTE_TO[from])
      expect((await put(purchase.id, { status: step })).status).toBe(200);
    const stock = await stockOf(shop, product.id);
    const response = await put(purchase.id, { status: to });
    if (PURCHASE_TRANSITIONS[from].includes(to)) {
      expect(response.status).toBe(200);
      expect(response.body.purchase.status).toBe(to);
      expect(response.body.purchase.payment_status).toBe(to === 'cancelled' ? 'refunded' : 'paid');
      expect(await stockOf(shop, product.id)).toBe(to === 'cancelled' ? stock + 1 : stock);
    } else {
      expect(response).toMatchObject({
        status: 409,
        body: { error: `Cannot change a ${from} purchase to ${to}` },
      });
      expect(await stockOf(shop, product.id)).toBe(stock);
    }
  });
});
