import { returnTooManyMessage, type ReturnResponse } from '@shop/contracts';
import type { Product } from '../src/catalog/product.entity';
import { ledgerMismatches } from '../src/inventory/stock-ledger-check';
import { salesRollupDifferences } from '../src/reports/sales-rollups-check';
import { DEMO, grantToStaff, signIn } from './support/accounts';
import { databaseTargets, type DatabaseTarget } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';
import { productInStock, setStock, stockOf } from './purchases.fixtures';
import {
  delivered,
  getPurchase,
  linesOf,
  sendWith,
  tillReturn,
  tillSale,
  webOrder,
} from './returns.fixtures';

const RACERS = 10;

// True concurrency needs a server that runs transactions side by side; SQLite serialises
// every writer on one connection, so this file runs only with MYSQL_URL (jest.config.js).
for (const target of databaseTargets().filter(({ name }) => name === 'mysql'))
  describeReturnRaces(target);

function describeReturnRaces(target: DatabaseTarget) {
  describe(`concurrent returns on ${target.name}`, () => {
    let shop: TestShop;
    let staff: string;
    let customer: string;
    let product: Product;

    beforeAll(async () => {
      shop = await startTestShop(target);
      await grantToStaff(shop, 'cancel_sales');
      [staff, customer] = await Promise.all([
        signIn(shop, DEMO.staff),
        signIn(shop, DEMO.customer),
      ]);
      product = await productInStock(shop, 1);
      await setStock(shop, product.id, 100);
    });
    afterAll(() => shop?.close());

    it(`returns exactly what was sold when ${RACERS} returns of one line race`, async () => {
      const sale = await tillSale(shop, staff, [{ product_id: product.id, quantity: 3 }]);
      const stock = await stockOf(shop, product.id);
      const body = { purchase_id: sale.id, receipt: true, lines: linesOf(sale) };
      const responses = await Promise.all(
        Array.from({ length: RACERS }, () => tillReturn(shop, staff, body)),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 201, 201, ...Array<number>(RACERS - 3).fill(409)]);
      for (const refused of responses.filter((response) => response.status === 409))
        expect(refused.body).toEqual({ error: returnTooManyMessage(product.name, 0) });
      expect(await stockOf(shop, product.id)).toBe(stock + 3);
      expect(await getPurchase(shop, staff, sale.id)).toMatchObject({
        payment_status: 'refunded',
        refunded_amount: sale.total_amount,
        returned_quantities: { [sale.items[0]!.id]: 3 },
      });
      expect(await ledgerMismatches(shop.orm.em)).toEqual([]);
    }, 60_000);

    it('never asks back and takes back more of a line than it had, all at once', async () => {
      const order = await webOrder(shop, customer, [{ product_id: product.id, quantity: 4 }]);
      await delivered(shop, staff, order.id);
      const item = order.items[0]!.id;
      const asks = Array.from({ length: RACERS / 2 }, () =>
        sendWith<ReturnResponse>(shop, 'POST', `/purchases/${order.id}/returns`, customer, {
          lines: [{ purchase_item_id: item, quantity: 1, reason: 'defective' }],
        }),
      );
      const tills = Array.from({ length: RACERS / 2 }, () =>
        tillReturn(shop, staff, { purchase_id: order.id, receipt: true, lines: linesOf(order) }),
      );
      const statuses = (await Promise.all([...asks, ...tills])).map((r) => r.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(4);
      expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 4);
      expect((await getPurchase(shop, staff, order.id)).returned_quantities).toEqual({ [item]: 4 });
    }, 60_000);

    it('makes one return of concurrent repeats with one Idempotency-Key', async () => {
      const sale = await tillSale(shop, staff, [{ product_id: product.id, quantity: 2 }]);
      const stock = await stockOf(shop, product.id);
      const key = { 'idempotency-key': `race-${sale.id}` };
      const body = { purchase_id: sale.id, receipt: true, lines: linesOf(sale) };
      const responses = await Promise.all(
        Array.from({ length: RACERS }, () => tillReturn(shop, staff, body, key)),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(RACERS).fill(201));
      expect(new Set(responses.map((response) => response.body.return.id)).size).toBe(1);
      expect(await stockOf(shop, product.id)).toBe(stock + 1);
      expect(await salesRollupDifferences(shop.orm.em, 'UTC')).toEqual([]);
    }, 60_000);
  });
}
