// @ts-check
// The orders benchmark's data: a million purchases in a migrated, demo-seeded MySQL database,
// loaded with multi-row INSERTs (rows as the MySQL migration and the checkout write them) with the
// session's unique and foreign-key checks off. 20,000 customers with names from short lists, so a
// surname search finds a few hundred purchases; the demo customer has many purchases of their
// own; 40 % are till sales filed under the cashier's account, one in six with the customer's name
// taken; 1 to 3 lines each over a 2,000-product catalogue. The same run of the generator builds the
// same data, so the figures name real order numbers, SKUs and surnames.
import mysql from 'mysql2/promise';
import { seedLargeCatalogue } from './catalogue-seed.mjs';
import { seededRandom } from './support.mjs';

const YEAR_MS = 365.25 * 86_400_000;
const BATCH = 5_000;
const FIRST = [
  'Ava',
  'Ben',
  'Cleo',
  'Dev',
  'Eli',
  'Faye',
  'Gus',
  'Hana',
  'Ivo',
  'Jun',
  'Kai',
  'Lea',
];
const LAST = [
  ...['Abbott', 'Baptiste', 'Castellano', 'Dimitrov', 'Eriksen', 'Fontaine', 'Garrido', 'Haddad'],
  ...['Ishikawa', 'Jaramillo', 'Kowalczyk', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov'],
  ...[
    'Quintero',
    'Rasmussen',
    'Sorensen',
    'Takahashi',
    'Underwood',
    'Valdivia',
    'Wexler',
    'Yilmaz',
  ],
];
/** Surnames only the bench's customers carry, so a search for one reaches a known share. */
const surname = (/** @type {number} */ i) =>
  `${LAST[i % LAST.length]}${i >= LAST.length ? Math.floor(i / LAST.length) : ''}`;

/**
 * @typedef {object} OrdersPlan
 * @property {number} purchases
 * @property {number} customers
 * @property {number} ownPurchases the demo customer's purchases among them
 * @property {number} products
 * @property {number} years
 */

/** @param {mysql.Connection} connection @param {string} sql */
async function select(connection, sql) {
  return /** @type {[mysql.RowDataPacket[], unknown]} */ (await connection.query(sql))[0];
}

/** The counts a seeded database holds: purchases, lines, customers, products. @param {string} databaseUrl */
export async function orderCounts(databaseUrl) {
  const connection = await mysql.createConnection({ uri: databaseUrl });
  try {
    const [row] = await select(
      connection,
      'SELECT (SELECT COUNT(*) FROM purchase) AS purchases, (SELECT COUNT(*) FROM purchase_item) AS line_count,' +
        " (SELECT COUNT(*) FROM user WHERE role = 'customer') AS customers, (SELECT COUNT(*) FROM product) AS products",
    );
    return {
      purchases: Number(row?.purchases ?? 0),
      lines: Number(row?.line_count ?? 0),
      customers: Number(row?.customers ?? 0),
      products: Number(row?.products ?? 0),
    };
  } finally {
    await connection.end();
  }
}

/** @param {string} databaseUrl @param {OrdersPlan} plan */
export async function seedOrders(databaseUrl, plan) {
  await seedLargeCatalogue(databaseUrl, plan.products);
  const connection = await mysql.createConnection({ uri: databaseUrl, timezone: 'Z' });
  try {
    await connection.query('SET SESSION unique_checks = 0, foreign_key_checks = 0');
    const products = (
      await select(
        connection,
        'SELECT id, selling_price_cents AS price, cost_price_cents AS cost FROM product WHERE is_active = 1',
      )
    ).map((row) => ({ id: Number(row.id), price: Number(row.price), cost: Number(row.cost) }));
    const [demo] = await select(
      connection,
      "SELECT id, password_hash FROM user WHERE username = 'customer'",
    );
    const [cashier] = await select(connection, "SELECT id FROM user WHERE username = 'staff'");
    if (!demo || !cashier) throw new Error('The demo customer and staff accounts are missing');
    const random = seededRandom(35);
    const now = new Date();
    const users = [];
    for (let i = 0; i < plan.customers; i++) {
      const first = FIRST[i % FIRST.length] ?? 'Ava';
      const last = surname(Math.floor(i / FIRST.length) % 400);
      const username = `c${i}`;
      const email = `${first}.${last}.${i}@example.com`.toLowerCase();
      users.push([
        username,
        username,
        email,
        email,
        first,
        last,
        'customer',
        demo.password_hash,
        1,
        now,
      ]);
    }
    for (let start = 0; start < users.length; start += BATCH)
      await connection.query(
        'INSERT INTO user (username, normalized_username, email, normalized_email, first_name, last_name,' +
          ' role, password_hash, is_active, created_at) VALUES ?',
        [users.slice(start, start + BATCH)],
      );
    const customerIds = (
      await select(
        connection,
        "SELECT id FROM user WHERE username LIKE 'c%' AND role = 'customer' ORDER BY id",
      )
    ).map((row) => Number(row.id));
    const [{ maxPurchase, maxItem } = { maxPurchase: 0, maxItem: 0 }] = await select(
      connection,
      'SELECT (SELECT COALESCE(MAX(id), 0) FROM purchase) AS maxPurchase, (SELECT COALESCE(MAX(id), 0) FROM purchase_item) AS maxItem',
    );
    const to = now.getTime();
    const from = to - plan.years * YEAR_MS;
    const ownEvery = Math.max(1, Math.floor(plan.purchases / plan.ownPurchases));
    let purchaseId = Number(maxPurchase);
    let itemId = Number(maxItem);
    let lines = 0;
    for (let done = 0; done < plan.purchases;) {
      const purchases = [];
      const items = [];
      for (let i = 0; i < BATCH && done < plan.purchases; i++, done++) {
        purchaseId++;
        const createdAt = new Date(
          Math.floor((from + ((done + random.next()) / plan.purchases) * (to - from)) / 1000) *
            1000,
        );
        const own = done % ownEvery === 0;
        const pos = !own && random.next() < 0.4;
        const roll = random.next();
        const status =
          roll < 0.05
            ? 'cancelled'
            : pos || roll < 0.8
              ? 'completed'
              : roll < 0.9
                ? 'processing'
                : 'pending';
        const picked = new Set();
        const count = random.int(1, 3);
        while (picked.size < count) picked.add(products[random.int(0, products.length - 1)]);
        let total = 0;
        for (const product of picked) {
          const quantity = random.int(1, 2);
          total += quantity * product.price;
          items.push([
            ++itemId,
            purchaseId,
            product.id,
            quantity,
            product.price,
            product.cost,
            quantity * product.price,
          ]);
        }
        lines += picked.size;
        const named = pos && random.next() < 1 / 6;
        const taken = named ? (customerIds[random.int(0, customerIds.length - 1)] ?? 0) : 0;
        const takenIndex = taken - (customerIds[0] ?? 0);
        purchases.push([
          purchaseId,
          own ? demo.id : pos ? cashier.id : customerIds[random.int(0, customerIds.length - 1)],
          total,
          status,
          status === 'completed' ? 'paid' : 'pending',
          pos || random.next() < 0.6 ? 'card' : 'cash',
          createdAt,
          pos ? 'pos' : 'web',
          pos ? cashier.id : null,
          named
            ? `${FIRST[takenIndex % FIRST.length]} ${surname(Math.floor(takenIndex / FIRST.length) % 400)}`
            : null,
          named && random.next() < 0.5 ? `buyer${takenIndex}@example.com` : null,
        ]);
      }
      await connection.query(
        'INSERT INTO purchase (id, user_id, total_amount_cents, status, payment_status, payment_method,' +
          ' created_at, channel, cashier_id, customer_name, customer_email) VALUES ?',
        [purchases],
      );
      await connection.query(
        'INSERT INTO purchase_item (id, purchase_id, product_id, quantity, unit_price_cents,' +
          ' unit_cost_cents, total_price_cents) VALUES ?',
        [items],
      );
      if (done % 100_000 === 0) console.log(`  ${done.toLocaleString('en-US')} purchases…`);
    }
    await connection.query('ANALYZE TABLE purchase, purchase_item, product, user');
    return { lines };
  } finally {
    await connection.end();
  }
}
