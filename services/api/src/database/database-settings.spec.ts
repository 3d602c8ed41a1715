import { describeDatabase } from './database-settings';

describe('describeDatabase', () => {
  it('never prints the password', () => {
    const line = describeDatabase({ dialect: 'mysql', url: 'mysql://shop:s3cret@db:3306/shop' });
    expect(line).toBe('MySQL at shop@db:3306/shop');
    expect(line).not.toContain('s3cret');
  });
});
