import {
  APPROVER_HEADER,
  APPROVER_PIN_HEADER,
  AUDIT_RANGE_ERROR,
  centsToDollars,
  shiftReportDate,
  type AuditList,
} from '@shop/contracts';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { recordAudit } from '../src/audit/audit-trail';
import { shopDate } from '../src/reports/report-days';
import { DEMO, DEMO_ADMIN_PIN, grantToStaff, signIn } from './support/accounts';
import { parseCsv } from './support/csv';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { cancelPurchase, placeOrder, productInStock, stockOf } from './purchases.fixtures';

// Far from UTC, so a day counted in UTC instead of the shop's zone shows up most hours.
const ZONE = 'Pacific/Auckland';

describe.each(databaseTargets())('the audit trail on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  let staff: string;
  let customer: string;
  const trail = (query = '', token = admin) =>
    shop.send<AuditList>('GET', `/audit${query}`, undefined, token);
  /** Staff lack adjust_stock: each adjustment carries the admin's approval on the spot. */
  const adjust = (productId: number, body: object) =>
    shop.request(`/inventory/${productId}/adjust`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        authorization: `Bearer ${staff}`,
        'content-type': 'application/json',
        [APPROVER_HEADER]: DEMO.admin.username,
        [APPROVER_PIN_HEADER]: DEMO_ADMIN_PIN,
      },
    });
  const latest = async (query: string) => {
    const answer = await trail(query);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    shop = await startTestShop(target, { shopTimeZone: ZONE });
    // Staff may edit prices and cancel sales here; adjustments still need an approval.
    await grantToStaff(shop, 'edit_catalogue', 'cancel_sales');
    [admin, staff, customer] = await Promise.all([
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.customer),
    ]);
  });
  afterAll(() => shop?.close());

  it('keeps one entry per adjustment: who, the stock before and after, and why', async () => {
    const product = await productInStock(shop, 5);
    const before = await stockOf(shop, product.id);
    const answer = await adjust(product.id, {
      quantity_change: -2,
      reason: 'damaged',
      note: 'Torn seam',
    });
    expect(answer.status).toBe(200);

    const { entries, total } = await latest('?kind=stock_adjustment');
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({
      actor: { username: 'staff' },
      approved_by: 'admin',
      kind: 'stock_adjustment',
      subject: `product:${product.id}`,
      before: { quantity_in_stock: before },
      after: { quantity_in_stock: before - 2, reason: 'damaged', note: 'Torn seam' },
    });
    expect(entries[0]!.summary).toContain(`${before} → ${before - 2}`);
  });

  it('keeps nothing of an adjustment that was refused', async () => {
    const product = await productInStock(shop, 1);
    const stock = await stockOf(shop, product.id);
    const refused = await adjust(product.id, { quantity_change: -(stock + 1), reason: 'lost' });
    expect(refused.status).toBe(409);
    expect((await latest('?kind=stock_adjustment')).total).toBe(1);
  });

  it('keeps a price change with both prices, and nothing for a price saved unchanged', async () => {
    const product = await productInStock(shop, 1);
    const path = `/catalogue/variants/${product.id}`;
    const oldPrice = centsToDollars(product.sellingPriceCents);
    expect((await shop.send('PATCH', path, { selling_price: 64.99 }, staff)).status).toBe(200);
    expect((await shop.send('PATCH', path, { selling_price: 64.99 }, staff)).status).toBe(200);

    const { entries, total } = await latest('?kind=price');
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({
      actor: { username: 'staff' },
      subject: `product:${product.id}`,
      before: { selling_price: oldPrice },
      after: { selling_price: 64.99 },
    });
  });

  it('keeps a cancellation with the status and payment before and after', async () => {
    const product = await productInStock(shop, 3);
    // Cash marked paid by staff: a card payment would add its own entry (kind payment).
    const order = await placeOrder(shop, customer, product.id, 1, 'cash');
    await shop.send('PUT', `/purchases/${order.id}`, { payment_status: 'paid' }, staff);
    expect((await cancelPurchase(shop, staff, order.id)).status).toBe(200);

    const { entries, total } = await latest('?kind=cancellation');
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({
      actor: { username: 'staff' },
      subject: `purchase:${order.id}`,
      before: { status: 'pending', payment_status: 'paid' },
      after: { status: 'cancelled', payment_status: 'refunded' },
    });
  });

  it('keeps an entry only if the change it belongs to commits', async () => {
    const count = () => shop.orm.em.fork().count(AuditEntry);
    const before = await count();
    await expect(
      shop.orm.em.fork().transactional(async (em) => {
        recordAudit(em, {
          actor: { id: 1, username: 'admin' },
          kind: 'settings',
          subject: 'setting:shop_name',
          summary: 'Shop name changed',
        });
        await em.flush();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);
  });

  it('filters by person (any case), kind and the shop’s days, newest first, in pages', async () => {
    const all = await latest('');
    expect(all.total).toBe(4);
    expect(all.entries.map((e) => e.kind)).toEqual([
      'cancellation',
      'price',
      'stock_adjustment',
      'permissions',
    ]);
    expect((await latest('?person=STAFF')).total).toBe(3);
    // The admin changed the staff's permissions and approved the adjustment.
    expect((await latest('?person=admin')).total).toBe(2);
    expect((await latest('?person=nobody')).total).toBe(0);

    const today = shopDate(new Date(), ZONE);
    const yesterday = shiftReportDate(today, -1);
    expect((await latest(`?from=${today}&to=${today}`)).total).toBe(4);
    expect((await latest(`?to=${yesterday}`)).total).toBe(0);
    expect((await latest(`?from=${shiftReportDate(today, 1)}`)).total).toBe(0);

    const second = await latest('?per_page=1&page=2');
    expect(second).toMatchObject({ total: 4, pages: 4, current_page: 2 });
    expect(second.entries.map((e) => e.kind)).toEqual(['price']);
  });

  it.each([
    ['?kind=everything', /kind must be one of/],
    ['?from=2026-02-30', /from must be a real date/],
    ['?to=yesterday', /to must be a real date/],
    ['?from=2026-03-02&to=2026-03-01', new RegExp(AUDIT_RANGE_ERROR)],
  ])('refuses %s with a 400 naming the field', async (query, message) => {
    const answer = await trail(query);
    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { error: string }).error).toMatch(message);
  });

  it('exports the filtered entries as CSV named for the shop’s day, formulas defused', async () => {
    await shop.orm.em.fork().transactional((em) => {
      recordAudit(em, {
        actor: { id: 1, username: 'admin' },
        kind: 'settings',
        subject: 'setting:receipt_footer',
        summary: '=HYPERLINK("http://evil.example")',
        before: { receipt_footer: 'Thanks' },
        after: { receipt_footer: 'Thank you' },
      });
    });
    const response = await fetch(`${shop.baseUrl}/audit/export.csv?person=staff`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const day = shopDate(new Date(), ZONE);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="audit-${day}.csv"`,
    );
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([
      ...['When', 'Who', 'Approved by', 'Kind', 'Subject', 'Summary', 'Before', 'After'],
    ]);
    const listed = (await latest('?person=staff')).entries;
    expect(rows.map((row) => row[4])).toEqual(listed.map((entry) => entry.subject));
    expect(rows[0]).toEqual(expect.arrayContaining(['staff', 'Cancellation', `${listed[0]!.at}`]));

    const settings = await fetch(`${shop.baseUrl}/audit/export.csv?kind=settings`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const [, row] = parseCsv(await settings.text());
    expect(row).toEqual([
      expect.any(String),
      'admin',
      '',
      'Settings',
      'setting:receipt_footer',
      `'=HYPERLINK("http://evil.example")`,
      '{"receipt_footer":"Thanks"}',
      '{"receipt_footer":"Thank you"}',
    ]);
  });

  it('answers 403 to staff and customers and 401 to visitors, on the list and the CSV', async () => {
    for (const token of [staff, customer])
      for (const path of ['/audit', '/audit/export.csv'])
        expect((await shop.send('GET', path, undefined, token)).status).toBe(403);
    expect((await shop.send('GET', '/audit')).status).toBe(401);
  });

  it('has no route that adds, edits or removes an entry', async () => {
    const [first] = (await latest('')).entries;
    const before = await latest('');
    for (const [method, path] of [
      ['POST', '/audit'],
      ['PUT', `/audit/${first!.id}`],
      ['PATCH', `/audit/${first!.id}`],
      ['DELETE', `/audit/${first!.id}`],
      ['DELETE', '/audit'],
    ] as const)
      expect([404, 405]).toContain(
        (await shop.send(method, path, { summary: 'rewritten' }, admin)).status,
      );
    expect(await latest('')).toEqual(before);
  });

  it('keeps staff accounts and permission sets with who changed them, never a password', async () => {
    const created = await shop.send<{ member: { id: number } }>(
      'POST',
      '/staff',
      {
        username: 'cashier7',
        first_name: 'Casey',
        last_name: 'Till',
        email: 'cashier7@example.com',
        role: 'staff',
        password: 'Temporary123!',
      },
      admin,
    );
    expect(created.status).toBe(201);
    const id = created.body.member.id;
    expect((await shop.send('POST', `/staff/${id}/deactivate`, undefined, admin)).status).toBe(200);

    const staffEntries = await latest('?kind=staff');
    expect(staffEntries.entries.map((e) => [e.summary, e.actor.username, e.after])).toEqual([
      ['Deactivated cashier7', 'admin', { active: false }],
      ['Created cashier7 (staff)', 'admin', { role: 'staff' }],
    ]);
    expect(JSON.stringify(staffEntries)).not.toContain('Temporary123!');
    const [granted] = (await latest('?kind=permissions')).entries;
    expect(granted).toMatchObject({ actor: { username: 'admin' }, subject: 'role:staff' });
    expect(granted!.after).toMatchObject({ discount_limit_percent: 10 });
  });
});
