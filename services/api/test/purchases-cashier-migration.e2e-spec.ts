import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { ormConfig } from '../src/database/orm-config';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

/** The last migration before a till sale named its cashier (the same name in both dialects). */
const BEFORE_CASHIER = 'Migration20261128100000';
type Row = Record<string, unknown>;

/**
 * The demo shop's accounts and purchases, copied into a database migrated only up to the one
 * before the cashier column, then migrated: every till sale gets its user as its cashier, as the
 * seed (and the checkout) now write it (docs/decisions/0094-a-till-sale-names-its-cashier.md).
 */
describe.each(databaseTargets())('the cashier migration on $name', (target) => {
  let shop: TestShop;
  let before: MikroORM;
  let drop: () => Promise<void>;
  const knexOf = (orm: MikroORM) => (orm.em as SqlEntityManager).getKnex();

  beforeAll(async () => {
    shop = await startTestShop(target);
    const scratch = await target.create();
    drop = () => scratch.drop();
    before = await MikroORM.init(ormConfig(scratch.settings));
    await before.getMigrator().up({ to: BEFORE_CASHIER });
    for (const table of ['user', 'purchase']) {
      // Only the columns the older table has: later migrations may add more.
      const columns = Object.keys(await knexOf(before)(table).columnInfo());
      const rows = (await knexOf(shop.orm).select(columns).from(table).orderBy('id')) as Row[];
      for (let start = 0; start < rows.length; start += 50)
        await knexOf(before)(table).insert(rows.slice(start, start + 50));
    }
    await before.getMigrator().up();
  });
  afterAll(async () => {
    await before?.close();
    await drop?.();
    await shop?.close();
  });

  it('gives every till sale its user as its cashier, and web orders none', async () => {
    const read = (orm: MikroORM) =>
      knexOf(orm)
        .select('id', 'channel', 'user_id', 'cashier_id')
        .from('purchase')
        .orderBy('id') as Promise<Row[]>;
    const migrated = await read(before);
    expect(migrated.some((row) => row.channel === 'pos')).toBe(true);
    for (const row of migrated)
      expect(row.cashier_id === null ? null : Number(row.cashier_id)).toBe(
        row.channel === 'pos' ? Number(row.user_id) : null,
      );
    // The seed names the same cashiers the migration works out.
    expect(migrated).toEqual(await read(shop.orm));
  });
});
