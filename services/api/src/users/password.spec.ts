import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores an argon2id hash that verifies only the right password', async () => {
    const stored = await hashPassword('Admin123!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Admin123!')).toBe(true);
    expect(await verifyPassword(stored, 'admin123!')).toBe(false);
  });

  it('answers false, not an exception, for a malformed stored hash', async () => {
    expect(await verifyPassword('not-a-hash', 'whatever')).toBe(false);
  });
});
