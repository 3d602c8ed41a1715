import {
  APPROVAL_PIN_WRONG,
  APPROVER_HEADER,
  APPROVER_PIN_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  RETURN_KEY_REUSED,
  RETURN_LINE_UNKNOWN,
  RETURN_NEEDS_OVERRIDE,
  RETURN_NOT_RETURNABLE,
  returnTooManyMessage,
  type AuditList,
  type StockMovementList,
  centsToDollars,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { ledgerMismatches } from '../src/inventory/stock-ledger-check';
import { SaleReturn } from '../src/returns/sale-return.entity';
import { DEMO, DEMO_ADMIN_PIN, grantToStaff, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { cancelPurchase, productInStock, stockOf } from './purchases.fixtures';
import { getPurchase, linesOf, soldDaysAgo, tillReturn, tillSale } from './returns.fixtures';

describe.each(databaseTargets())('returns at the till on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let admin: string;
  let customer: string;
  let shirt: Product;
  let shoe: Product;
  const returnCount = () => shop.orm.em.fork().count(SaleReturn);

  beforeAll(async () => {
    shop = await startTestShop(target);
    await grantToStaff(shop, 'cancel_sales');
    [staff, admin, customer] = await Promise.all([
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.customer),
    ]);
    shirt = await productInStock(shop);
    shoe = await productInStock(shop, 20, [shirt.id]);
  });
  afterAll(() => shop?.close());

  it('takes back part of a sale, up to what was sold and never more', async () => {
    const sale = await tillSale(shop, staff, [{ product_id: shirt.id, quantity: 3 }]);
    const [item] = sale.items;
    const line = { purchase_item_id: item!.id, reason: 'changed_mind', disposition: 'restock' };
    const stock = await stockOf(shop, shirt.id);

    const first = await tillReturn(shop, staff, {
      purchase_id: sale.id,
      receipt: true,
      lines: [{ ...line, quantity: 1 } as never],
    });
    expect(first.status).toBe(201);
    const price = centsToDollars(shirt.sellingPriceCents);
    expect(first.body.return).toMatchObject({
      purchase_id: sale.id,
      kind: 'return',
      status: 'refunded',
      channel: 'pos',
      total_amount: price,
      refunds: [{ method: 'card', amount: price }],
      lines: [{ purchase_item_id: item!.id, quantity: 1, disposition: 'restock', amount: price }],
      created_by: { username: 'staff' },
      refunded_by: { username: 'staff' },
    });
    expect(await stockOf(shop, shirt.id)).toBe(stock + 1);
    expect(await getPurchase(shop, staff, sale.id)).toMatchObject({
      payment_status: 'partially_refunded',
      returned_quantities: { [item!.id]: 1 },
      refunded_amount: price,
      returns: [{ id: first.body.return.id }],
    });

    const tooMany = await tillReturn(shop, staff, {
      purchase_id: sale.id,
      receipt: true,
      lines: [{ ...line, quantity: 3 } as never],
    });
    expect(tooMany).toMatchObject({
      status: 409,
      body: { error: returnTooManyMessage(shirt.name, 2) },
    });
    expect(await stockOf(shop, shirt.id)).toBe(stock + 1);

    const rest = await tillReturn(shop, staff, {
      purchase_id: sale.id,
      receipt: true,
      lines: [{ ...line, quantity: 2 } as never],
    });
    expect(rest.status).toBe(201);
    expect(await getPurchase(shop, staff, sale.id)).toMatchObject({
      payment_status: 'refunded',
      returned_quantities: { [item!.id]: 3 },
      refunded_amount: sale.total_amount,
    });
    expect(await stockOf(shop, shirt.id)).toBe(stock + 3);
  });

  it('puts restocked units back on the shelf and writes damaged ones off, in the ledger', async () => {
    const sale = await tillSale(shop, staff, [{ product_id: shoe.id, quantity: 2 }]);
    const stock = await stockOf(shop, shoe.id);
    const [item] = sale.items;
    const answer = await tillReturn(shop, staff, {
      purchase_id: sale.id,
      receipt: true,
      lines: [
        { purchase_item_id: item!.id, quantity: 2, reason: 'defective', disposition: 'write_off' },
      ],
    });
    expect(answer.status).toBe(201);
    expect(await stockOf(shop, shoe.id)).toBe(stock);
    const history = await shop.send<StockMovementList>(
      'GET',
      `/inventory/${shoe.id}/movements?per_page=2`,
      undefined,
      admin,
    );
    const reference = `return:${answer.body.return.id}`;
    expect(history.body.movements.map((m) => [m.reason, m.quantity_change, m.reference])).toEqual([
      ['write_off', -2, reference],
      ['return', 2, reference],
    ]);
    expect(await ledgerMismatches(shop.orm.em)).toEqual([]);
  });

  it('needs override_returns or an approval outside the window or without a receipt', async () => {
    const sale = await tillSale(shop, staff, [{ product_id: shirt.id, quantity: 2 }]);
    await soldDaysAgo(shop, sale.id, 40);
    const body = { purchase_id: sale.id, receipt: true, lines: linesOf(sale) };
    const before = await returnCount();
    expect(await tillReturn(shop, staff, body)).toMatchObject({
      status: 403,
      body: { error: RETURN_NEEDS_OVERRIDE, permission: 'override_returns' },
    });
    const wrong = { [APPROVER_HEADER]: 'admin', [APPROVER_PIN_HEADER]: '0000' };
    expect(await tillReturn(shop, staff, body, wrong)).toMatchObject({
      status: 403,
      body: { error: APPROVAL_PIN_WRONG, permission: 'override_returns' },
    });
    expect(await returnCount()).toBe(before);
    const approved = { [APPROVER_HEADER]: 'admin', [APPROVER_PIN_HEADER]: DEMO_ADMIN_PIN };
    const late = await tillReturn(shop, staff, body, approved);
    expect(late.status).toBe(201);
    expect(late.body.return.approved_by).toMatchObject({ username: 'admin' });
    const trail = await shop.send<AuditList>('GET', '/audit?kind=return', undefined, admin);
    expect(trail.body.entries[0]).toMatchObject({
      actor: { username: 'staff' },
      approved_by: 'admin',
      subject: `return:${late.body.return.id}`,
    });

    const recent = await tillSale(shop, staff, [{ product_id: shirt.id, quantity: 1 }]);
    const noReceipt = { purchase_id: recent.id, receipt: false, lines: linesOf(recent) };
    expect((await tillReturn(shop, staff, noReceipt)).status).toBe(403);
    const byAdmin = await tillReturn(shop, admin, noReceipt);
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.return).toMatchObject({ receipt: false, approved_by: null });
  });

  it('answers a retry with the same Idempotency-Key with the same return, once', async () => {
    const sale = await tillSale(shop, staff, [{ product_id: shirt.id, quantity: 2 }]);
    const stock = await stockOf(shop, shirt.id);
    const body = { purchase_id: sale.id, receipt: true, lines: linesOf(sale) };
    const key = { 'idempotency-key': `till-return-${sale.id}` };
    const [first, again] = [
      await tillReturn(shop, staff, body, key),
      await tillReturn(shop, staff, body, key),
    ];
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.return.id).toBe(first.body.return.id);
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(await stockOf(shop, shirt.id)).toBe(stock + 1);
    const defective = linesOf(sale).map((line) => ({ ...line, reason: 'defective' as const }));
    const other = await tillReturn(shop, staff, { ...body, lines: defective }, key);
    expect(other).toMatchObject({ status: 409, body: { error: RETURN_KEY_REUSED } });
  });

  it('refuses what cannot be returned, and changes nothing', async () => {
    const sale = await tillSale(shop, staff, [{ product_id: shirt.id, quantity: 1 }]);
    const other = await tillSale(shop, staff, [{ product_id: shoe.id, quantity: 1 }]);
    const before = await returnCount();
    const stock = await stockOf(shop, shirt.id);
    const body = { purchase_id: sale.id, receipt: true, lines: linesOf(sale) };
    expect((await tillReturn(shop, staff, { ...body, purchase_id: 999_999 })).status).toBe(404);
    expect(await tillReturn(shop, staff, { ...body, lines: linesOf(other) })).toMatchObject({
      status: 400,
      body: { error: RETURN_LINE_UNKNOWN },
    });
    const noNote = [{ ...linesOf(sale)[0]!, reason: 'other' as const }];
    expect(await tillReturn(shop, staff, { ...body, lines: noNote })).toMatchObject({
      status: 400,
      body: { error: 'Say why in a note when the reason is "other"' },
    });
    expect((await tillReturn(shop, customer, body)).status).toBe(403);
    expect((await cancelPurchase(shop, staff, sale.id)).status).toBe(200);
    expect(await tillReturn(shop, staff, body)).toMatchObject({
      status: 409,
      body: { error: RETURN_NOT_RETURNABLE },
    });
    expect(await returnCount()).toBe(before);
    expect(await stockOf(shop, shirt.id)).toBe(stock + 1); // the cancellation's, not a return's
  });
});
