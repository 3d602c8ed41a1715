import type { AbstractSqlConnection } from '@mikro-orm/knex';
import type { PurchaseResponse } from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { inSqlTransaction } from '../src/database/sql';
import { ledgerMismatches } from '../src/inventory/stock-ledger-check';
import { DEMO, signIn, grantToStaff } from './support/accounts';
import { databaseTargets, type DatabaseTarget } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { buy, productInStock, setStock, snapshot, stockOf } from './purchases.fixtures';
import { atTill, openTill } from './drawer.fixtures';

const BUYERS = 200;
const STOCK = 10;
const CANCELS = 10;
/**
 * One customer's unpaid web orders are limited (cash and card awaiting payment alike) and cash is
 * throttled (docs/product/roles-and-rules.md#business-constants-and-limits), and this file races
 * stock, not those limits: the crowd buys at the till (its drawer open), which has none.
 */
const BY_CARD = { payment_method: 'card' };

/** Signs in the demo customer and staff on a freshly booted shop. */
async function bootShop(target: DatabaseTarget) {
  const shop = await startTestShop(target);
  await grantToStaff(shop, 'cancel_sales');
  const [customer, staff] = await Promise.all([
    signIn(shop, DEMO.customer),
    signIn(shop, DEMO.staff),
  ]);
  const atTheTill = { payment_method: 'card', ...atTill(await openTill(shop)) };
  return { shop, customer, staff, atTheTill };
}

// True concurrency needs a server that runs transactions side by side; SQLite serialises
// every writer on one connection, so this file runs only with MYSQL_URL (jest.config.js).
for (const target of databaseTargets().filter(({ name }) => name === 'mysql'))
  describeConcurrency(target);

function describeConcurrency(target: DatabaseTarget) {
  describe(`concurrent checkout on ${target.name}`, () => {
    let shop: TestShop;
    let customer: string;
    let staff: string;
    let atTheTill: Record<string, unknown>;
    let product: Product;

    beforeAll(async () => {
      ({ shop, customer, staff, atTheTill } = await bootShop(target));
      product = await productInStock(shop, 1);
    });
    afterAll(() => shop?.close());

    // 200 transactions queue on one row lock; a slow CI machine needs the room.
    it(`sells exactly ${STOCK} pieces to ${BUYERS} simultaneous buyers`, async () => {
      await setStock(shop, product.id, STOCK);
      const line = [{ product_id: product.id, quantity: 1 }];
      const responses = await Promise.all(
        Array.from({ length: BUYERS }, () => buy(shop, staff, line, atTheTill)),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(STOCK);
      expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - STOCK);
      for (const refused of responses.filter((response) => response.status === 409))
        expect(refused.body).toEqual({ error: `Insufficient stock for ${product.name}` });
      expect(await stockOf(shop, product.id)).toBe(0);
      expect(await ledgerMismatches(shop.orm.em)).toEqual([]);
    }, 90_000);

    it(`restores stock once when ${CANCELS} cancels of one purchase race`, async () => {
      await setStock(shop, product.id, 5);
      const sale = await buy(shop, customer, [{ product_id: product.id, quantity: 3 }], BY_CARD);
      expect(sale.status).toBe(201);
      const { id } = sale.body.purchase;
      const responses = await Promise.all(
        Array.from({ length: CANCELS }, (_, n) =>
          shop.send<PurchaseResponse>(
            'POST',
            `/purchases/${id}/cancel`,
            undefined,
            n % 2 ? customer : staff,
          ),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(CANCELS - 1).fill(409)]);
      expect(await stockOf(shop, product.id)).toBe(5);
      expect(await ledgerMismatches(shop.orm.em)).toEqual([]);
    });

    // After a deadlock MySQL has already rolled the victim's transaction back; any statement
    // of the batch still sent would then run, and commit, on its own.
    it('sends nothing more of a batch once a deadlock has ended its transaction', async () => {
      const first = await productInStock(shop, 5);
      const second = await productInStock(shop, 5, [first.id]);
      const before = await snapshot(shop, [first.id, second.id]);
      const knex = (shop.orm.em.getConnection() as AbstractSqlConnection).getKnex();
      const touch =
        'update inventory_record set quantity_in_stock = quantity_in_stock where product_id = ?';
      const rival = await knex.transaction();
      try {
        // Heavier than ours, so the database picks ours as the deadlock victim.
        for (let row = 0; row < 20; row++)
          await rival.raw(
            "insert into stock_movement (product_id, quantity_change, reason, reference, created_at) values (?, 0, 'adjustment', 'rival', now())",
            [first.id],
          );
        await rival.raw(touch, [first.id]);
        const ours = inSqlTransaction(shop.orm.em.fork(), (sql) =>
          sql.writeAll([
            { sql: touch, params: [second.id] },
            { sql: touch, params: [first.id] }, // waits for the rival, which then waits for ours
            {
              sql: "insert into stock_movement (product_id, quantity_change, reason, reference, created_at) values (?, -1, 'sale', 'after the deadlock', now())",
              params: [second.id],
            },
          ]),
        );
        ours.catch(() => undefined);
        await waitUntilRunning(knex, touch.replace('?', String(first.id)));
        await rival.raw(touch, [second.id]);
        await expect(ours).rejects.toMatchObject({ errno: 1213 });
      } finally {
        await rival.rollback();
      }
      expect(await snapshot(shop, [first.id, second.id])).toEqual(before);
    });
  });
}

/**
 * Until a connection is running `statement` (ours, held up by the rival's row lock).
 * The process list, not innodb_trx: MariaDB refreshes the latter's lock states lazily.
 */
async function waitUntilRunning(
  knex: ReturnType<AbstractSqlConnection['getKnex']>,
  statement: string,
) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [rows] = (await knex.raw(
      "select count(*) as running from information_schema.processlist where command = 'Query' and info = ?",
      [statement],
    )) as [{ running: number }[]];
    if (Number(rows[0]?.running) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Nothing came to run: ${statement}`);
}
