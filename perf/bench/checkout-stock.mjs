// @ts-check
// The stock side of the checkout benchmark: give 100 products a known, limited stock before
// the run (with a matching `adjustment` ledger row, so the ledger still adds up), and prove
// afterwards that nothing was oversold.
import mysql from 'mysql2/promise';

/** @typedef {import('mysql2/promise').RowDataPacket} Row */
/**
 * @typedef {object} PreparedStock
 * @property {number[]} productIds
 * @property {Map<number, number>} initialStock by product id
 * @property {number} purchasesBefore the last purchase id before the run
 */
/** @typedef {Awaited<ReturnType<typeof checkNoOversell>>} StockCheck */

/**
 * @param {mysql.Connection} connection
 * @param {string} sql
 * @param {unknown[]} [values]
 */
async function select(connection, sql, values) {
  const [rows] = /** @type {[Row[], unknown]} */ (await connection.query(sql, values));
  return rows;
}

export const PRODUCTS = 100;

/** One product in ten is scarce. */
export const SCARCE_PRODUCTS = PRODUCTS / 10;

/**
 * Deterministic stock: the scarce products hold 5-20 pieces and sell out early, so some
 * baskets get a 409; the rest hold 5,000-9,000 pieces, enough for either side to keep
 * selling for the whole run (a side that ran them out would answer more cheap 409s).
 */
/** @param {number} index */
const stockFor = (index) =>
  index % 10 === 0 ? 5 + (index % 16) : 5_000 + ((index * 7_919) % 4_001);

/** @param {string} databaseUrl @returns {Promise<PreparedStock>} */
export async function prepareStock(databaseUrl) {
  const connection = await mysql.createConnection({ uri: databaseUrl, timezone: 'Z' });
  try {
    const rows = await select(
      connection,
      'SELECT p.id, (SELECT COALESCE(SUM(m.quantity_change), 0) FROM stock_movement m' +
        ' WHERE m.product_id = p.id) AS ledger FROM product p WHERE p.is_active = 1' +
        ' ORDER BY p.id LIMIT ?',
      [PRODUCTS],
    );
    if (rows.length < PRODUCTS) throw new Error(`Only ${rows.length} active products to sell`);
    /** @type {Map<number, number>} */
    const initialStock = new Map();
    await connection.beginTransaction();
    for (const [index, { id, ledger }] of rows.entries()) {
      const target = stockFor(index);
      initialStock.set(id, target);
      await connection.query(
        'UPDATE inventory_record SET quantity_in_stock = ? WHERE product_id = ?',
        [target, id],
      );
      // The adjustment makes the ledger add up to the new stock, whatever it held before.
      if (target !== Number(ledger))
        await connection.query(
          "INSERT INTO stock_movement (product_id, quantity_change, reason, reference, created_at) VALUES (?, ?, 'adjustment', 'checkout benchmark', ?)",
          [id, target - Number(ledger), new Date()],
        );
    }
    const [{ last } = { last: 0 }] = await select(
      connection,
      'SELECT COALESCE(MAX(id), 0) AS last FROM purchase',
    );
    await connection.commit();
    return { productIds: [...initialStock.keys()], initialStock, purchasesBefore: last };
  } finally {
    await connection.end();
  }
}

/** @param {Row[]} rows @returns {Map<number, number>} */
const sumBy = (rows) => new Map(rows.map((row) => [row.product_id, Number(row.total)]));

/**
 * Zero oversell: no stock below zero, and for every product initial stock − pieces sold by
 * the run's non-cancelled purchases = current stock = the sum of its stock ledger.
 * @param {string} databaseUrl
 * @param {PreparedStock} stock
 */
export async function checkNoOversell(databaseUrl, { productIds, initialStock, purchasesBefore }) {
  const connection = await mysql.createConnection({ uri: databaseUrl, timezone: 'Z' });
  try {
    const [{ negative } = { negative: 0 }] = await select(
      connection,
      'SELECT COUNT(*) AS negative FROM inventory_record WHERE quantity_in_stock < 0',
    );
    const soldRows = await select(
      connection,
      'SELECT pi.product_id, SUM(pi.quantity) AS total FROM purchase_item pi' +
        " JOIN purchase p ON p.id = pi.purchase_id WHERE p.id > ? AND p.status <> 'cancelled'" +
        ' GROUP BY pi.product_id',
      [purchasesBefore],
    );
    const stockRows = await select(
      connection,
      'SELECT product_id, quantity_in_stock AS total FROM inventory_record WHERE product_id IN (?)',
      [productIds],
    );
    const ledgerRows = await select(
      connection,
      'SELECT product_id, SUM(quantity_change) AS total FROM stock_movement WHERE product_id IN (?) GROUP BY product_id',
      [productIds],
    );
    const [{ purchases } = { purchases: 0 }] = await select(
      connection,
      'SELECT COUNT(*) AS purchases FROM purchase WHERE id > ?',
      [purchasesBefore],
    );
    const sold = sumBy(soldRows);
    const stock = sumBy(stockRows);
    const ledger = sumBy(ledgerRows);
    /** @param {number} id */
    const expected = (id) => (initialStock.get(id) ?? 0) - (sold.get(id) ?? 0);
    const mismatches = productIds.filter(
      (id) => stock.get(id) !== expected(id) || ledger.get(id) !== expected(id),
    );
    // Pieces in purchases that never left the stock figure: sold twice over, in effect.
    const unaccounted = productIds.reduce(
      (sum, id) => sum + Math.max(0, (stock.get(id) ?? 0) - expected(id)),
      0,
    );
    const soldOut = productIds.filter((id) => stock.get(id) === 0).length;
    const piecesSold = [...sold.values()].reduce((a, b) => a + b, 0);
    return {
      negative: Number(negative),
      mismatches,
      unaccounted,
      soldOut,
      piecesSold,
      purchases: Number(purchases),
    };
  } finally {
    await connection.end();
  }
}
