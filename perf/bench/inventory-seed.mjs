// @ts-check
// The inventory benchmark's stock: the catalogue benchmark's products (catalogue-seed.mjs:
// one inventory record each, minimum 10 and maximum 120, about 10 % out of stock and 12 %
// low), plus what the back office filters on that the catalogue lacks: a preferred
// supplier on five products in six, spread over the demo suppliers.
import mysql from 'mysql2/promise';
import { seedLargeCatalogue } from './catalogue-seed.mjs';

/** @typedef {import('mysql2/promise').RowDataPacket} Row */

/**
 * Grows the migrated, demo-seeded database to `target` products; returns the count and
 * the ids the filtered URLs use (the first category and the first supplier).
 * @param {string} databaseUrl
 * @param {number} target
 */
export async function seedInventory(databaseUrl, target) {
  const total = await seedLargeCatalogue(databaseUrl, target);
  const connection = await mysql.createConnection({ uri: databaseUrl, timezone: 'Z' });
  /** @param {string} sql */
  const select = async (sql) => /** @type {[Row[], unknown]} */ (await connection.query(sql))[0];
  try {
    const suppliers = (await select('SELECT id FROM supplier ORDER BY id')).map((row) => row.id);
    const [category] = await select('SELECT id, name FROM category ORDER BY id LIMIT 1');
    if (suppliers.length === 0 || !category) throw new Error('The demo seed left no suppliers');
    // One statement for every benchmark product: id mod (suppliers + 1) picks one, or none.
    const cases = suppliers.map((id, index) => `WHEN ${index + 1} THEN ${Number(id)}`).join(' ');
    await connection.query(
      `UPDATE product SET supplier_id = CASE MOD(id, ${suppliers.length + 1}) ${cases} ELSE NULL END` +
        " WHERE sku LIKE 'BENCH-%'",
    );
    await connection.query('ANALYZE TABLE product, inventory_record, stock_movement');
    const [states] = await select(
      'SELECT SUM(quantity_in_stock = 0) AS outOfStock,' +
        ' SUM(quantity_in_stock > 0 AND quantity_in_stock <= minimum_stock_level) AS low' +
        ' FROM inventory_record',
    );
    if (!states) throw new Error('No inventory records');
    return {
      outOfStock: Number(states.outOfStock),
      lowStock: Number(states.low),
      total,
      categoryId: Number(category.id),
      categoryName: String(category.name),
      supplierId: Number(suppliers[0]),
      suppliers: suppliers.length,
    };
  } finally {
    await connection.end();
  }
}
