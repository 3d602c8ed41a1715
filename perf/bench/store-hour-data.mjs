// @ts-check
// The store hour's data: the kept, seeded database (the styles benchmark's catalogue of 20,000
// styles and 200,000 variants, the orders benchmark's million purchases and 20,000 customers,
// the sales rollups summed by the owner's command), what the simulated people pick from (SKUs
// in stock, search words, categories), and the two checks after the hour: the stock ledger and
// the sales rollups.
import { execFileSync } from 'node:child_process';
import mysql from 'mysql2/promise';
import { orderCounts, seedOrders } from './orders-seed.mjs';
import * as bench from './support.mjs';

/** The owner's rollup command (`npm run reports -- rebuild|check`) through the API package's export. @param {string} databaseUrl @param {'rebuild' | 'check'} command */
function reportsCommand(databaseUrl, command) {
  try {
    const output = execFileSync(
      process.execPath,
      [bench.apiModule.resolve('@shop/api/reports-cli'), command],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8', stdio: 'pipe' },
    );
    return { ok: true, said: output.trim() };
  } catch (error) {
    const failed = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    const said = `${failed.stdout ?? ''}${failed.stderr ?? ''}`.trim().split('\n');
    return { ok: false, said: said.slice(-3).join(' ') };
  }
}

/**
 * The kept database `name`, migrated through the API; seeded (and its rollups summed) unless it
 * already holds the plan. A kept one is reused as the last run left it: its stock, purchases and
 * rollups are the API's own since then.
 * @param {string} name @param {import('./orders-seed.mjs').OrdersPlan} plan
 */
export async function preparedDatabase(name, plan) {
  const admin = await mysql.createConnection(bench.MYSQL_SERVER);
  await admin.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4`);
  await admin.end();
  const url = `${bench.MYSQL_SERVER}/${name}`;
  console.log(`Migrating ${name} through the API…`);
  await bench.migrateThroughApi(url);
  let counts = await orderCounts(url);
  if (counts.purchases >= plan.purchases && counts.products >= plan.products) {
    console.log(`${name} already holds ${counts.purchases} purchases: reused.`);
    return { url, counts: { ...counts, styles: await styleCount(url) }, seedSeconds: null };
  }
  if (counts.purchases > 200)
    throw new Error(`${name} holds part of the plan: drop it to seed afresh`);
  const started = performance.now();
  console.log(`Loading ${plan.products} variants and ${plan.purchases} purchases…`);
  await seedOrders(url, plan);
  console.log('Summing the sales rollups (npm run reports -- rebuild)…');
  const rebuilt = reportsCommand(url, 'rebuild');
  if (!rebuilt.ok) throw new Error(`Rebuilding the rollups failed: ${rebuilt.said}`);
  counts = await orderCounts(url);
  const seedSeconds = (performance.now() - started) / 1000;
  return { url, counts: { ...counts, styles: await styleCount(url) }, seedSeconds };
}

/** @param {string} databaseUrl */
const styleCount = async (databaseUrl) =>
  Number((await bench.selectRows(databaseUrl, 'SELECT COUNT(*) AS n FROM style'))[0]?.n ?? 0);

/**
 * What the people pick from: variants on sale with stock to sell (the tills scan their SKUs, the
 * managers restock them), the catalogue's categories, and words of its style names.
 * @param {string} databaseUrl @param {number} variants
 */
export async function fixtures(databaseUrl, variants) {
  // Every 97th variant, so the tills and the shoppers' baskets spread over the whole catalogue.
  const stock = (
    await bench.selectRows(
      databaseUrl,
      'SELECT p.id, p.sku FROM product p JOIN inventory_record r ON r.product_id = p.id' +
        ' WHERE p.is_active = 1 AND r.quantity_in_stock >= 30 AND MOD(p.id, 97) = 0 ORDER BY p.id LIMIT ?',
      [variants],
    )
  ).map((row) => ({ id: Number(row.id), sku: String(row.sku) }));
  const categories = (await bench.selectRows(databaseUrl, 'SELECT id FROM category')).map((row) =>
    Number(row.id),
  );
  if (stock.length < 100) throw new Error(`Only ${stock.length} stocked variants to sell`);
  return {
    stock,
    categories,
    words: ['hoodie', 'tee', 'shorts', 'leggings', 'bra', 'shoe', 'peak', 'stride'],
    surnames: ['Moreau', 'Okafor', 'Lindqvist', 'Nakamura', 'Petrov'],
  };
}

/**
 * The stock ledger's invariant (services/api/src/inventory/stock-ledger-check.ts, the test's
 * `ledgerMismatches`, which the API does not export): every product whose stock differs from the
 * sum of its movements.
 * @param {string} databaseUrl
 */
export async function ledgerCheck(databaseUrl) {
  const rows = await bench.selectRows(
    databaseUrl,
    'SELECT p.id FROM product p LEFT JOIN inventory_record r ON r.product_id = p.id' +
      ' LEFT JOIN (SELECT product_id, SUM(quantity_change) AS total FROM stock_movement' +
      ' GROUP BY product_id) m ON m.product_id = p.id' +
      ' WHERE COALESCE(r.quantity_in_stock, 0) <> COALESCE(m.total, 0) ORDER BY p.id',
  );
  const [counted] = await bench.selectRows(
    databaseUrl,
    'SELECT (SELECT COUNT(*) FROM product) AS products, (SELECT COUNT(*) FROM stock_movement) AS movements,' +
      ' (SELECT COUNT(*) FROM inventory_record WHERE quantity_in_stock < 0) AS negative',
  );
  return {
    mismatches: rows.map((row) => Number(row.id)),
    products: Number(counted?.products ?? 0),
    movements: Number(counted?.movements ?? 0),
    negative: Number(counted?.negative ?? 0),
  };
}

/** The sales rollups against a recomputation from the purchases (`npm run reports -- check`). @param {string} databaseUrl */
export const rollupsCheck = (databaseUrl) => reportsCommand(databaseUrl, 'check');

/** Purchases and returns the hour added, by channel. @param {string} databaseUrl @param {{ purchase: number, saleReturn: number }} before */
export async function hourCounts(databaseUrl, before) {
  const [row] = await bench.selectRows(
    databaseUrl,
    "SELECT SUM(channel = 'pos') AS till, SUM(channel = 'web') AS web FROM purchase WHERE id > ?",
    [before.purchase],
  );
  const [returned] = await bench.selectRows(
    databaseUrl,
    'SELECT COUNT(*) AS n FROM sale_return WHERE id > ?',
    [before.saleReturn],
  );
  return {
    tillSales: Number(row?.till ?? 0),
    webOrders: Number(row?.web ?? 0),
    returns: Number(returned?.n ?? 0),
  };
}

/** The last purchase and return ids, so the hour's own can be counted afterwards. @param {string} databaseUrl */
export async function lastIds(databaseUrl) {
  const [row] = await bench.selectRows(
    databaseUrl,
    'SELECT (SELECT COALESCE(MAX(id), 0) FROM purchase) AS purchase, (SELECT COALESCE(MAX(id), 0) FROM sale_return) AS saleReturn',
  );
  return { purchase: Number(row?.purchase ?? 0), saleReturn: Number(row?.saleReturn ?? 0) };
}
