// @ts-check
// The reports benchmark's history: a bulk load of about 300,000 purchases and 1,000,000 order
// lines over the 3 years before now into a migrated, demo-seeded MySQL database, with
// multi-row INSERTs (rows as the MySQL migration and the checkout write them). The rollups are
// then summed by the owner's command (`npm run reports -- rebuild`), as
// docs/decisions/0044-reports-read-daily-rollups.md allows for a bulk load.
import mysql from 'mysql2/promise';
import { seedLargeCatalogue } from './catalogue-seed.mjs';
import { seededRandom } from './support.mjs';

const YEAR_MS = 365.25 * 86_400_000;
const BATCH = 2_000;

/**
 * @param {string} databaseUrl
 * @param {{ purchases: number, years: number, products: number }} plan
 */
export async function seedReportHistory(databaseUrl, plan) {
  const products = await seedLargeCatalogue(databaseUrl, plan.products);
  const connection = await mysql.createConnection({ uri: databaseUrl, timezone: 'Z' });
  /** @param {string} sql */
  const select = async (sql) =>
    /** @type {[import('mysql2/promise').RowDataPacket[], unknown]} */ (
      await connection.query(sql)
    )[0];
  try {
    const catalogue = (
      await select(
        'SELECT id, selling_price_cents AS price, cost_price_cents AS cost FROM product WHERE is_active = 1',
      )
    ).map((row) => ({ id: Number(row.id), price: Number(row.price), cost: Number(row.cost) }));
    const users = (
      await select("SELECT id, role FROM user WHERE role IN ('customer', 'staff') ORDER BY id")
    ).map((row) => ({ id: Number(row.id), staff: row.role === 'staff' }));
    const staff = users.find((user) => user.staff) ?? users[0];
    const customers = users.filter((user) => !user.staff);
    const [{ maxPurchase, maxItem } = { maxPurchase: 0, maxItem: 0 }] = await select(
      'SELECT (SELECT COALESCE(MAX(id), 0) FROM purchase) AS maxPurchase, (SELECT COALESCE(MAX(id), 0) FROM purchase_item) AS maxItem',
    );
    const random = seededRandom(17);
    const now = Date.now();
    const from = now - plan.years * YEAR_MS;
    let purchaseId = Number(maxPurchase);
    let itemId = Number(maxItem);
    let lines = 0;
    for (let done = 0; done < plan.purchases;) {
      const purchases = [];
      const items = [];
      for (let i = 0; i < BATCH && done < plan.purchases; i++, done++) {
        purchaseId++;
        const createdAt = new Date(
          Math.floor((from + ((done + random.next()) / plan.purchases) * (now - from)) / 1000) *
            1000,
        );
        const pos = random.next() < 0.4;
        const roll = random.next();
        const status =
          roll < 0.05
            ? 'cancelled'
            : pos || roll < 0.8
              ? 'completed'
              : roll < 0.9
                ? 'processing'
                : 'pending';
        const count = random.int(1, 6);
        const picked = new Set();
        let total = 0;
        while (picked.size < count) picked.add(catalogue[random.int(0, catalogue.length - 1)]);
        for (const product of picked) {
          const quantity = random.int(1, 3);
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
        const user = pos ? staff : customers[random.int(0, customers.length - 1)];
        purchases.push([
          purchaseId,
          user?.id,
          total,
          status,
          status === 'completed' ? 'paid' : 'pending',
          random.next() < 0.6 ? 'card' : 'cash',
          null,
          createdAt,
          pos ? 'pos' : 'web',
        ]);
      }
      await connection.query(
        'INSERT INTO purchase (id, user_id, total_amount_cents, status, payment_status, payment_method,' +
          ' notes, created_at, channel) VALUES ?',
        [purchases],
      );
      await connection.query(
        'INSERT INTO purchase_item (id, purchase_id, product_id, quantity, unit_price_cents,' +
          ' unit_cost_cents, total_price_cents) VALUES ?',
        [items],
      );
    }
    await connection.query('ANALYZE TABLE purchase, purchase_item, product');
    return { products, purchases: plan.purchases, lines, years: plan.years };
  } finally {
    await connection.end();
  }
}
