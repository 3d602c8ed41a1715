import type { AuthResponse, ErrorBody, MessageResponse, ProfileResponse } from '@shop/contracts';
import { DEMO, newAccount, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { expectNoPasswordHashes } from './support/tokens';

type Answer = AuthResponse & ProfileResponse & MessageResponse & ErrorBody;
const INVALID = { error: 'Invalid username or password' };

describe.each(databaseTargets())('sign-in, profile and password on $name', (target) => {
  let shop: TestShop;
  const login = (username: string, password: string) =>
    shop.send<Answer>('POST', '/auth/login', { username, password });

  beforeAll(async () => {
    shop = await startTestShop(target);
  });
  afterAll(() => shop?.close());

  it('signs in by username or by email, in any case', async () => {
    for (const name of [
      'customer',
      'CUSTOMER',
      'casey.jordan@example.com',
      'Casey.Jordan@Example.com',
    ]) {
      const response = await login(name, DEMO.customer.password);
      expect(response.status).toBe(200);
      expect(response.body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(response.body.user).toMatchObject({ username: 'customer', role: 'customer' });
    }
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    expect(await login('customer', 'Wrong1pass')).toMatchObject({ status: 401, body: INVALID });
    expect(await login('nobody-here', 'Wrong1pass')).toMatchObject({ status: 401, body: INVALID });
  });

  it('checks the login form rules of docs/product/roles-and-rules.md#validation-rules before any password', async () => {
    expect((await login('', 'Whatever1')).body).toEqual({ error: 'Username or email is required' });
    expect((await login('customer', '')).body).toEqual({ error: 'Password is required' });
    expect((await login('customer', 'abc')).body).toEqual({
      error: 'Password must be at least 6 characters',
    });
  });

  it('requires a token for the profile', async () => {
    expect(await shop.get('/auth/profile')).toMatchObject({
      status: 401,
      body: { error: 'Authentication required' },
    });
  });

  describe('profile and password of one account', () => {
    let token: string;
    const account = newAccount('profiled');
    const put = (path: string, body: unknown) => shop.send<Answer>('PUT', path, body, token);
    const profile = {
      first_name: 'Jamie',
      last_name: 'Lee',
      email: 'jamie@example.com',
      phone: '+447700900123',
      address: 'Flat 2',
    };

    beforeAll(async () => {
      token = (await shop.send<AuthResponse>('POST', '/auth/register', account)).body.access_token;
    });

    it('updates the five editable fields and nothing else', async () => {
      const response = await put('/auth/profile', {
        ...profile,
        username: 'hijack',
        role: 'admin',
      });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({
        ...profile,
        username: account.username,
        role: 'customer',
      });
      const reread = await shop.send<ProfileResponse>('GET', '/auth/profile', undefined, token);
      expect(reread.body.user).toEqual(response.body.user);
    });

    it('clears a blank phone or address', async () => {
      const response = await put('/auth/profile', { ...profile, phone: '', address: null });
      expect(response.body.user).toMatchObject({ phone: null, address: null });
    });

    it('keeps its own email in another case, refuses one taken by someone else', async () => {
      expect((await put('/auth/profile', { ...profile, email: 'JAMIE@example.com' })).status).toBe(
        200,
      );
      expect(
        await put('/auth/profile', { ...profile, email: 'Sam.Rivera@example.com' }),
      ).toMatchObject({
        status: 409,
        body: { error: 'Email already exists' },
      });
    });

    it.each<[string, Record<string, unknown>]>([
      ['First name must be at least 2 characters', { first_name: 'J' }],
      ['Last name is required', { last_name: '' }],
      ['Email is required', { email: undefined }],
      ['Invalid email address', { email: 'jamie' }],
      ['Invalid phone number', { phone: '+0123' }],
      ['Address must be less than 500 characters', { address: 'x'.repeat(501) }],
    ])('refuses a profile change with 400 "%s"', async (message, change) => {
      expect(await put('/auth/profile', { ...profile, ...change })).toMatchObject({
        status: 400,
        body: { error: message },
      });
    });

    it('refuses a password change with a wrong current password or a weak new one', async () => {
      expect(
        await put('/auth/change-password', {
          current_password: 'Wrong1pass',
          new_password: 'Fresh1pass',
        }),
      ).toMatchObject({ status: 400, body: { error: 'Current password is incorrect' } });
      expect(
        await put('/auth/change-password', {
          current_password: account.password,
          new_password: 'weakpass',
        }),
      ).toMatchObject({
        status: 400,
        body: {
          error:
            'Password must contain at least one uppercase letter, one lowercase letter, and one number',
        },
      });
      expect((await put('/auth/change-password', { new_password: 'Fresh1pass' })).body).toEqual({
        error: 'Current password is required',
      });
    });

    it('changes the password: the old one stops working, the new one works', async () => {
      const response = await put('/auth/change-password', {
        current_password: account.password,
        new_password: 'Fresh1pass',
      });
      expect(response).toMatchObject({
        status: 200,
        body: { message: 'Password changed successfully' },
      });
      expect(await login(account.username, account.password)).toMatchObject({
        status: 401,
        body: INVALID,
      });
      expect(
        await signIn(shop, { username: 'jamie@example.com', password: 'Fresh1pass' }),
      ).toBeTruthy();
    });
  });

  it('never sent a password hash in any response', () => {
    expectNoPasswordHashes(shop.responseLog);
  });
});
