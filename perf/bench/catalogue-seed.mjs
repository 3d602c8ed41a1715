// @ts-check
// Grows a migrated, demo-seeded database to a large catalogue for the benchmarks that list,
// search, stock and sell products (catalogue, till-search, inventory, checkout, scaling,
// reports). The products are the variants of styles, seeded as the styles benchmark seeds them
// (styles-seed.mjs); their SKUs start with BENCH-, so a benchmark can tell them from the demo's.
import mysql from 'mysql2/promise';
import { seedVariants } from './styles-seed.mjs';

/** Sizes of one or two colours per style, as in the styles benchmark. */
const VARIANTS_PER_STYLE = 10;
/** What every seeded style's code, and so every seeded SKU, starts with. */
export const BENCH_CODE_PREFIX = 'BENCH-';

/**
 * Adds products until the catalogue holds `target` of them; returns the final count.
 * @param {string} databaseUrl
 * @param {number} target
 * @returns {Promise<number>}
 */
export async function seedLargeCatalogue(databaseUrl, target) {
  const connection = await mysql.createConnection({ uri: databaseUrl });
  const [[row]] = /** @type {[import('mysql2/promise').RowDataPacket[], unknown]} */ (
    await connection.query('SELECT COUNT(*) AS count FROM product')
  );
  await connection.end();
  const variants = Math.max(0, target - Number(row?.count ?? 0));
  const counts = await seedVariants(databaseUrl, {
    variants,
    variantsPerStyle: VARIANTS_PER_STYLE,
    codePrefix: BENCH_CODE_PREFIX,
  });
  return counts.variants;
}
