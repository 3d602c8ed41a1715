import { MAX_SAVED_ADDRESSES, TOO_MANY_ADDRESSES } from '@shop/contracts';
import { DiscountCode } from '../src/discount-codes/discount-code.entity';
import { Purchase } from '../src/purchases/purchase.entity';
import { addAddress, anAddress, listAddresses, savedAddress } from './addresses.fixtures';
import { addCode } from './discount-codes.fixtures';
import { newCustomer } from './payments.fixtures';
import { buy, productInStock, TEST_SHIPPING_ADDRESS } from './purchases.fixtures';
import { DEMO, signIn } from './support/accounts';
import { databaseTargets, type DatabaseTarget } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

const AT_ONCE = 10;
const ALREADY_USED = 'You have already used this discount code';

// True concurrency needs a server that runs transactions side by side; SQLite serialises
// every writer on one connection, so this file runs only with MYSQL_URL (jest.config.js).
for (const target of databaseTargets().filter(({ name }) => name === 'mysql'))
  describeOwnerLimits(target);

/**
 * A customer's own limits, counted under their account's row lock
 * (docs/decisions/0115-order-discount-shares-and-per-owner-limits.md): of ten requests at once,
 * exactly the ones the limit leaves room for succeed.
 */
function describeOwnerLimits(target: DatabaseTarget) {
  describe(`a customer's own limits under ${AT_ONCE} requests at once on ${target.name}`, () => {
    let shop: TestShop;
    let admin: string;
    let line: { product_id: number; quantity: number }[];

    beforeAll(async () => {
      shop = await startTestShop(target);
      admin = await signIn(shop, DEMO.admin);
      const product = await productInStock(shop, 3 * AT_ONCE);
      line = [{ product_id: product.id, quantity: 1 }];
      // A fresh MySQL database is migrated and seeded first: slow on a loaded machine.
    }, 120_000);
    afterAll(() => shop?.close());

    const addressCount = async (customer: string) =>
      (await listAddresses(shop, customer)).body.addresses.length;

    it(`saves addresses up to ${MAX_SAVED_ADDRESSES} and no more`, async () => {
      const customer = await newCustomer(shop);
      const before = MAX_SAVED_ADDRESSES - 3;
      for (let n = 0; n < before; n++)
        await savedAddress(shop, customer, { line1: `${n} Old Road` });
      const responses = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          addAddress(shop, customer, anAddress({ line1: `${n} New Road` })),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([...Array<number>(3).fill(201), ...Array<number>(7).fill(409)]);
      for (const refused of responses.filter((response) => response.status === 409))
        expect(refused.body).toEqual({ error: TOO_MANY_ADDRESSES });
      expect(await addressCount(customer)).toBe(MAX_SAVED_ADDRESSES);
    });

    it(`keeps a new address from checkouts up to ${MAX_SAVED_ADDRESSES}, refusing the rest whole`, async () => {
      const customer = await newCustomer(shop);
      const before = MAX_SAVED_ADDRESSES - 2;
      for (let n = 0; n < before; n++)
        await savedAddress(shop, customer, { line1: `${n} Old Road` });
      const responses = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          buy(shop, customer, line, {
            payment_method: 'card',
            shipping_address: { ...TEST_SHIPPING_ADDRESS, line1: `${n} Checkout Road` },
            save_address: true,
          }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([...Array<number>(2).fill(201), ...Array<number>(8).fill(409)]);
      for (const refused of responses.filter((response) => response.status === 409))
        expect(refused.body).toEqual({ error: TOO_MANY_ADDRESSES });
      expect(await addressCount(customer)).toBe(MAX_SAVED_ADDRESSES);
      // A refused checkout sold nothing.
      const em = shop.orm.em.fork();
      const buyer = responses.find((response) => response.status === 201)!.body.purchase.user;
      expect(await em.count(Purchase, { user: buyer.id })).toBe(2);
    });

    it('gives a code limited to 2 uses per customer to exactly 2 of their checkouts', async () => {
      const customer = await newCustomer(shop);
      const code = await addCode(shop, admin, {
        code: 'TWICEEACH',
        kind: 'amount',
        value: 1,
        max_uses_per_customer: 2,
      });
      const responses = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          buy(shop, customer, line, { payment_method: 'card', discount_code: 'TWICEEACH' }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([...Array<number>(2).fill(201), ...Array<number>(8).fill(400)]);
      for (const refused of responses.filter((response) => response.status === 400))
        expect(refused.body).toEqual({ error: ALREADY_USED });
      const em = shop.orm.em.fork();
      expect((await em.findOneOrFail(DiscountCode, code.id)).uses).toBe(2);
      expect(await em.count(Purchase, { discountCode: 'TWICEEACH' })).toBe(2);
    });
  });
}
