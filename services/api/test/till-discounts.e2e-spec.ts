import {
  APPROVAL_PIN_WRONG,
  APPROVER_HEADER,
  APPROVER_PIN_HEADER,
  DISCOUNT_NOTE_NEEDED,
  DISCOUNT_PERCENT_MAX_ERROR,
  LINE_DISCOUNT_UNKNOWN_LINE,
  TILL_DISCOUNTS_ONLY_AT_TILL,
  type AuditList,
  type PurchaseQuote,
  type PurchaseResponse,
  type SalesReport,
} from '@shop/contracts';
import { Product } from '../src/catalog/product.entity';
import { Purchase } from '../src/purchases/purchase.entity';
import { atTill, closeDrawer, openTill, sessionOf, type Till } from './drawer.fixtures';
import { buy, productInStock, stockOf } from './purchases.fixtures';
import { sendWith, tillReturn } from './returns.fixtures';
import { DEMO, DEMO_ADMIN_PIN, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { addRate } from './tax.fixtures';

const APPROVED_BY_ADMIN = { [APPROVER_HEADER]: 'admin', [APPROVER_PIN_HEADER]: DEMO_ADMIN_PIN };
const loyalty = (value: number) => ({ kind: 'percent', value, reason: 'loyalty' }) as const;

describe.each(databaseTargets())('discounts at the till on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  let staff: string;
  let tee: Product;
  let cap: Product;
  let shoe: Product;
  let front: Till;
  const lines = () => [
    { product_id: tee.id, quantity: 1 },
    { product_id: cap.id, quantity: 1 },
  ];
  const sell = (token: string, body: Record<string, unknown>, headers = {}) =>
    sendWith<PurchaseResponse>(
      shop,
      'POST',
      '/purchases/',
      token,
      { items: lines(), payment_method: 'card', ...atTill(front), ...body },
      headers,
    );

  beforeAll(async () => {
    shop = await startTestShop(target);
    [admin, staff] = await Promise.all([signIn(shop, DEMO.admin), signIn(shop, DEMO.staff)]);
    tee = await productInStock(shop, 40);
    cap = await productInStock(shop, 40, [tee.id]);
    shoe = await productInStock(shop, 40, [tee.id, cap.id]);
    // $20.00 and $10.00 a piece, every line taxed at 10 %, so the maths below reads plainly.
    const em = shop.orm.em.fork();
    await em.nativeUpdate(Product, { id: tee.id }, { sellingPriceCents: 2000 });
    await em.nativeUpdate(Product, { id: cap.id }, { sellingPriceCents: 1000 });
    await em.nativeUpdate(Product, { id: shoe.id }, { sellingPriceCents: 5995 });
    await addRate(shop, admin, { name: 'Flat 10', percentage: 10, is_default: true });
    front = await openTill(shop);
  });
  afterAll(() => shop?.close());

  it('prices a line and a sale discount on the server, tax after them, as the quote did', async () => {
    const discounts = {
      line_discounts: [{ product_id: tee.id, kind: 'amount', value: 2, reason: 'damaged' }],
      sale_discount: loyalty(5),
    };
    const quote = await shop.send<PurchaseQuote>('POST', '/purchases/quote', {
      items: lines(),
      channel: 'pos',
      ...discounts,
    });
    // $20.00 − $2.00 and $10.00 leave $28.00; 5 % of it is $1.40, spread $0.90 and $0.50;
    // tax 10 % of $17.10 and of $9.50: $1.71 and $0.95.
    const priced = { subtotal: 30, discount_amount: 3.4, tax: 2.66, total_amount: 29.26 };
    expect(quote).toMatchObject({ status: 200, body: { ...priced, sale_discount_amount: 1.4 } });
    expect(quote.body.items.map((item) => item.discount_amount)).toEqual([2, 0]);

    // A client's own prices are ignored: the server prices every line.
    const sold = await sell(staff, {
      ...discounts,
      items: lines().map((line) => ({ ...line, unit_price: 0.01, total_price: 0.01 })),
    });
    expect(sold.status).toBe(201);
    const { purchase } = sold.body;
    expect(purchase).toMatchObject({
      ...priced,
      sale_discount_amount: 1.4,
      sale_discount_reason: 'loyalty',
    });
    expect(purchase.items.map((item) => [item.discount_amount, item.discount_reason])).toEqual([
      [2, 'damaged'],
      [0, null],
    ]);
    const again = await shop.send<PurchaseResponse>(
      'GET',
      `/purchases/${purchase.id}`,
      undefined,
      staff,
    );
    expect(again.body.purchase).toMatchObject({ ...priced, sale_discount_amount: 1.4 });
    const audit = await shop.send<AuditList>('GET', '/audit?kind=drawer', undefined, admin);
    const entry = audit.body.entries.find((one) => one.subject === `purchase:${purchase.id}`);
    expect(entry).toMatchObject({
      actor: { username: 'staff' },
      approved_by: null,
      summary: `Gave discounts on sale #${purchase.id}: $2.00 off (Damaged) ${tee.name}; $1.40 (5 %) off (Loyalty) the sale`,
    });
  });

  it('refuses a discount over the cashier’s limit until a manager approves it', async () => {
    const stock = await stockOf(shop, tee.id);
    const body = { sale_discount: { kind: 'percent', value: 15, reason: 'price_match' } };
    const refused = await sell(staff, body);
    expect(refused).toMatchObject({
      status: 403,
      body: {
        error: 'A discount of 15 % is over your limit of 10 %: a manager can approve it',
        permission: 'give_discounts',
      },
    });
    const wrongPin = await sell(staff, body, {
      ...APPROVED_BY_ADMIN,
      [APPROVER_PIN_HEADER]: '0000',
    });
    expect(wrongPin).toMatchObject({ status: 403, body: { error: APPROVAL_PIN_WRONG } });
    expect(await stockOf(shop, tee.id)).toBe(stock);

    const approved = await sell(staff, body, APPROVED_BY_ADMIN);
    expect(approved.status).toBe(201);
    // 15 % of $30.00 is $4.50; tax 10 % of $25.50.
    expect(approved.body.purchase).toMatchObject({ discount_amount: 4.5, total_amount: 28.05 });
    const kept = await shop.orm.em
      .fork()
      .findOneOrFail(Purchase, approved.body.purchase.id, { populate: ['discountApprovedBy'] });
    expect(kept.discountApprovedBy?.getEntity().username).toBe('admin');
    const audit = await shop.send<AuditList>('GET', '/audit?kind=drawer', undefined, admin);
    expect(audit.body.entries).toContainEqual(
      expect.objectContaining({
        subject: `purchase:${approved.body.purchase.id}`,
        approved_by: 'admin',
      }),
    );
    // Within the limit, no approval is asked: 10 % of $59.95 rounds to $6.00, still the 10 % given.
    const within = await sell(staff, {
      items: [{ product_id: shoe.id, quantity: 1 }],
      sale_discount: loyalty(10),
    });
    expect(within).toMatchObject({ status: 201, body: { purchase: { discount_amount: 6 } } });
  });

  it('refuses bad discounts with a clear 400 and sells nothing', async () => {
    const stock = await stockOf(shop, tee.id);
    const refusals: [Record<string, unknown>, string][] = [
      [{ sale_discount: { kind: 'percent', value: 5, reason: 'other' } }, DISCOUNT_NOTE_NEEDED],
      [
        { sale_discount: { kind: 'percent', value: 101, reason: 'staff' } },
        DISCOUNT_PERCENT_MAX_ERROR,
      ],
      [
        { line_discounts: [{ product_id: 999_999, kind: 'amount', value: 1, reason: 'staff' }] },
        LINE_DISCOUNT_UNKNOWN_LINE,
      ],
      [
        { line_discounts: [{ product_id: cap.id, kind: 'amount', value: 11, reason: 'staff' }] },
        "A discount of $11.00 is more than the line's $10.00",
      ],
    ];
    for (const [body, error] of refusals)
      expect(await sell(admin, body)).toMatchObject({ status: 400, body: { error } });
    const web = await buy(shop, staff, lines(), {
      payment_method: 'card',
      sale_discount: loyalty(5),
    });
    expect(web).toMatchObject({ status: 400, body: { error: TILL_DISCOUNTS_ONLY_AT_TILL } });
    expect(await stockOf(shop, tee.id)).toBe(stock);
  });

  it('shows the session’s discounts in its X and Z reports: gross, discounts, net', async () => {
    const back = await openTill(shop, { register: 'Back counter' });
    const onBack = { ...atTill(back), payment_method: 'card' };
    expect((await sell(staff, { ...onBack, sale_discount: loyalty(10) })).status).toBe(201);
    expect((await sell(staff, onBack)).status).toBe(201);
    const line = { product_id: cap.id, kind: 'percent', value: 10, reason: 'damaged' };
    expect((await sell(staff, { ...onBack, line_discounts: [line] })).status).toBe(201);

    const x = (await sessionOf(shop, staff, back.sessionId)).report;
    // $3.00 + $0 + $1.00 off $90.00 of goods: net $86.00.
    expect(x.sales).toMatchObject({ count: 3, gross: 90, discounts: 4, net: 86 });
    const closed = await closeDrawer(
      shop,
      staff,
      back.sessionId,
      {},
      x.sales.total,
      'Float to the safe',
    );
    expect(closed.status).toBe(200);
    // The sales report keeps one way: its figures are before discounts, the till's are apart.
    const report = await shop.send<SalesReport>('GET', '/reports/sales', undefined, admin);
    // This file's discounted sales: $3.40; $4.50 and $6.00; $3.00 and $1.00.
    expect(report.body.till_discounts).toEqual({ sales: 5, discount: 17.9 });
    expect(report.body.discount_codes).toEqual([]);
    expect(closed.body.session.report.sales).toMatchObject({ gross: 90, discounts: 4, net: 86 });
  });

  it('refunds what a discounted line paid, not its price', async () => {
    const sold = await sell(staff, {
      line_discounts: [{ product_id: tee.id, kind: 'amount', value: 2, reason: 'damaged' }],
      sale_discount: loyalty(5),
    });
    expect(sold.status).toBe(201);
    const teeLine = sold.body.purchase.items.find((item) => item.product_id === tee.id)!;
    const taken = await tillReturn(shop, staff, {
      purchase_id: sold.body.purchase.id,
      register_id: front.registerId,
      receipt: true,
      lines: [
        { purchase_item_id: teeLine.id, quantity: 1, reason: 'wrong_size', disposition: 'restock' },
      ],
    });
    // $20.00 less its $2.00 and its $0.90 share of the sale's $1.40: $17.10, and its tax $1.71.
    expect(taken).toMatchObject({ status: 201, body: { return: { total_amount: 18.81 } } });
  });
});
