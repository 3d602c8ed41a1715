import {
  changePasswordRequestSchema,
  changePasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerRequestSchema,
  registerSchema,
  registerToRequestSchema,
} from './auth';
import { USERNAME_CHARACTERS_MESSAGE } from './account-fields';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const validForm = {
  username: 'runner',
  email: 'runner@example.com',
  firstName: 'Riley',
  lastName: 'Stone',
  phone: '',
  address: '',
  password: 'Strong1pass',
  confirmPassword: 'Strong1pass',
};

describe('loginSchema', () => {
  it.each([
    [{ username: '', password: 'secret1' }, 'Username or email is required'],
    [{ username: '   ', password: 'secret1' }, 'Username or email is required'],
    [{ username: 'casey' }, 'Password is required'],
    [{ username: 'casey', password: '' }, 'Password is required'],
    [{ username: 'casey', password: 'abc' }, 'Password must be at least 6 characters'],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(loginSchema.safeParse(input))).toBe(message);
  });

  it('accepts an email as the username', () => {
    expect(loginSchema.parse({ username: ' a@b.co ', password: 'secret1' }).username).toBe(
      'a@b.co',
    );
  });
});

describe('registerSchema (the form)', () => {
  it('accepts ASCII letters, digits, dots, underscores and hyphens', () => {
    for (const username of ['runner', 'Jo.Doe_2-x', '123', 'a.b'])
      expect(registerSchema.safeParse({ ...validForm, username }).success).toBe(true);
  });

  it.each<[Partial<typeof validForm>, string]>([
    [{ username: '' }, 'Username is required'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
    // Look-alikes, invisible, direction-changing and control characters
    // (docs/product/roles-and-rules.md#validation-rules).
    [{ username: '\u0430dmin' }, USERNAME_CHARACTERS_MESSAGE],
    [{ username: 'ad\u200bmin' }, USERNAME_CHARACTERS_MESSAGE],
    [{ username: '\u202enimda' }, USERNAME_CHARACTERS_MESSAGE],
    [{ username: 'ad\u0007min' }, USERNAME_CHARACTERS_MESSAGE],
    [{ username: 'ad\nmin' }, USERNAME_CHARACTERS_MESSAGE],
    [{ username: 'ad min' }, USERNAME_CHARACTERS_MESSAGE],
    [{ username: 'jos\u00e9' }, USERNAME_CHARACTERS_MESSAGE],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ firstName: 'R' }, 'First name must be at least 2 characters'],
    [{ lastName: '' }, 'Last name is required'],
    [{ lastName: 'S' }, 'Last name must be at least 2 characters'],
    [{ phone: '0123' }, 'Invalid phone number format'],
    [{ phone: '+1'.padEnd(18, '5') }, 'Invalid phone number format'],
    [{ address: 'Short st' }, 'Address must be at least 10 characters'],
    [{ password: '', confirmPassword: '' }, 'Password is required'],
    [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'Password must be at least 6 characters'],
    [
      { password: 'alllower1', confirmPassword: 'alllower1' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ confirmPassword: '' }, 'Please confirm your password'],
    [{ confirmPassword: 'Strong1pasS' }, 'Passwords must match'],
  ])('%j -> %s', (change, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...validForm, ...change }))).toBe(message);
  });

  it('puts the mismatch on confirmPassword, where the form shows it', () => {
    const result = registerSchema.safeParse({ ...validForm, confirmPassword: 'Other1pass' });
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });

  it('yields the API body: snake_case names, no confirmation, blanks left out', () => {
    const body = registerToRequestSchema.parse({ ...validForm, phone: '+14155550123' });
    expect(body).toEqual({
      username: 'runner',
      email: 'runner@example.com',
      first_name: 'Riley',
      last_name: 'Stone',
      phone: '+14155550123',
      address: undefined,
      password: 'Strong1pass',
    });
    expect(registerRequestSchema.safeParse(body).success).toBe(true);
  });
});

describe('registerRequestSchema (the API body)', () => {
  it('drops a role and any other unknown key', () => {
    const body = registerRequestSchema.parse({
      username: 'runner',
      email: 'runner@example.com',
      first_name: 'Riley',
      last_name: 'Stone',
      password: 'Strong1pass',
      role: 'admin',
      confirmPassword: 'Strong1pass',
      is_active: false,
    });
    for (const key of ['role', 'confirmPassword', 'is_active'])
      expect(body).not.toHaveProperty(key);
  });
});

describe('profileUpdateSchema', () => {
  const valid = { first_name: 'Casey', last_name: 'Jordan', email: 'c@example.com' };

  it.each<[Record<string, unknown>, string]>([
    [{ first_name: 'C' }, 'First name must be at least 2 characters'],
    [{ last_name: undefined }, 'Last name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ phone: '12ab' }, 'Invalid phone number'],
    [{ address: 'x'.repeat(501) }, 'Address must be less than 500 characters'],
  ])('%j -> %s', (change, message) => {
    expect(firstMessage(profileUpdateSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('reads a blank phone or address as none and accepts a short address', () => {
    expect(profileUpdateSchema.parse({ ...valid, phone: ' ', address: 'Home' })).toEqual({
      ...valid,
      phone: undefined,
      address: 'Home',
    });
  });
});

describe('change password', () => {
  const form = {
    currentPassword: 'Old1pass',
    newPassword: 'New1pass',
    confirmPassword: 'New1pass',
  };

  it.each<[Partial<typeof form>, string]>([
    [{ currentPassword: '' }, 'Current password is required'],
    [{ newPassword: '', confirmPassword: '' }, 'New password is required'],
    [{ newPassword: 'N1p', confirmPassword: 'N1p' }, 'Password must be at least 6 characters'],
    [
      { newPassword: 'NOLOWER1', confirmPassword: 'NOLOWER1' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ confirmPassword: '' }, 'Please confirm your password'],
    [{ confirmPassword: 'New1pasx' }, 'Passwords must match'],
  ])('%j -> %s', (change, message) => {
    expect(firstMessage(changePasswordSchema.safeParse({ ...form, ...change }))).toBe(message);
  });

  it('validates the API body with the same words', () => {
    expect(
      firstMessage(
        changePasswordRequestSchema.safeParse({ current_password: 'x', new_password: 'weak' }),
      ),
    ).toBe('Password must be at least 6 characters');
  });
});
