import {
  HELD_SALE_GONE,
  HELD_SALE_NOTE_REQUIRED,
  TILL_CUSTOMER_NOT_FOUND,
  type AuditList,
  type HeldSaleList,
  type HeldSaleResponse,
  type TillCustomerResponse,
  type TillLookup,
  type TillRegister,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { productInStock } from './purchases.fixtures';
import { tillRegisters } from './drawer.fixtures';

const HOUR = 60 * 60 * 1000;

describe.each(databaseTargets())('held sales at the till on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let admin: string;
  let customer: string;
  let shirt: Product;
  let shoes: Product;
  let front: TillRegister;
  let back: TillRegister;
  // The shop's clock, pinned: a test moves it to the edge of a hold's 24 hours.
  const HELD_AT = Date.parse('2026-11-27T10:00:00.000Z');
  let offset = 0;
  const clock = { now: () => new Date(HELD_AT + offset) };

  const hold = (body: Record<string, unknown>, token = staff) =>
    shop.send<HeldSaleResponse>('POST', '/pos/held-sales', body, token);
  const list = (token = staff) =>
    shop.send<HeldSaleList>('GET', '/pos/held-sales', undefined, token);
  const resume = (id: number, registerId: number, token = staff) =>
    shop.send<HeldSaleResponse>(
      'POST',
      `/pos/held-sales/${id}/resume`,
      { register_id: registerId },
      token,
    );
  const discard = (id: number, token = staff) =>
    shop.send<{ message: string }>('DELETE', `/pos/held-sales/${id}`, undefined, token);
  const parked = (note: string, extra: Record<string, unknown> = {}) => ({
    register_id: front.id,
    note,
    items: [
      { product_id: shirt.id, quantity: 2 },
      { product_id: shoes.id, quantity: 1 },
    ],
    ...extra,
  });

  beforeAll(async () => {
    shop = await startTestShop(target, { clock });
    [staff, admin, customer] = await Promise.all([
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.customer),
    ]);
    shirt = await productInStock(shop);
    shoes = await productInStock(shop, 20, [shirt.id]);
    const registers = await tillRegisters(shop, staff);
    front = registers.find((register) => register.name === 'Front counter')!;
    back = registers.find((register) => register.name === 'Back counter')!;
  });
  afterAll(() => shop?.close());

  it('parks a cart with its customer, lists it on another register and resumes it once', async () => {
    const maya = await shop.send<TillCustomerResponse>(
      'POST',
      '/pos/customers',
      { first_name: 'Maya', last_name: 'Held', email: 'maya.held@example.com' },
      staff,
    );
    const held = await hold(
      parked('Maya, trying shoes on', { customer_id: maya.body.customer.id }),
    );
    expect(held.status).toBe(201);
    expect(held.body.held_sale).toMatchObject({
      note: 'Maya, trying shoes on',
      register: { id: front.id, name: 'Front counter' },
      customer: { first_name: 'Maya', email: 'maya.held@example.com' },
      item_count: 3,
      lines: [
        { product_id: shirt.id, sku: shirt.sku, quantity: 2 },
        { product_id: shoes.id, quantity: 1 },
      ],
    });
    const id = held.body.held_sale.id;
    const expires = Date.parse(held.body.held_sale.expires_at);
    expect(expires - Date.parse(held.body.held_sale.held_at)).toBe(24 * HOUR);

    // Another cashier on the back counter sees it; an admin too (the sell permission).
    expect((await list(admin)).body.held_sales.map((sale) => sale.id)).toContain(id);

    const resumed = await resume(id, back.id, admin);
    expect(resumed.status).toBe(200);
    expect(resumed.body.held_sale).toMatchObject({ id, customer: { id: maya.body.customer.id } });
    expect((await list()).body.held_sales.map((sale) => sale.id)).not.toContain(id);
    expect(await resume(id, back.id)).toMatchObject({
      status: 404,
      body: { error: HELD_SALE_GONE },
    });

    const audit = await shop.send<AuditList>('GET', '/audit?kind=drawer', undefined, admin);
    const summaries = audit.body.entries.map((entry) => entry.summary);
    expect(summaries).toContain('Held a sale of 3 items on Front counter: Maya, trying shoes on');
    expect(summaries).toContain(
      'Resumed on Back counter the sale held on Front counter: Maya, trying shoes on',
    );
  });

  it('reserves no stock: the shirt’s stock is the same before and while it is held', async () => {
    const stock = async () =>
      (
        await shop.send<TillLookup>(
          'GET',
          `/pos/lookup?code=${encodeURIComponent(shirt.sku)}`,
          undefined,
          staff,
        )
      ).body.variant.quantity_in_stock;
    const before = await stock();
    const held = await hold(parked('Stock check'));
    const line = held.body.held_sale.lines.find((each) => each.product_id === shirt.id);
    expect(line?.quantity_in_stock).toBe(before);
    expect(await stock()).toBe(before);
    expect((await discard(held.body.held_sale.id)).status).toBe(200);
  });

  it('discards a held sale once and audits who did', async () => {
    const held = await hold(parked('Came back later'));
    const id = held.body.held_sale.id;
    expect(await discard(id)).toMatchObject({
      status: 200,
      body: { message: 'Held sale discarded' },
    });
    expect((await list()).body.held_sales.map((sale) => sale.id)).not.toContain(id);
    expect((await discard(id)).status).toBe(404);
    const audit = await shop.send<AuditList>('GET', '/audit?kind=drawer', undefined, admin);
    expect(audit.body.entries[0]).toMatchObject({
      actor: { username: DEMO.staff.username },
      subject: `held_sale:${id}`,
      summary: 'Discarded the sale held on Front counter: Came back later',
    });
  });

  it('lapses after 24 hours: neither listed nor resumed nor discarded', async () => {
    const held = await hold(parked('Lapsing'));
    const id = held.body.held_sale.id;
    offset = 24 * HOUR - 1000;
    expect((await list()).body.held_sales.map((sale) => sale.id)).toContain(id);
    offset = 24 * HOUR;
    expect((await list()).body.held_sales.map((sale) => sale.id)).not.toContain(id);
    expect(await resume(id, front.id)).toMatchObject({
      status: 404,
      body: { error: HELD_SALE_GONE },
    });
    expect((await discard(id)).status).toBe(404);
    offset = 0;
  });

  it('refuses bad holds with a clear 400 and keeps nothing', async () => {
    const count = (await list()).body.held_sales.length;
    expect(await hold(parked('  '))).toMatchObject({
      status: 400,
      body: { error: HELD_SALE_NOTE_REQUIRED },
    });
    expect((await hold(parked('No lines', { items: [] }))).status).toBe(400);
    expect((await hold(parked('No register', { register_id: 999_999 }))).status).toBe(400);
    const me = await shop.send<{ user: { id: number } }>('GET', '/auth/profile', undefined, staff);
    expect(await hold(parked('Staff as customer', { customer_id: me.body.user.id }))).toMatchObject(
      { status: 400, body: { error: TILL_CUSTOMER_NOT_FOUND } },
    );
    expect(
      (await hold(parked('Unknown product', { items: [{ product_id: 999_999, quantity: 1 }] })))
        .status,
    ).toBe(400);
    expect((await resume(999_999, front.id)).status).toBe(404);
    expect((await list()).body.held_sales).toHaveLength(count);
  });

  it('is for staff who sell: a customer gets 403 on every route', async () => {
    const held = await hold(parked('Not for customers'));
    const id = held.body.held_sale.id;
    expect((await hold(parked('Sneaky'), customer)).status).toBe(403);
    expect((await list(customer)).status).toBe(403);
    expect((await resume(id, front.id, customer)).status).toBe(403);
    expect((await discard(id, customer)).status).toBe(403);
    expect((await list()).body.held_sales.map((sale) => sale.id)).toContain(id);
  });
});
