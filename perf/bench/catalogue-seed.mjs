// @ts-check
// Grows a migrated, demo-seeded database to a large catalogue with multi-row INSERTs in one
// transaction. Rows mirror the MySQL migration (services/api/src/database/migrations/mysql):
// every product gets its inventory record and its `initial` stock movement, as the API does.
import mysql from 'mysql2/promise';
import { seededRandom } from './support.mjs';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const COLORS = ['Black', 'White', 'Red', 'Blue', 'Green', 'Gray', 'Navy', 'Pink'];
const BRANDS = ['Peak Form', 'Stride Athletics', 'IronCore', 'Northbound', 'Aeroflex', 'Lumen'];
/** @type {Record<string, string[]>} */
const LINES = {
  men: ['Training Tee', 'Running Shorts', 'Compression Top', 'Jogger Pants', 'Hoodie'],
  women: ['Sports Bra', 'High-Rise Leggings', 'Racerback Tank', 'Running Skirt', 'Zip Jacket'],
  accessories: ['Gym Bag', 'Water Bottle', 'Lifting Gloves', 'Headband', 'Yoga Mat'],
  footwear: ['Road Runner', 'Trail Shoe', 'Cross Trainer', 'Court Sneaker', 'Slide'],
};
const BATCH = 1_000;
const DAY_MS = 86_400_000;

/** @typedef {ReturnType<typeof seededRandom>} Random */
/** @typedef {{ product: [number, ...unknown[]], stock: number, createdAt: Date }} Row */

/**
 * @template T
 * @param {Random} random
 * @param {readonly T[]} list
 * @returns {T}
 */
const pick = (random, list) => /** @type {T} */ (list[random.int(0, list.length - 1)]);

/**
 * @param {Random} random
 * @param {number} id
 * @param {Array<[name: string, id: number]>} categories
 * @param {number} now
 * @returns {Row}
 */
function productRow(random, id, categories, now) {
  const [category, categoryId] = pick(random, categories);
  const size = pick(random, SIZES);
  const color = pick(random, COLORS);
  const price = random.int(8, 199) * 100 + pick(random, [0, 49, 99]);
  const line = pick(random, LINES[category] ?? LINES.men);
  const createdAt = new Date(now - random.int(0, 730) * DAY_MS - random.int(0, 86_399) * 1000);
  createdAt.setUTCMilliseconds(0);
  return {
    product: [
      id,
      `${line} ${color}`,
      pick(random, BRANDS),
      `BENCH-${String(id).padStart(7, '0')}`,
      `${line} in ${color.toLowerCase()}, size ${size}: breathable, durable and made for training.`,
      null,
      size,
      color,
      price,
      Math.round((price * random.int(38, 58)) / 100),
      categoryId,
      random.next() < 0.02 ? 0 : 1,
      createdAt,
    ],
    // About one product in ten is sold out; the rest hold 1-120 units.
    stock: random.next() < 0.1 ? 0 : random.int(1, 120),
    createdAt,
  };
}

/**
 * Adds products until the catalogue holds `target` of them; returns the final count.
 * @param {string} databaseUrl
 * @param {number} target
 * @returns {Promise<number>}
 */
export async function seedLargeCatalogue(databaseUrl, target) {
  const connection = await mysql.createConnection({ uri: databaseUrl, timezone: 'Z' });
  /** @param {string} sql */
  const select = async (sql) =>
    /** @type {[import('mysql2/promise').RowDataPacket[], unknown]} */ (
      await connection.query(sql)
    )[0];
  try {
    const categoryRows = await select('SELECT id, name FROM category ORDER BY id');
    /** @type {Array<[string, number]>} */
    const categories = categoryRows.map((row) => [row.name, row.id]);
    const [{ count, maxId } = { count: 0, maxId: 0 }] = await select(
      'SELECT COUNT(*) AS count, COALESCE(MAX(id), 0) AS maxId FROM product',
    );
    const random = seededRandom(20_261_122);
    const now = Date.now();
    await connection.beginTransaction();
    for (let id = maxId + 1, left = target - count; left > 0;) {
      /** @type {Row[]} */
      const rows = [];
      for (let i = 0; i < Math.min(BATCH, left); i++, id++)
        rows.push(productRow(random, id, categories, now));
      left -= rows.length;
      await insertBatch(connection, rows);
    }
    await connection.commit();
    await connection.query('ANALYZE TABLE product, inventory_record, category');
    const [{ total } = { total: 0 }] = await select('SELECT COUNT(*) AS total FROM product');
    return total;
  } catch (error) {
    await connection.rollback().catch(() => {});
    throw error;
  } finally {
    await connection.end();
  }
}

/** @param {import('mysql2/promise').Connection} connection @param {Row[]} rows */
async function insertBatch(connection, rows) {
  await connection.query(
    'INSERT INTO product (id, name, brand, sku, description, image_url, size, color,' +
      ' selling_price_cents, cost_price_cents, category_id, is_active, created_at) VALUES ?',
    [rows.map((row) => row.product)],
  );
  await connection.query(
    'INSERT INTO inventory_record (product_id, quantity_in_stock, minimum_stock_level,' +
      ' maximum_stock_level, last_restocked) VALUES ?',
    [rows.map(({ product: [id], stock, createdAt }) => [id, stock, 10, 120, createdAt])],
  );
  const stocked = rows.filter((row) => row.stock > 0);
  if (stocked.length === 0) return;
  await connection.query(
    'INSERT INTO stock_movement (product_id, quantity_change, reason, reference, created_at)' +
      ' VALUES ?',
    [stocked.map(({ product: [id], stock, createdAt }) => [id, stock, 'initial', null, createdAt])],
  );
}
