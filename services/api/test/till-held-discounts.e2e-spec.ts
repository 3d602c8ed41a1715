import {
  APPROVER_HEADER,
  APPROVER_PIN_HEADER,
  DISCOUNT_NOTE_NEEDED,
  LINE_DISCOUNT_UNKNOWN_LINE,
  type AuditList,
  type HeldSaleList,
  type HeldSaleResponse,
  type PurchaseResponse,
} from '@shop/contracts';
import { Product } from '../src/catalog/product.entity';
import { Purchase } from '../src/purchases/purchase.entity';
import { atTill, openTill, type Till } from './drawer.fixtures';
import { productInStock } from './purchases.fixtures';
import { sendWith } from './returns.fixtures';
import { DEMO, DEMO_ADMIN_PIN, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

const APPROVED_BY_ADMIN = { [APPROVER_HEADER]: 'admin', [APPROVER_PIN_HEADER]: DEMO_ADMIN_PIN };

/**
 * Held sales keep their discounts (docs/decisions/0114-held-sales-keep-their-discounts.md): a
 * hold keeps each line's discount and the sale's as given, the resumed sale carries them back,
 * and the sale judges them again against the cashier completing it; no approval rides with a hold.
 */
describe.each(databaseTargets())('held sales keep their discounts on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let admin: string;
  let tee: Product;
  let cap: Product;
  let front: Till;
  const damaged = { kind: 'amount', value: 2, reason: 'damaged', note: null } as const;
  const priceMatch = { kind: 'percent', value: 15, reason: 'price_match', note: null } as const;
  const lines = () => [
    { product_id: tee.id, quantity: 1 },
    { product_id: cap.id, quantity: 1 },
  ];

  const hold = (body: Record<string, unknown>) =>
    shop.send<HeldSaleResponse>(
      'POST',
      '/pos/held-sales',
      { register_id: front.registerId, note: 'Discounted', items: lines(), ...body },
      staff,
    );
  const resume = (id: number) =>
    shop.send<HeldSaleResponse>(
      'POST',
      `/pos/held-sales/${id}/resume`,
      { register_id: front.registerId },
      staff,
    );
  const sell = (body: Record<string, unknown>, headers = {}) =>
    sendWith<PurchaseResponse>(
      shop,
      'POST',
      '/purchases/',
      staff,
      { items: lines(), payment_method: 'card', ...atTill(front), ...body },
      headers,
    );

  beforeAll(async () => {
    shop = await startTestShop(target);
    [staff, admin] = await Promise.all([signIn(shop, DEMO.staff), signIn(shop, DEMO.admin)]);
    tee = await productInStock(shop, 40);
    cap = await productInStock(shop, 40, [tee.id]);
    const em = shop.orm.em.fork();
    await em.nativeUpdate(Product, { id: tee.id }, { sellingPriceCents: 2000 });
    await em.nativeUpdate(Product, { id: cap.id }, { sellingPriceCents: 1000 });
    front = await openTill(shop);
  });
  afterAll(() => shop?.close());

  it('keeps a line and a sale discount through hold, list and resume, as given', async () => {
    const held = await hold({
      line_discounts: [{ product_id: tee.id, ...damaged }],
      sale_discount: priceMatch,
    });
    expect(held.status).toBe(201);
    const kept = {
      line_discounts: [{ product_id: tee.id, ...damaged }],
      sale_discount: priceMatch,
      // Before any discount: the sale prices them when it is completed.
      total: 30,
    };
    expect(held.body.held_sale).toMatchObject(kept);
    const id = held.body.held_sale.id;
    const listed = await shop.send<HeldSaleList>('GET', '/pos/held-sales', undefined, admin);
    expect(listed.body.held_sales.find((sale) => sale.id === id)).toMatchObject(kept);

    const resumed = await resume(id);
    expect(resumed).toMatchObject({ status: 200, body: { held_sale: kept } });

    const audit = await shop.send<AuditList>('GET', '/audit?kind=drawer', undefined, admin);
    const entry = audit.body.entries.find((one) => one.subject === `held_sale:${id}`);
    expect(entry?.after ?? entry?.before).toMatchObject({
      items: [{ product_id: tee.id, quantity: 1, discount: damaged }, { product_id: cap.id }],
      sale_discount: priceMatch,
    });
  });

  it('judges the resumed discounts again at the sale: over the limit asks for an approval', async () => {
    const held = await hold({
      line_discounts: [{ product_id: tee.id, ...damaged }],
      sale_discount: priceMatch,
    });
    const { line_discounts, sale_discount } = (await resume(held.body.held_sale.id)).body.held_sale;

    // 15 % is over the cashier's 10 %: the hold carried no approval, so one is asked now.
    const refused = await sell({ line_discounts, sale_discount });
    expect(refused).toMatchObject({ status: 403, body: { permission: 'give_discounts' } });

    const approved = await sell({ line_discounts, sale_discount }, APPROVED_BY_ADMIN);
    expect(approved.status).toBe(201);
    // $20.00 − $2.00 and $10.00 leave $28.00; 15 % of it is $4.20; $6.20 off in all.
    expect(approved.body.purchase).toMatchObject({
      discount_amount: 6.2,
      sale_discount_amount: 4.2,
      sale_discount_reason: 'price_match',
    });
    expect(approved.body.purchase.items.map((item) => item.discount_reason)).toEqual([
      'damaged',
      null,
    ]);
    const sold = await shop.orm.em
      .fork()
      .findOneOrFail(Purchase, approved.body.purchase.id, { populate: ['discountApprovedBy'] });
    expect(sold.discountApprovedBy?.getEntity().username).toBe('admin');
  });

  it('the purchase names who approved its discounts to staff, and not to its customer', async () => {
    const customer = await signIn(shop, DEMO.customer);
    const me = await shop.send<{ user: { id: number } }>(
      'GET',
      '/auth/profile',
      undefined,
      customer,
    );
    const sale_discount = priceMatch;
    const approved = await sell(
      {
        sale_discount,
        customer_id: me.body.user.id,
        line_discounts: [{ product_id: cap.id, ...damaged }],
      },
      APPROVED_BY_ADMIN,
    );
    expect(approved.status).toBe(201);
    const id = approved.body.purchase.id;
    // The sale's own answer, like the lists, names nobody.
    expect(approved.body.purchase.discount_approved_by).toBeNull();
    const read = (token: string) =>
      shop.send<PurchaseResponse>('GET', `/purchases/${id}`, undefined, token);

    const forStaff = await read(staff);
    expect(forStaff.body.purchase).toMatchObject({
      discount_approved_by: { username: 'admin' },
      sale_discount_reason: 'price_match',
    });
    const forCustomer = await read(customer);
    expect(forCustomer.status).toBe(200);
    expect(forCustomer.body.purchase).toMatchObject({
      discount_approved_by: null,
      sale_discount_reason: 'price_match',
      // $10.00 − $2.00 and $20.00 leave $28.00; 15 % is $4.20.
      sale_discount_amount: 4.2,
    });
    expect(forCustomer.body.purchase.items.map((item) => item.discount_reason)).toEqual([
      null,
      'damaged',
    ]);

    // Without an approval, nobody is named, even to staff.
    const within = await sell({ sale_discount: { ...priceMatch, value: 5 } });
    expect(within.status).toBe(201);
    const plain = await shop.send<PurchaseResponse>(
      'GET',
      `/purchases/${within.body.purchase.id}`,
      undefined,
      admin,
    );
    expect(plain.body.purchase.discount_approved_by).toBeNull();
  });

  it('drops the discount of a line whose product left sale, and keeps the rest', async () => {
    const extra = await productInStock(shop, 5, [tee.id, cap.id]);
    const held = await hold({
      items: [...lines(), { product_id: extra.id, quantity: 1 }],
      line_discounts: [
        { product_id: tee.id, ...damaged },
        { product_id: extra.id, ...damaged },
      ],
    });
    expect(held.status).toBe(201);
    await shop.orm.em.fork().nativeUpdate(Product, { id: extra.id }, { isActive: false });
    const resumed = await resume(held.body.held_sale.id);
    expect(resumed.body.held_sale.lines.map((line) => line.product_id)).toEqual([tee.id, cap.id]);
    expect(resumed.body.held_sale.line_discounts).toEqual([{ product_id: tee.id, ...damaged }]);
    expect(resumed.body.held_sale.sale_discount).toBeNull();
  });

  it('refuses bad discounts on a hold with a clear 400 and keeps nothing', async () => {
    const count = async () =>
      (await shop.send<HeldSaleList>('GET', '/pos/held-sales', undefined, staff)).body.held_sales
        .length;
    const before = await count();
    expect(await hold({ line_discounts: [{ product_id: 999_999, ...damaged }] })).toMatchObject({
      status: 400,
      body: { error: LINE_DISCOUNT_UNKNOWN_LINE },
    });
    expect(
      await hold({ sale_discount: { kind: 'percent', value: 5, reason: 'other' } }),
    ).toMatchObject({ status: 400, body: { error: DISCOUNT_NOTE_NEEDED } });
    expect(await count()).toBe(before);
  });
});
