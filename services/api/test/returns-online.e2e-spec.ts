import {
  CANCEL_LINES_ALL,
  CANCEL_LINES_OPEN_ONLY,
  IDEMPOTENT_REPLAY_HEADER,
  RETURN_ALREADY_RECEIVED,
  RETURN_NOT_RETURNABLE,
  RETURN_OUTSIDE_WINDOW,
  RETURN_RECEIVE_FIRST,
  returnTooManyMessage,
  type AuditList,
  type AuthResponse,
  type ReturnList,
  type ReturnResponse,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { ledgerMismatches } from '../src/inventory/stock-ledger-check';
import { DEMO, grantToStaff, newAccount, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { cancelPurchase, productInStock, stockOf } from './purchases.fixtures';
import { delivered, getPurchase, sendWith, soldDaysAgo, webOrder } from './returns.fixtures';

describe.each(databaseTargets())('returns online on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let customer: string;
  let stranger: string;
  let shirt: Product;
  let shoe: Product;
  const post = (path: string, token: string, body?: unknown) =>
    sendWith<ReturnResponse>(shop, 'POST', path, token, body);
  const ask = (purchaseId: number, itemId: number, quantity = 1) =>
    post(`/purchases/${purchaseId}/returns`, customer, {
      lines: [{ purchase_item_id: itemId, quantity, reason: 'wrong_size' }],
    });
  const receive = (returnId: number, lineId: number, disposition = 'restock') =>
    post(`/returns/${returnId}/receive`, staff, {
      lines: [{ return_line_id: lineId, disposition }],
    });

  beforeAll(async () => {
    shop = await startTestShop(target);
    await grantToStaff(shop, 'cancel_sales');
    [staff, customer] = await Promise.all([signIn(shop, DEMO.staff), signIn(shop, DEMO.customer)]);
    const joined = await shop.send<AuthResponse>('POST', '/auth/register', newAccount('returns'));
    stranger = joined.body.access_token;
    shirt = await productInStock(shop);
    shoe = await productInStock(shop, 20, [shirt.id]);
  });
  afterAll(() => shop?.close());

  it('goes from asked to received to refunded, and the customer sees each step', async () => {
    const order = await webOrder(shop, customer, [
      { product_id: shirt.id, quantity: 2 },
      { product_id: shoe.id, quantity: 1 },
    ]);
    await delivered(shop, staff, order.id);
    const item = order.items.find((line) => line.product_id === shirt.id)!;
    const stock = await stockOf(shop, shirt.id);

    const asked = await ask(order.id, item.id);
    expect(asked.status).toBe(201);
    const id = asked.body.return.id;
    expect(asked.body.return).toMatchObject({
      status: 'requested',
      channel: 'web',
      refunds: [],
      created_by: { username: 'customer' },
      lines: [{ purchase_item_id: item.id, quantity: 1, disposition: null }],
    });
    expect(await stockOf(shop, shirt.id)).toBe(stock);
    expect((await shop.send('GET', `/returns/${id}`, undefined, customer)).status).toBe(200);
    expect((await shop.send('GET', `/returns/${id}`, undefined, stranger)).status).toBe(404);
    const listed = await shop.send<ReturnList>(
      'GET',
      '/returns?status=requested',
      undefined,
      staff,
    );
    expect(listed.body.returns.map((r) => r.id)).toContain(id);
    expect(await ask(order.id, item.id, 2)).toMatchObject({
      status: 409,
      body: { error: returnTooManyMessage(shirt.name, 1) },
    });
    expect(await post(`/returns/${id}/refund`, staff)).toMatchObject({
      status: 409,
      body: { error: RETURN_RECEIVE_FIRST },
    });

    const lineId = asked.body.return.lines[0]!.id;
    const received = await receive(id, lineId);
    expect(received.status).toBe(200);
    expect(received.body.return).toMatchObject({
      status: 'received',
      received_by: { username: 'staff' },
      lines: [{ disposition: 'restock' }],
    });
    expect(await stockOf(shop, shirt.id)).toBe(stock + 1);
    const again = await receive(id, lineId);
    expect(again.status).toBe(200);
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(await receive(id, lineId, 'write_off')).toMatchObject({
      status: 409,
      body: { error: RETURN_ALREADY_RECEIVED },
    });
    expect(await stockOf(shop, shirt.id)).toBe(stock + 1);

    const amount = item.unit_price;
    const refunded = await post(`/returns/${id}/refund`, staff);
    expect(refunded.status).toBe(200);
    expect(refunded.body.return).toMatchObject({
      status: 'refunded',
      refunds: [{ method: 'card', amount }],
      refunded_by: { username: 'staff' },
    });
    const twice = await post(`/returns/${id}/refund`, staff);
    expect(twice.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(twice.body.return.refunds).toEqual([{ method: 'card', amount }]);
    expect(await getPurchase(shop, customer, order.id)).toMatchObject({
      payment_status: 'partially_refunded',
      refunded_amount: amount,
      returned_quantities: { [item.id]: 1 },
      returns: [{ id, status: 'refunded' }],
    });
  });

  it('declines a request with a note, and nothing moves', async () => {
    const order = await webOrder(shop, customer, [{ product_id: shirt.id, quantity: 1 }]);
    await delivered(shop, staff, order.id);
    const asked = await ask(order.id, order.items[0]!.id);
    const stock = await stockOf(shop, shirt.id);
    const declined = await post(`/returns/${asked.body.return.id}/reject`, staff, {
      note: 'Worn outdoors',
    });
    expect(declined.body.return).toMatchObject({ status: 'rejected', note: 'Worn outdoors' });
    expect(await stockOf(shop, shirt.id)).toBe(stock);
    expect((await getPurchase(shop, customer, order.id)).returned_quantities).toEqual({});
    // Declined units may be asked for again.
    expect((await ask(order.id, order.items[0]!.id)).status).toBe(201);
  });

  it('lets a customer ask only of their own delivered web orders, within the window', async () => {
    const open = await webOrder(shop, customer, [{ product_id: shirt.id, quantity: 1 }]);
    expect(await ask(open.id, open.items[0]!.id)).toMatchObject({
      status: 409,
      body: { error: RETURN_NOT_RETURNABLE },
    });
    await delivered(shop, staff, open.id);
    const asStranger = await sendWith(shop, 'POST', `/purchases/${open.id}/returns`, stranger, {
      lines: [{ purchase_item_id: open.items[0]!.id, quantity: 1, reason: 'wrong_size' }],
    });
    expect(asStranger.status).toBe(404);
    await soldDaysAgo(shop, open.id, 45);
    expect(await ask(open.id, open.items[0]!.id)).toMatchObject({
      status: 409,
      body: { error: RETURN_OUTSIDE_WINDOW },
    });
  });

  it('cancels lines of an open web order: back to stock, refunded when paid', async () => {
    const byCard = await webOrder(shop, customer, [
      { product_id: shirt.id, quantity: 3 },
      { product_id: shoe.id, quantity: 1 },
    ]);
    const [shirts, shoes] = [byCard.items[0]!, byCard.items[1]!];
    const stock = await stockOf(shop, shirt.id);
    const cancel = (id: number, lines: { purchase_item_id: number; quantity: number }[]) =>
      post(`/purchases/${id}/cancel-lines`, staff, { lines });

    const part = await cancel(byCard.id, [{ purchase_item_id: shirts.id, quantity: 2 }]);
    expect(part.status).toBe(201);
    expect(part.body.return).toMatchObject({
      kind: 'cancellation',
      status: 'refunded',
      refunds: [{ method: 'card', amount: shirts.unit_price * 2 }],
      lines: [{ reason: null, disposition: 'restock' }],
    });
    expect(await stockOf(shop, shirt.id)).toBe(stock + 2);
    expect(await getPurchase(shop, staff, byCard.id)).toMatchObject({
      status: 'pending',
      payment_status: 'partially_refunded',
      amount_due: 0,
    });
    expect(
      await cancel(byCard.id, [
        { purchase_item_id: shirts.id, quantity: 1 },
        { purchase_item_id: shoes.id, quantity: 1 },
      ]),
    ).toMatchObject({ status: 409, body: { error: CANCEL_LINES_ALL } });

    const unpaid = await webOrder(shop, customer, [{ product_id: shirt.id, quantity: 2 }], 'cash');
    const cash = await cancel(unpaid.id, [{ purchase_item_id: unpaid.items[0]!.id, quantity: 1 }]);
    expect(cash.body.return.refunds).toEqual([]);
    expect(await getPurchase(shop, staff, unpaid.id)).toMatchObject({
      payment_status: 'pending',
      refunded_amount: 0,
      amount_due: unpaid.total_amount - unpaid.items[0]!.unit_price,
    });

    await delivered(shop, staff, unpaid.id);
    expect(
      await cancel(unpaid.id, [{ purchase_item_id: unpaid.items[0]!.id, quantity: 1 }]),
    ).toMatchObject({
      status: 409,
      body: { error: CANCEL_LINES_OPEN_ONLY },
    });
    expect(
      (await post(`/purchases/${byCard.id}/cancel-lines`, customer, { lines: [] })).status,
    ).toBe(403);
  });

  it('leaves every receipt, refund, refusal and cancelled line in the audit trail', async () => {
    const admin = await signIn(shop, DEMO.admin);
    const trail = async (kind: string) =>
      (await shop.send<AuditList>('GET', `/audit?kind=${kind}&per_page=50`, undefined, admin)).body
        .entries;
    const summaries = (entries: AuditList['entries']) => entries.map((entry) => entry.summary);
    expect(summaries(await trail('return'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Return #\d+ of purchase #\d+ received: 1 item\(s\)/),
        expect.stringMatching(/^Return #\d+ of purchase #\d+ declined: Worn outdoors$/),
      ]),
    );
    expect(summaries(await trail('refund'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/refunded: \$[\d.,]+ to card; payment partially_refunded$/),
      ]),
    );
    expect(summaries(await trail('cancellation'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Cancelled 2 item\(s\) of purchase #\d+ \(return #\d+\): .*, refunded /,
        ),
        expect.stringMatching(/nothing to refund \(unpaid\)$/),
      ]),
    );
    expect((await trail('refund'))[0]).toMatchObject({ actor: { username: 'staff' } });
  });

  it('cancels a whole order after some of it came back: only the rest returns to stock', async () => {
    const order = await webOrder(shop, customer, [{ product_id: shoe.id, quantity: 3 }]);
    const stock = await stockOf(shop, shoe.id);
    const line = order.items[0]!;
    const part = await post(`/purchases/${order.id}/cancel-lines`, staff, {
      lines: [{ purchase_item_id: line.id, quantity: 1 }],
    });
    expect(part.status).toBe(201);
    expect((await cancelPurchase(shop, staff, order.id)).status).toBe(200);
    expect(await stockOf(shop, shoe.id)).toBe(stock + 3);
    expect(await getPurchase(shop, staff, order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    });
    expect(await ledgerMismatches(shop.orm.em)).toEqual([]);

    // A return received but not refunded holds the money owed: the order cannot be cancelled.
    const held = await webOrder(shop, customer, [{ product_id: shoe.id, quantity: 2 }]);
    await delivered(shop, staff, held.id);
    const asked = await ask(held.id, held.items[0]!.id);
    expect((await receive(asked.body.return.id, asked.body.return.lines[0]!.id)).status).toBe(200);
    const refused = await cancelPurchase(shop, staff, held.id);
    expect(refused.status).toBe(409);
    expect((await getPurchase(shop, staff, held.id)).status).toBe('completed');
  });
});
