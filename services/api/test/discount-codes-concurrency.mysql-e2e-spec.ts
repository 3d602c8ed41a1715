import { DiscountCode } from '../src/discount-codes/discount-code.entity';
import { Purchase } from '../src/purchases/purchase.entity';
import { addCode } from './discount-codes.fixtures';
import { buy, productInStock } from './purchases.fixtures';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets, type DatabaseTarget } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

const CHECKOUTS = 10;

// True concurrency needs a server that runs transactions side by side; SQLite serialises
// every writer on one connection, so this file runs only with MYSQL_URL (jest.config.js).
for (const target of databaseTargets().filter(({ name }) => name === 'mysql'))
  describeCodeRace(target);

function describeCodeRace(target: DatabaseTarget) {
  describe(`a discount code's last use on ${target.name}`, () => {
    let shop: TestShop;

    beforeAll(async () => {
      shop = await startTestShop(target);
    });
    afterAll(() => shop?.close());

    it(`goes to exactly one of ${CHECKOUTS} simultaneous checkouts`, async () => {
      const [admin, customer] = await Promise.all([
        signIn(shop, DEMO.admin),
        signIn(shop, DEMO.customer),
      ]);
      const code = await addCode(shop, admin, {
        code: 'ONLYONE',
        kind: 'amount',
        value: 1,
        max_uses: 1,
      });
      const product = await productInStock(shop, CHECKOUTS);
      const line = [{ product_id: product.id, quantity: 1 }];
      const responses = await Promise.all(
        Array.from({ length: CHECKOUTS }, () =>
          buy(shop, customer, line, { payment_method: 'card', discount_code: 'ONLYONE' }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(CHECKOUTS - 1).fill(400)]);
      for (const refused of responses.filter((response) => response.status === 400))
        expect(refused.body).toEqual({ error: 'This discount code has been used up' });
      const em = shop.orm.em.fork();
      expect((await em.findOneOrFail(DiscountCode, code.id)).uses).toBe(1);
      expect(await em.count(Purchase, { discountCode: 'ONLYONE' })).toBe(1);
    });
  });
}
