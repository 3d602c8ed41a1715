// @ts-check
// Grows a migrated, demo-seeded database to a large catalogue of styles, each with its variants
// (products), with multi-row INSERTs in one transaction, like catalogue-seed.mjs. Rows mirror the
// MySQL migrations (services/api/src/database/migrations/mysql): every variant gets its inventory
// record and, when stocked, its `initial` stock movement, as the API does; a variant copies its
// style's name, brand, description and category. The catalogue's benchmarks grow theirs here
// too (catalogue-seed.mjs). Each style's list summary (its active variants' stock, counts by
// stock state and price range) is filled as the migration that added it does.
import { createRequire } from 'node:module';
import mysql from 'mysql2/promise';
import { seededRandom } from './support.mjs';

/** The search's words of each style, as the API's writers store them (built with the API). */
const { styleWordRows } = createRequire(import.meta.url)('@shop/api/bench-sql');

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const COLORS = ['Black', 'White', 'Red', 'Blue', 'Green', 'Gray', 'Navy', 'Pink'];
const BRANDS = ['Peak Form', 'Stride Athletics', 'IronCore', 'Northbound', 'Aeroflex', 'Lumen'];
const LINES = ['Training Tee', 'Running Shorts', 'Sports Bra', 'Leggings', 'Hoodie', 'Trail Shoe'];
const BATCH_STYLES = 200;
const DAY_MS = 86_400_000;

/** @typedef {ReturnType<typeof seededRandom>} Random */

/**
 * @template T
 * @param {Random} random
 * @param {readonly T[]} list
 * @returns {T}
 */
const pick = (random, list) => /** @type {T} */ (list[random.int(0, list.length - 1)]);

/**
 * One style and its variants: `variants` size-colour pairs (sizes first), prices from the
 * style's with one variant in three dearer; 2 % of styles archived (their variants hidden), 1 %
 * of variants archived; stock: one variant in ten sold out, one in eight low. The style's code,
 * and so each variant's SKU, starts with `codePrefix`.
 * @param {Random} random @param {number} id @param {number} firstVariantId
 * @param {number[]} categories @param {number[]} suppliers @param {number} variants @param {number} now
 * @param {string} codePrefix
 */
function styleRows(random, id, firstVariantId, categories, suppliers, variants, now, codePrefix) {
  const line = pick(random, LINES);
  const brand = pick(random, BRANDS);
  const name = `${line} ${id}`;
  const description = `${line} by ${brand}: breathable, durable and made for training.`;
  const category = pick(random, categories);
  const createdAt = new Date(now - random.int(0, 730) * DAY_MS - random.int(0, 86_399) * 1000);
  createdAt.setUTCMilliseconds(0);
  const active = random.next() >= 0.02;
  const code = `${codePrefix}${id}`;
  /** @type {unknown[]} */
  const style = [id, name, brand, description, category, pick(random, suppliers), '[]', code];
  style.push('{STYLE}-{COLOR}-{SIZE}', active ? 1 : 0, createdAt, createdAt);
  const price = random.int(8, 199) * 100 + pick(random, [0, 49, 99]);
  const colors = COLORS.slice(0, Math.ceil(variants / SIZES.length));
  const pairs = colors.flatMap((color) => SIZES.map((size) => [size, color])).slice(0, variants);
  const products = pairs.map(([size, color], i) => {
    const archived = random.next() < 0.01;
    const selling = random.next() < 1 / 3 ? price + 500 : price;
    const roll = random.next();
    const stock = roll < 0.1 ? 0 : roll < 0.225 ? random.int(1, 10) : random.int(11, 120);
    return {
      row: [firstVariantId + i, id, name, brand, `${code}-${color}-${size}`.toUpperCase()],
      rest: [description, size, color, selling, Math.round((selling * 45) / 100), category],
      flags: [active && !archived ? 1 : 0, archived ? 1 : 0, createdAt],
      stock,
    };
  });
  style.push(...listSummary(products));
  return { style, products, createdAt };
}

const MINIMUM_STOCK = 10;

/**
 * The style's summary columns, over its active variants (prices over all when none is active):
 * stock_quantity, active_variants, low_variants, out_variants, min_price_cents, max_price_cents.
 * @param {{ rest: unknown[], flags: unknown[], stock: number }[]} products
 */
function listSummary(products) {
  const active = products.filter((p) => p.flags[1] === 0);
  const prices = (active.length ? active : products).map((p) => Number(p.rest[3]));
  return [
    active.reduce((sum, p) => sum + p.stock, 0),
    active.length,
    active.filter((p) => p.stock > 0 && p.stock <= MINIMUM_STOCK).length,
    active.filter((p) => p.stock === 0).length,
    prices.length ? Math.min(...prices) : 0,
    prices.length ? Math.max(...prices) : 0,
  ];
}

