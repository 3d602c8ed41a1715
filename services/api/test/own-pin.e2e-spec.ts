import {
  APPROVAL_PIN_WRONG,
  APPROVER_HEADER,
  APPROVER_PIN_HEADER,
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  OWN_PIN_SAVED,
  PIN_MESSAGE,
  type AuditList,
  type PurchaseResponse,
} from '@shop/contracts';
import { User } from '../src/users/user.entity';
import { atTill, openTill, type Till } from './drawer.fixtures';
import { productInStock } from './purchases.fixtures';
import { sendWith } from './returns.fixtures';
import { DEMO, DEMO_ADMIN_PIN, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

/**
 * A staff member's own till PIN from their profile (docs/product/staff.md#pins): `PUT /auth/pin`
 * with their current password, the Staff screen's rule (4 to 8 digits), audited; the new PIN
 * approves on the spot and the old one no longer does.
 */
describe.each(databaseTargets())('setting one’s own PIN on $name', (target) => {
  let shop: TestShop;
  let admin: string;
  let staff: string;
  let front: Till;
  let productId: number;

  const setOwnPin = (token: string, body: Record<string, unknown>) =>
    shop.send<{ message?: string; error?: string }>('PUT', '/auth/pin', body, token);
  const pinHashOf = async (username: string) =>
    (await shop.orm.em.fork().findOneOrFail(User, { username }, { populate: ['pinHash'] })).pinHash;
  /** A 15 % sale discount, over staff's 10 %: approved by the admin's PIN, or not. */
  const discountApprovedWith = (pin: string) =>
    sendWith<PurchaseResponse>(
      shop,
      'POST',
      '/purchases/',
      staff,
      {
        items: [{ product_id: productId, quantity: 1 }],
        payment_method: 'card',
        ...atTill(front),
        sale_discount: { kind: 'percent', value: 15, reason: 'price_match' },
      },
      { [APPROVER_HEADER]: 'admin', [APPROVER_PIN_HEADER]: pin },
    );

  beforeAll(async () => {
    shop = await startTestShop(target);
    [admin, staff] = await Promise.all([signIn(shop, DEMO.admin), signIn(shop, DEMO.staff)]);
    productId = (await productInStock(shop, 20)).id;
    front = await openTill(shop);
  });
  afterAll(() => shop?.close());

  it('changes the admin’s own PIN with the password: the new one approves, the old one not', async () => {
    expect(await setOwnPin(admin, { current_password: DEMO.admin.password, pin: '24680' })).toEqual(
      expect.objectContaining({ status: 200, body: { message: OWN_PIN_SAVED } }),
    );
    expect(await discountApprovedWith(DEMO_ADMIN_PIN)).toMatchObject({
      status: 403,
      body: { error: APPROVAL_PIN_WRONG },
    });
    expect((await discountApprovedWith('24680')).status).toBe(201);

    const audit = await shop.send<AuditList>('GET', '/audit?kind=staff', undefined, admin);
    expect(audit.body.entries[0]).toMatchObject({
      actor: { username: 'admin' },
      summary: 'Changed their own PIN',
      before: { has_pin: true },
      after: { has_pin: true },
    });
  });

  it('sets a staff member’s first PIN, audited as such', async () => {
    expect(await pinHashOf('staff')).toBeNull();
    expect(
      (await setOwnPin(staff, { current_password: DEMO.staff.password, pin: '1357' })).status,
    ).toBe(200);
    expect(await pinHashOf('staff')).not.toBeNull();
    const { id } = await shop.orm.em.fork().findOneOrFail(User, { username: 'staff' });
    const audit = await shop.send<AuditList>('GET', '/audit?kind=staff', undefined, admin);
    expect(audit.body.entries[0]).toMatchObject({
      actor: { username: 'staff' },
      subject: `user:${id}`,
      summary: 'Set their own PIN',
      before: { has_pin: false },
      after: { has_pin: true },
    });
  });

  it('refuses without the right password or with a bad PIN, and changes nothing', async () => {
    const before = await pinHashOf('staff');
    const audited = async () =>
      (await shop.send<AuditList>('GET', '/audit?kind=staff', undefined, admin)).body.entries
        .length;
    const entries = await audited();
    const refusals: [Record<string, unknown>, string][] = [
      [{ current_password: 'wrong-password', pin: '9999' }, CURRENT_PASSWORD_WRONG],
      [{ pin: '9999' }, CURRENT_PASSWORD_REQUIRED],
      [{ current_password: DEMO.staff.password, pin: '123' }, PIN_MESSAGE],
      [{ current_password: DEMO.staff.password, pin: '123456789' }, PIN_MESSAGE],
      [{ current_password: DEMO.staff.password, pin: '12a4' }, PIN_MESSAGE],
      [{ current_password: DEMO.staff.password, pin: 1234 }, PIN_MESSAGE],
    ];
    for (const [body, error] of refusals)
      expect(await setOwnPin(staff, body)).toMatchObject({ status: 400, body: { error } });
    expect(await pinHashOf('staff')).toBe(before);
    expect(await audited()).toBe(entries);
  });

  it('is for staff: a customer gets 403, and nobody signed out gets in', async () => {
    const customer = await signIn(shop, DEMO.customer);
    expect(
      (await setOwnPin(customer, { current_password: DEMO.customer.password, pin: '1234' })).status,
    ).toBe(403);
    expect(
      (await shop.send('PUT', '/auth/pin', { current_password: 'x', pin: '1234' })).status,
    ).toBe(401);
  });
});
