import {
  ADMIN_ACCOUNTS_ADMIN_ONLY,
  APPROVER_HEADER,
  APPROVER_PIN_HEADER,
  CANNOT_DEACTIVATE_SELF,
  LAST_ADMIN,
  TEMPORARY_PASSWORD_FIRST,
  type AuthResponse,
  type StaffList,
  type StaffMemberResponse,
} from '@shop/contracts';
import { DEMO, grantToStaff, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

const TEMPORARY = 'Temp1pass';
const CHOSEN = 'Chosen1pass';

const newMember = (tag: string, role: 'staff' | 'admin' = 'staff') => ({
  username: `member_${tag}`,
  first_name: 'Jordan',
  last_name: 'Lee',
  email: `${tag}@shop.example.com`,
  role,
  password: TEMPORARY,
});

describe.each(databaseTargets())('staff accounts on $name', (target) => {
  let shop: TestShop;
  let admin: string;

  const create = async (tag: string, role: 'staff' | 'admin' = 'staff') => {
    const made = await shop.send<StaffMemberResponse>(
      'POST',
      '/staff',
      newMember(tag, role),
      admin,
    );
    expect(made.status).toBe(201);
    return made.body.member;
  };
  const login = (username: string, password: string) =>
    shop.send<AuthResponse>('POST', '/auth/login', { username, password });
  /** Signs in with the temporary password and changes it: a member ready to work. */
  const readyMember = async (tag: string, role: 'staff' | 'admin' = 'staff') => {
    const member = await create(tag, role);
    const first = (await login(member.username, TEMPORARY)).body.access_token;
    const changed = await shop.send<{ access_token: string }>(
      'PUT',
      '/auth/change-password',
      { current_password: TEMPORARY, new_password: CHOSEN },
      first,
    );
    expect(changed.status).toBe(200);
    return { member, token: changed.body.access_token };
  };
  const profile = (token: string) => shop.send('GET', '/auth/profile', undefined, token);
  const adjustWith = (token: string, approver: string, pin: string) =>
    shop.request('/inventory/1/adjust', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        [APPROVER_HEADER]: approver,
        [APPROVER_PIN_HEADER]: pin,
      },
      body: JSON.stringify({ quantity_change: 1, reason: 'found' }),
    });

  beforeAll(async () => {
    shop = await startTestShop(target);
    admin = await signIn(shop, DEMO.admin);
  });
  afterAll(() => shop?.close());

  it('makes a member with a temporary password that must be changed before anything else', async () => {
    const member = await create('temp');
    expect(member).toMatchObject({ role: 'staff', active: true, must_change_password: true });
    const signedIn = await login(member.username, TEMPORARY);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      must_change_password: true,
      user: {
        must_change_password: true,
        permissions: [
          'sell',
          'receive_stock',
          'take_returns',
          'give_discounts',
          'open_close_register',
        ],
      },
    });
    const temporary = signedIn.body.access_token;
    expect((await profile(temporary)).status).toBe(200);
    expect(await shop.send('GET', '/inventory/alerts', undefined, temporary)).toMatchObject({
      status: 403,
      body: { error: TEMPORARY_PASSWORD_FIRST },
    });
    const changed = await shop.send<{ access_token: string }>(
      'PUT',
      '/auth/change-password',
      { current_password: TEMPORARY, new_password: CHOSEN },
      temporary,
    );
    expect(changed.status).toBe(200);
    const token = changed.body.access_token;
    expect((await shop.send('GET', '/inventory/alerts', undefined, token)).status).toBe(200);
    expect((await login(member.username, CHOSEN)).body.must_change_password).toBe(false);
    const listed = (await shop.send<StaffList>('GET', '/staff', undefined, admin)).body.staff;
    expect(listed.find((m) => m.id === member.id)).toMatchObject({
      must_change_password: false,
      has_pin: false,
      last_sign_in_at: expect.any(String) as string,
    });
  });

  it('lists staff and admins only, never customers', async () => {
    const { staff } = (await shop.send<StaffList>('GET', '/staff', undefined, admin)).body;
    expect(staff.map((m) => m.username)).toEqual(expect.arrayContaining(['admin', 'staff']));
    expect(staff.every((m) => m.role === 'staff' || m.role === 'admin')).toBe(true);
  });

  it('ends the sessions of a deactivated member at once, and keeps them ended', async () => {
    const { member, token } = await readyMember('leaver');
    expect((await profile(token)).status).toBe(200);
    const deactivated = await shop.send<StaffMemberResponse>(
      'POST',
      `/staff/${member.id}/deactivate`,
      undefined,
      admin,
    );
    expect(deactivated.body.member.active).toBe(false);
    expect((await profile(token)).status).toBe(401);
    expect((await login(member.username, CHOSEN)).status).toBe(401);
    await shop.send('POST', `/staff/${member.id}/reactivate`, undefined, admin);
    expect((await profile(token)).status).toBe(401);
    expect((await login(member.username, CHOSEN)).status).toBe(200);
  });

  it('resets a password to a temporary one and ends the sessions', async () => {
    const { member, token } = await readyMember('forgetful');
    const reset = await shop.send<StaffMemberResponse>(
      'POST',
      `/staff/${member.id}/reset-password`,
      { password: 'Fresh1pass' },
      admin,
    );
    expect(reset.body.member.must_change_password).toBe(true);
    expect((await profile(token)).status).toBe(401);
    expect((await login(member.username, 'Fresh1pass')).body.must_change_password).toBe(true);
  });

  it('keeps the last active admin and refuses deactivating oneself', async () => {
    const me = (await shop.send<StaffList>('GET', '/staff', undefined, admin)).body.staff.find(
      (m) => m.username === 'admin',
    )!;
    expect(await shop.send('POST', `/staff/${me.id}/deactivate`, undefined, admin)).toMatchObject({
      status: 409,
      body: { error: CANNOT_DEACTIVATE_SELF },
    });
    expect(await shop.send('PUT', `/staff/${me.id}/role`, { role: 'staff' }, admin)).toMatchObject({
      status: 409,
      body: { error: LAST_ADMIN },
    });
    const { member: second } = await readyMember('second_admin', 'admin');
    const demoted = await shop.send<StaffMemberResponse>(
      'PUT',
      `/staff/${second.id}/role`,
      { role: 'staff' },
      admin,
    );
    expect(demoted.body.member.role).toBe('staff');
  });

  it('lets only an admin make or change an admin account', async () => {
    await grantToStaff(shop, 'manage_staff_and_settings');
    const manager = await signIn(shop, DEMO.staff);
    expect(await shop.send('POST', '/staff', newMember('boss', 'admin'), manager)).toMatchObject({
      status: 403,
      body: { error: ADMIN_ACCOUNTS_ADMIN_ONLY },
    });
    const made = await shop.send<StaffMemberResponse>(
      'POST',
      '/staff',
      newMember('clerk'),
      manager,
    );
    expect(made.status).toBe(201);
    expect(
      (await shop.send('PUT', `/staff/${made.body.member.id}/role`, { role: 'admin' }, manager))
        .status,
    ).toBe(403);
    await grantToStaff(shop);
  });

  it('takes an approval from a PIN holder with the permission, and throttles wrong PINs', async () => {
    const { member: approver, token: approverToken } = await readyMember('approver');
    const ownPin = (pin: string) =>
      shop.send('PUT', '/auth/pin', { current_password: CHOSEN, pin }, approverToken);
    expect((await ownPin('12')).status).toBe(400);
    expect((await ownPin('13579')).status).toBe(200);
    const staff = await signIn(shop, DEMO.staff);
    // A staff approver without adjust_stock cannot lend it.
    expect(await adjustWith(staff, approver.username, '13579')).toMatchObject({
      status: 403,
      body: { permission: 'adjust_stock' },
    });
    // An admin sets a PIN for another: a second approver, throttled on their own.
    const { member: lead } = await readyMember('lead', 'admin');
    expect((await shop.send('PUT', `/staff/${lead.id}/pin`, { pin: '8642' }, admin)).status).toBe(
      200,
    );
    expect((await adjustWith(staff, lead.username, '8642')).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await adjustWith(staff, lead.username, '0000')).status).toBe(403);
    const blocked = await adjustWith(staff, lead.username, '8642');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another approver is not held by the lead's count.
    expect((await adjustWith(staff, 'admin', '2468')).status).toBe(200);
  });
});
