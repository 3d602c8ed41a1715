import { MikroORM } from '@mikro-orm/core';
import { ormConfig } from '../src/database/orm-config';
import { ledgerMismatches } from '../src/inventory/stock-ledger-check';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

/** The migration before styles, per dialect. */
const BEFORE_STYLES = { sqlite: 'Migration20261127001000', mysql: 'Migration20261127001002' };
/** Tables of the shop before styles, parents first; `product` and `user` lose their new columns. */
const TABLES = [
  'user',
  'category',
  'supplier',
  'product',
  'inventory_record',
  'purchase',
  'purchase_item',
  'stock_movement',
  'sales_day_channel',
  'sales_day_product',
  'sales_month_product',
];
/** Columns later migrations add, left out of the copy (the old tables have none of them). */
const LATER_COLUMNS: Record<string, string[]> = {
  product: ['style_id', 'barcode', 'is_archived'],
  user: ['must_change_password', 'pin_hash', 'last_sign_in_at'],
  purchase: [
    'shipping_cents',
    'tax_cents',
    'cashier_id',
    'register_session_id',
    'payment_due_at',
    'payment_reference',
    'card_brand',
    'card_last4',
    'discount_code',
    'discount_cents',
    'fulfilment_status',
    'carrier',
    'tracking_number',
    'shipped_at',
    'shipped_by_id',
    'delivered_at',
    'delivered_by_id',
    'sale_discount_cents',
    'sale_discount_reason',
    'sale_discount_note',
    'discount_approved_by_id',
  ],
  purchase_item: [
    'tax_cents',
    'tax_rate_thousandths',
    'tax_rate_name',
    'returned_quantity',
    'discount_cents',
    'discount_reason',
    'discount_note',
  ],
};
/** A till sale's drawer session: the sessions are not copied, so neither is the link. */
const DRAWER_COLUMN = 'register_session_id';
/** Values later migrations allow (a return's `partially_refunded`, its `return` movements). */
const LATER_VALUES: Record<string, Record<string, { allowed: string[]; stand_in: string }>> = {
  purchase: {
    payment_status: {
      allowed: ['pending', 'paid', 'completed', 'failed', 'refunded'],
      stand_in: 'paid',
    },
  },
  stock_movement: {
    reason: {
      allowed: ['initial', 'restock', 'sale', 'cancellation', 'adjustment'],
      stand_in: 'adjustment',
    },
  },
};
const withoutNewColumns = (table: string, row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).filter(([column]) => !LATER_COLUMNS[table]?.includes(column)),
  );
type Row = Record<string, unknown>;

/**
 * Today's demo data, copied row by row into a database migrated only up to the one before
 * styles, then migrated: every row as it was, products grouped into the demo's styles.
 */
describe.each(databaseTargets())('the styles migration on $name', (target) => {
  let shop: TestShop;
  let before: MikroORM;
  let drop: () => Promise<void>;
  const query = async (orm: MikroORM, sql: string): Promise<Row[]> =>
    (await orm.em.getConnection().execute(sql)) as Row[];
  const rows = (orm: MikroORM, table: string) =>
    query(orm, `select * from \`${table}\` order by 1, 2`);

  beforeAll(async () => {
    shop = await startTestShop(target);
    const scratch = await target.create();
    drop = () => scratch.drop();
    before = await MikroORM.init(ormConfig(scratch.settings));
    await before.getMigrator().up({ to: BEFORE_STYLES[target.name] });
    const restores: { table: string; id: unknown; column: string; value: unknown }[] = [];
    for (const table of TABLES)
      for (const original of await rows(shop.orm, table)) {
        const row = { ...withoutNewColumns(table, original) };
        // A value later features allow waits as an older one, and comes back after the migrations.
        for (const [column, { allowed, stand_in }] of Object.entries(LATER_VALUES[table] ?? {}))
          if (!allowed.includes(String(row[column]))) {
            restores.push({ table, id: row.id, column, value: row[column] });
            row[column] = stand_in;
          }
        const columns = Object.keys(row);
        await before.em.getConnection().execute(
          `insert into \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
          columns.map((c) => row[c]),
        );
      }
    await before.getMigrator().up();
    // What later features wrote in their own columns of a sale (a line's returned units) comes
    // back too; the products' style is this migration's to work out.
    for (const table of ['purchase', 'purchase_item']) {
      const migrated = new Map((await rows(before, table)).map((row) => [String(row.id), row]));
      for (const row of await rows(shop.orm, table))
        for (const column of LATER_COLUMNS[table]!)
          if (
            column !== DRAWER_COLUMN &&
            String(migrated.get(String(row.id))?.[column]) !== String(row[column])
          )
            restores.push({ table, id: row.id, column, value: row[column] });
    }
    for (const { table, id, column, value } of restores)
      await before.em
        .getConnection()
        .execute(`update \`${table}\` set \`${column}\` = ? where id = ?`, [value, id]);
  });
  afterAll(async () => {
    await before?.close();
    await drop?.();
    await shop?.close();
  });

  it('leaves every product, purchase line, stock movement and rollup as it was', async () => {
    // Style ids differ (a migrated style takes its first product's id): the grouping is checked below.
    // The staff accounts' columns come after styles and are not this migration's to keep.
    const withoutStyle = (table: string, list: Row[]) =>
      table === 'product'
        ? list.map((row) => ({ ...row, style_id: undefined }))
        : table === 'user'
          ? list.map((row) => withoutNewColumns(table, row))
          : table === 'purchase'
            ? list.map((row) => ({ ...row, [DRAWER_COLUMN]: undefined }))
            : list;
    for (const table of TABLES)
      expect([table, withoutStyle(table, await rows(before, table))]).toEqual([
        table,
        withoutStyle(table, await rows(shop.orm, table)),
      ]);
  });

  it('groups the products into the demo styles by name and brand, with their SKU prefixes', async () => {
    const styles = (orm: MikroORM) =>
      query(
        orm,
        'select s.style_code, s.name, s.brand, s.is_active, s.category_id, s.supplier_id, ' +
          'count(p.id) as variants from style s join product p on p.style_id = s.id group by ' +
          's.id, s.style_code, s.name, s.brand, s.is_active, s.category_id, s.supplier_id ' +
          'order by s.style_code',
      );
    const migrated = await styles(before);
    expect(migrated).toHaveLength(30);
    expect(migrated).toEqual(await styles(shop.orm));
  });

  it('keeps stock equal to the sum of its movements', async () => {
    expect(await ledgerMismatches(before.em.fork())).toEqual([]);
  });
});
