import {
  TILL_CUSTOMER_CONTACT_REQUIRED,
  TILL_CUSTOMER_NOT_FOUND,
  type AuditList,
  type PurchaseList,
  type TillCustomerList,
  type TillCustomerResponse,
} from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, TEST_AUTH, type TestShop } from './support/test-shop';
import { claimsFor, expectNoPasswordHashes, forgeToken } from './support/tokens';
import { buy, productInStock } from './purchases.fixtures';
import { atTill, openTill } from './drawer.fixtures';

describe.each(databaseTargets())('customers at the till on $name', (target) => {
  let shop: TestShop;
  let staff: string;
  let admin: string;
  let customer: string;
  let shirt: Product;

  const search = (text: string, token = staff) =>
    shop.send<TillCustomerList>(
      'GET',
      `/pos/customers?search=${encodeURIComponent(text)}`,
      undefined,
      token,
    );
  const create = (body: Record<string, unknown>, token = staff) =>
    shop.send<TillCustomerResponse>('POST', '/pos/customers', body, token);

  beforeAll(async () => {
    shop = await startTestShop(target);
    [staff, admin, customer] = await Promise.all([
      signIn(shop, DEMO.staff),
      signIn(shop, DEMO.admin),
      signIn(shop, DEMO.customer),
    ]);
    shirt = await productInStock(shop);
  });
  afterAll(() => shop?.close());

  it('creates a customer with a name and an e-mail, or a phone only, and audits it', async () => {
    const withEmail = await create({
      first_name: 'Maya',
      last_name: 'Okafor',
      email: 'maya.okafor@example.com',
    });
    expect(withEmail).toMatchObject({
      status: 201,
      body: {
        customer: {
          first_name: 'Maya',
          last_name: 'Okafor',
          email: 'maya.okafor@example.com',
          phone: null,
        },
      },
    });
    const phoneOnly = await create({ first_name: 'Tom', last_name: 'Berg', phone: '+15550001111' });
    expect(phoneOnly.status).toBe(201);
    expect(phoneOnly.body.customer).toMatchObject({ email: null, phone: '+15550001111' });
    expectNoPasswordHashes(shop.responseLog);

    const audit = await shop.send<AuditList>('GET', '/audit?kind=staff', undefined, admin);
    expect(audit.body.entries.map((entry) => entry.summary)).toContain(
      'Created customer Maya Okafor at the till',
    );
  });

  it('refuses a customer without an e-mail or phone, or with an e-mail in use', async () => {
    expect(await create({ first_name: 'No', last_name: 'Contact' })).toMatchObject({
      status: 400,
      body: { error: TILL_CUSTOMER_CONTACT_REQUIRED },
    });
    const taken = await create({
      first_name: 'Dup',
      last_name: 'Mail',
      email: 'Maya.Okafor@example.com',
    });
    expect(taken.status).toBe(409);
  });

  it('finds customers by name, e-mail or phone, never staff, at most 10', async () => {
    const byName = await search('maya oka');
    expect(byName.status).toBe(200);
    expect(byName.body.customers.map((found) => found.email)).toEqual(['maya.okafor@example.com']);
    expect((await search('okafor@example')).body.customers).toHaveLength(1);
    expect((await search('5550001111')).body.customers[0]).toMatchObject({ first_name: 'Tom' });
    expect((await search('admin')).body.customers).toEqual([]);
    expect((await search('staff')).body.customers).toEqual([]);

    for (let index = 0; index < 11; index++)
      await create({
        first_name: 'Crowd',
        last_name: `Person${index}`,
        phone: `+1555100${index}00`,
      });
    expect((await search('crowd')).body.customers).toHaveLength(10);
    expect((await search('   ')).status).toBe(400);
  });

  it('files a till sale under the attached customer, still naming the cashier', async () => {
    const created = await create({
      first_name: 'Ada',
      last_name: 'Quist',
      email: 'ada.q@example.com',
    });
    const id = created.body.customer.id;
    const sale = await buy(shop, staff, [{ product_id: shirt.id, quantity: 1 }], {
      ...atTill(await openTill(shop)),
      customer_id: id,
      payment_method: 'card',
    });
    expect(sale.status).toBe(201);
    expect(sale.body.purchase).toMatchObject({
      user: { id, email: 'ada.q@example.com' },
      cashier: { username: DEMO.staff.username },
      customer_name: 'Ada Quist',
      customer_email: 'ada.q@example.com',
      customer_phone: null,
    });

    // Ada's own history has it (a token as sign-in would give her); the demo customer's does not.
    const ada = forgeToken(
      { alg: 'HS256', typ: 'JWT' },
      claimsFor(id, 'customer'),
      TEST_AUTH.secret,
    );
    const hers = await shop.send<PurchaseList>('GET', '/purchases/', undefined, ada);
    expect(hers.status).toBe(200);
    expect(hers.body.purchases.map((purchase) => purchase.id)).toEqual([sale.body.purchase.id]);
    const theirs = await shop.send<PurchaseList>('GET', '/purchases/', undefined, customer);
    expect(theirs.body.purchases.map((purchase) => purchase.id)).not.toContain(
      sale.body.purchase.id,
    );
  });

  it('refuses to attach staff, an unknown account, or a customer to a web order', async () => {
    const me = await shop.send<{ user: { id: number } }>('GET', '/auth/profile', undefined, staff);
    for (const customerId of [me.body.user.id, 999_999]) {
      const response = await buy(shop, staff, [{ product_id: shirt.id, quantity: 1 }], {
        ...atTill(await openTill(shop)),
        customer_id: customerId,
      });
      expect(response).toMatchObject({ status: 400, body: { error: TILL_CUSTOMER_NOT_FOUND } });
    }
    const web = await buy(shop, customer, [{ product_id: shirt.id, quantity: 1 }], {
      customer_id: 1,
    });
    expect(web.status).toBe(400);
  });

  it('is staff’s alone: a customer can neither search nor create', async () => {
    expect((await search('maya', customer)).status).toBe(403);
    expect(
      (await create({ first_name: 'Eve', last_name: 'Sneak', phone: '+15559990000' }, customer))
        .status,
    ).toBe(403);
  });
});
