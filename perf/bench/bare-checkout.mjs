// @ts-check
// Bare side of the checkout benchmark, run pinned to the server core:
// `node perf/bench/bare-checkout.mjs '<json>'` with { databaseUrl, userId, ...buyer options }.
// The purchase transaction of the API written directly against a mysql2 pool of the API's
// size (10): price the products, write the purchase and then each item, then per product in
// ascending id order one conditional decrement, and the ledger rows. Like the API, it reads the
// buyer's account in the statement that prices the products. A decrement that
// touches no row means short stock: roll back (the API's 409). Deadlocks and lock wait
// timeouts are retried like the API's runStockTransaction. Prints the tallies as JSON.
import mysql from 'mysql2/promise';
import { runBuyers } from './buyer-loop.mjs';

const { databaseUrl, userId, ...options } = JSON.parse(process.argv[2]);
const pool = mysql.createPool({ uri: databaseUrl, connectionLimit: 10, timezone: 'Z' });
const RETRYABLE = new Set([1213, 1205]);
const ATTEMPTS = 4;

class ShortStock extends Error {}

/** @typedef {import('./buyer-loop.mjs').BasketLine} BasketLine */
/** @typedef {[sql: string, params: unknown[]]} Statement */

/** @param {mysql.PoolConnection} connection @param {BasketLine[]} items */
async function purchase(connection, items) {
  const lines = [...items].sort((a, b) => a.product_id - b.product_id);
  const ids = lines.map((line) => line.product_id);
  // The buyer's account, which must be active, read with the products, as the API does.
  const [rows] = /** @type {[mysql.RowDataPacket[], unknown]} */ (
    await connection.query(
      'SELECT u.id AS buyer_id, u.username, u.email, u.first_name, u.last_name, u.phone,' +
        ' u.address, u.role, p.* FROM user u LEFT JOIN product p ON p.id IN (?) AND p.is_active = 1' +
        ' WHERE u.id = ? AND u.is_active = 1',
      [ids, userId],
    )
  );
  if (rows.length === 0) throw new Error(`No active account ${userId}`);
  // The tax rules, read as the API's checkout reads them (purchases/checkout-statements.ts).
  await connection.query(
    'SELECT ct.category_id, ct.rule, r.name, r.percent_thousandths FROM category_tax ct' +
      " LEFT JOIN tax_rate r ON r.id = ct.rate_id UNION ALL SELECT NULL, 'default', r.name," +
      ' r.percent_thousandths FROM tax_rate r WHERE r.is_default = 1',
  );
  const byId = new Map(rows.map((product) => [product.id, product]));
  const priced = lines.map((line) => {
    const product = byId.get(line.product_id);
    if (!product) throw new Error(`Product ${line.product_id} is not for sale`);
    return { ...line, product };
  });
  const total = priced.reduce((sum, l) => sum + l.product.selling_price_cents * l.quantity, 0);
  const now = new Date();
  const [{ insertId: purchaseId }] = /** @type {[mysql.ResultSetHeader, unknown]} */ (
    await connection.query(
      'INSERT INTO purchase (user_id, total_amount_cents, status, payment_status,' +
        " payment_method, notes, created_at) VALUES (?, ?, 'pending', 'paid', 'card', NULL, ?)",
      [userId, total, now],
    )
  );
  // One statement per item, as the API does to learn each item's id. Like the API's
  // writeAll, the statements that need nothing from one another go one after another from
  // the driver's callbacks, stopping at the first failure.
  await queryEach(connection, [
    ...priced.map(
      ({ product, quantity }) =>
        /** @type {Statement} */ ([
          'INSERT INTO purchase_item (purchase_id, product_id, quantity, unit_price_cents,' +
            ' unit_cost_cents, total_price_cents) VALUES (?, ?, ?, ?, ?, ?)',
          [
            purchaseId,
            product.id,
            quantity,
            product.selling_price_cents,
            product.cost_price_cents,
            product.selling_price_cents * quantity,
          ],
        ]),
    ),
    // The copy of the delivery address a customer's web order keeps, as the API writes it.
    /** @type {Statement} */ ([
      'INSERT INTO purchase_address (purchase_id, line1, line2, city, state, zip)' +
        ' VALUES (?, ?, ?, ?, ?, ?)',
      [purchaseId, '350 Fifth Avenue', 'Suite 4100', 'New York', 'NY', '10118'],
    ]),
  ]);
  const results = await queryEach(connection, [
    ...priced.map(
      ({ product, quantity }) =>
        /** @type {Statement} */ ([
          'UPDATE inventory_record SET quantity_in_stock = quantity_in_stock - ?' +
            ' WHERE product_id = ? AND quantity_in_stock >= ?',
          [quantity, product.id, quantity],
        ]),
    ),
    [
      // The API's ledger row names the buyer as the actor; so does this one.
      'INSERT INTO stock_movement (product_id, quantity_change, reason, reference, created_at,' +
        ' actor_id) VALUES ?',
      [
        priced.map(({ product, quantity }) => [
          product.id,
          -quantity,
          'sale',
          `purchase:${purchaseId}`,
          now,
          userId,
        ]),
      ],
    ],
  ]);
  const short = priced.find((_, index) => results[index]?.affectedRows !== 1);
  if (short) throw new ShortStock(`Insufficient stock for ${short.product.name}`);
}

/**
 * `[sql, params]` statements, each sent from mysql2's callback for the one before.
 * @param {mysql.PoolConnection} connection
 * @param {Statement[]} statements
 * @returns {Promise<mysql.ResultSetHeader[]>}
 */
function queryEach(connection, statements) {
  return new Promise((resolve, reject) => {
    /** @type {mysql.ResultSetHeader[]} */
    const results = [];
    const next = () => {
      const statement = statements[results.length];
      if (!statement) return resolve(results);
      const [sql, params] = statement;
      // Under the promise wrapper sits mysql2's callback connection (its types say otherwise).
      const core = /** @type {import('mysql2').Connection} */ (
        /** @type {unknown} */ (connection.connection)
      );
      core.query(sql, params, (error, result) => {
        if (error) return reject(error);
        results.push(/** @type {mysql.ResultSetHeader} */ (result));
        next();
      });
    };
    next();
  });
}

/** @param {BasketLine[]} items @returns {Promise<'created' | 'conflict'>} */
async function buyOnce(items) {
  for (let attempt = 1; ; attempt++) {
    const connection = await pool.getConnection();
    try {
      await connection.beginTransaction();
      await purchase(connection, items);
      await connection.commit();
      return 'created';
    } catch (error) {
      await connection.rollback();
      if (error instanceof ShortStock) return 'conflict';
      const errno = /** @type {{ errno?: number }} */ (error).errno;
      if (attempt >= ATTEMPTS || !RETRYABLE.has(errno ?? 0)) throw error;
      await new Promise((r) => setTimeout(r, (10 + Math.random() * 20) * 2 ** (attempt - 1)));
    } finally {
      connection.release();
    }
  }
}

const cpuBefore = process.cpuUsage();
const counted = await runBuyers(buyOnce, options);
const cpu = process.cpuUsage(cpuBefore);
const tally = {
  ...counted,
  cpuMsPerAnswer: (cpu.user + cpu.system) / 1000 / counted.answeredInAll,
};
await pool.end();
process.stdout.write(`${JSON.stringify(tally)}\n`);
