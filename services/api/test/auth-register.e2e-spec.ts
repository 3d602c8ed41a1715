import type { AuthResponse, ErrorBody, ProfileResponse } from '@shop/contracts';
import { User } from '../src/users/user.entity';
import { newAccount } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { expectNoPasswordHashes } from './support/tokens';

const USER_FIELDS = [
  'address',
  'created_at',
  'discount_limit_percent',
  'email',
  'first_name',
  'id',
  'last_name',
  'must_change_password',
  'permissions',
  'phone',
  'role',
  'username',
];

describe.each(databaseTargets())('POST /auth/register on $name', (target) => {
  let shop: TestShop;
  const register = (body: unknown) =>
    shop.send<AuthResponse & ErrorBody>('POST', '/auth/register', body);

  beforeAll(async () => {
    shop = await startTestShop(target);
  });
  afterAll(() => shop?.close());

  it('creates a customer whose token opens their profile', async () => {
    const body = newAccount('first', {
      phone: '+14155550199',
      address: '12 Long Street, Springfield',
    });
    const response = await register(body);
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual([
      'access_token',
      'must_change_password',
      'user',
    ]);
    expect(Object.keys(response.body.user).sort()).toEqual(USER_FIELDS);
    expect(response.body.user).toMatchObject({
      username: 'user_first',
      email: 'first@example.com',
      first_name: 'Riley',
      last_name: 'Stone',
      phone: '+14155550199',
      address: '12 Long Street, Springfield',
      role: 'customer',
      permissions: [],
      must_change_password: false,
    });
    expect(Date.parse(response.body.user.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const profile = await shop.send<ProfileResponse>(
      'GET',
      '/auth/profile',
      undefined,
      response.body.access_token,
    );
    expect(profile.status).toBe(200);
    expect(profile.body.user).toEqual(response.body.user);
  });

  it('makes a customer of a body that asks for admin, and stores no unknown field', async () => {
    const response = await register(
      newAccount('climber', {
        role: 'admin',
        is_active: false,
        confirmPassword: 'Strong1pass',
        id: 1,
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body.user.role).toBe('customer');
    expect(response.body.user.id).not.toBe(1);
    const stored = await shop.orm.em.fork().findOneOrFail(User, { username: 'user_climber' });
    expect(stored).toMatchObject({ role: 'customer', isActive: true });
  });

  it('refuses a taken username or email, whatever their case', async () => {
    await register(newAccount('taken'));
    expect(await register(newAccount('other', { username: 'USER_Taken' }))).toMatchObject({
      status: 409,
      body: { error: 'Username already exists' },
    });
    expect(await register(newAccount('other', { email: 'Taken@Example.COM' }))).toMatchObject({
      status: 409,
      body: { error: 'Email already exists' },
    });
    expect(
      await register(newAccount('other', { email: 'customer@x.com', username: 'Customer' })),
    ).toMatchObject({
      status: 409,
      body: { error: 'Username already exists' },
    });
  });

  // One row per docs/product/roles-and-rules.md#validation-rules register rule the API checks (the
  // confirmation is the form's).
  it.each<[Record<string, unknown>, string]>([
    [{ username: undefined }, 'Username is required'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'runner@' }, 'Invalid email address'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'Ab1' }, 'Password must be at least 6 characters'],
    [
      { password: 'nouppercase1' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ first_name: 'R' }, 'First name must be at least 2 characters'],
    [{ last_name: ' ' }, 'Last name is required'],
    [{ last_name: 'S' }, 'Last name must be at least 2 characters'],
    [{ phone: '0800123' }, 'Invalid phone number format'],
    [{ phone: '+12345678901234567' }, 'Invalid phone number format'],
    [{ address: 'Main St' }, 'Address must be at least 10 characters'],
    [{ username: 'ab', email: 'bad' }, 'Username must be at least 3 characters'],
  ])('answers %j with 400 "%s"', async (change, message) => {
    const response = await register(newAccount('invalid', change));
    expect(response).toMatchObject({ status: 400, body: { error: message } });
    expect(Object.keys(response.body)).toEqual(['error']);
  });

  it('created nobody from the invalid bodies', async () => {
    expect(await shop.orm.em.fork().count(User, { username: 'user_invalid' })).toBe(0);
  });

  it('never sent a password hash in any response', () => {
    expectNoPasswordHashes(shop.responseLog);
  });
});