/**
 * Adds `styles` styles of `variantsPerStyle` variants each; returns the catalogue's counts.
 * @param {string} databaseUrl @param {number} styles @param {number} variantsPerStyle
 */
export function seedStyles(databaseUrl, styles, variantsPerStyle) {
  return seedVariants(databaseUrl, {
    variants: styles * variantsPerStyle,
    variantsPerStyle,
    codePrefix: 'BS',
  });
}

/**
 * Adds `variants` variants, in styles of `variantsPerStyle` each (the last style holds what is
 * left); returns the catalogue's counts.
 * @param {string} databaseUrl
 * @param {{ variants: number, variantsPerStyle: number, codePrefix: string }} plan
 */
export async function seedVariants(databaseUrl, { variants, variantsPerStyle, codePrefix }) {
  const connection = await mysql.createConnection({ uri: databaseUrl, timezone: 'Z' });
  /** @param {string} sql */
  const select = async (sql) =>
    /** @type {[import('mysql2/promise').RowDataPacket[], unknown]} */ (
      await connection.query(sql)
    )[0];
  try {
    const categories = (await select('SELECT id FROM category')).map((row) => row.id);
    const suppliers = (await select('SELECT id FROM supplier')).map((row) => row.id);
    const [ids] = await select(
      'SELECT (SELECT COALESCE(MAX(id), 0) FROM style) AS style, (SELECT COALESCE(MAX(id), 0) FROM product) AS product',
    );
    const random = seededRandom(20_261_127);
    const now = Date.now();
    await connection.beginTransaction();
    let styleId = Number(ids?.style ?? 0);
    let productId = Number(ids?.product ?? 0);
    for (let left = variants; left > 0;) {
      const batch = [];
      for (let i = 0; i < BATCH_STYLES && left > 0; i++) {
        const count = Math.min(variantsPerStyle, left);
        const firstId = productId + 1;
        batch.push(
          styleRows(random, ++styleId, firstId, categories, suppliers, count, now, codePrefix),
        );
        productId += count;
        left -= count;
      }
      await insertBatch(connection, batch);
    }
    await connection.commit();
    await connection.query('ANALYZE TABLE style, product, inventory_record, category, style_word');
    const [counts] = await select(
      'SELECT (SELECT COUNT(*) FROM style) AS styles, (SELECT COUNT(*) FROM product) AS variants',
    );
    return { styles: Number(counts?.styles), variants: Number(counts?.variants) };
  } catch (error) {
    await connection.rollback().catch(() => {});
    throw error;
  } finally {
    await connection.end();
  }
}

/** @param {import('mysql2/promise').Connection} connection @param {ReturnType<typeof styleRows>[]} batch */
async function insertBatch(connection, batch) {
  await connection.query(
    'INSERT INTO style (id, name, brand, description, category_id, supplier_id, tags, style_code,' +
      ' sku_pattern, is_active, created_at, updated_at, stock_quantity, active_variants,' +
      ' low_variants, out_variants, min_price_cents, max_price_cents) VALUES ?',
    [batch.map((style) => style.style)],
  );
  const products = batch.flatMap(({ products, createdAt }) =>
    products.map((product) => ({ ...product, createdAt })),
  );
  await connection.query(
    'INSERT INTO product (id, style_id, name, brand, sku, description, size, color,' +
      ' selling_price_cents, cost_price_cents, category_id, is_active, is_archived, created_at)' +
      ' VALUES ?',
    [products.map((p) => [...p.row, ...p.rest, ...p.flags])],
  );
  await connection.query(
    'INSERT INTO inventory_record (product_id, quantity_in_stock, minimum_stock_level,' +
      ' maximum_stock_level, last_restocked) VALUES ?',
    [products.map((p) => [p.row[0], p.stock, MINIMUM_STOCK, 120, p.createdAt])],
  );
  const styles = batch.map(({ style }) => ({
    id: Number(style[0]),
    name: String(style[1]),
    brand: String(style[2]),
  }));
  const skus = products.map((p) => ({ style_id: Number(p.row[1]), sku: String(p.row[4]) }));
  await connection.query('INSERT INTO style_word (word, style_id) VALUES ?', [
    styleWordRows(styles, skus),
  ]);
  const stocked = products.filter((p) => p.stock > 0);
  if (stocked.length === 0) return;
  await connection.query(
    'INSERT INTO stock_movement (product_id, quantity_change, reason, reference, created_at)' +
      ' VALUES ?',
    [stocked.map((p) => [p.row[0], p.stock, 'initial', null, p.createdAt])],
  );
}
