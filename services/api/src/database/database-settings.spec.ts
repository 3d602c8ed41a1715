import { describeDatabase, readDatabaseSettings } from './database-settings';

describe('readDatabaseSettings', () => {
  it('uses SQLite under DATA_DIR when DATABASE_URL is unset', () => {
    expect(readDatabaseSettings({ DATA_DIR: '/tmp/shop-data' })).toEqual({
      dialect: 'sqlite',
      file: '/tmp/shop-data/shop.sqlite',
    });
  });

  it('defaults the SQLite file to .data at the repository root', () => {
    const settings = readDatabaseSettings({});
    expect(settings.dialect === 'sqlite' && settings.file).toMatch(/\/\.data\/shop\.sqlite$/);
  });

  it('selects MySQL for a mysql:// URL', () => {
    expect(readDatabaseSettings({ DATABASE_URL: 'mysql://shop:secret@db:3306/shop' })).toEqual({
      dialect: 'mysql',
      url: 'mysql://shop:secret@db:3306/shop',
    });
  });

  it('reads MySQL read replicas from DATABASE_REPLICA_URLS', () => {
    expect(
      readDatabaseSettings({
        DATABASE_URL: 'mysql://shop@db:3306/shop',
        DATABASE_REPLICA_URLS: ' mysql://shop@replica-1/shop, mariadb://shop@replica-2/shop ',
      }),
    ).toEqual({
      dialect: 'mysql',
      url: 'mysql://shop@db:3306/shop',
      replicaUrls: ['mysql://shop@replica-1/shop', 'mysql://shop@replica-2/shop'],
    });
    expect(() =>
      readDatabaseSettings({
        DATABASE_URL: 'mysql://shop@db:3306/shop',
        DATABASE_REPLICA_URLS: 'postgres://replica/shop',
      }),
    ).toThrow('DATABASE_REPLICA_URLS');
  });

  it('refuses other schemes and URLs without a database name', () => {
    expect(() => readDatabaseSettings({ DATABASE_URL: 'postgres://db/shop' })).toThrow('mysql://');
    expect(() => readDatabaseSettings({ DATABASE_URL: 'mysql://db:3306' })).toThrow(
      'name a database',
    );
  });
});

describe('describeDatabase', () => {
  it('never prints the password', () => {
    const line = describeDatabase({ dialect: 'mysql', url: 'mysql://shop:s3cret@db:3306/shop' });
    expect(line).toBe('MySQL at shop@db:3306/shop');
    expect(line).not.toContain('s3cret');
  });
});
