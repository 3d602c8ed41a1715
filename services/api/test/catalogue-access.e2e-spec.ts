import { DEMO, signIn } from './support/accounts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

// The staff catalogue's calls refuse customers and visitors (docs/product/catalogue.md#routes);
// the storefront's style reads stay open.
describe.each(databaseTargets())('catalogue access on $name', (target) => {
  let shop: TestShop;
  let customer: string;

  beforeAll(async () => {
    shop = await startTestShop(target);
    customer = await signIn(shop, DEMO.customer);
  });
  afterAll(() => shop?.close());

  it('answers 403 to a customer and 401 to a visitor on every catalogue write', async () => {
    const writes: [string, string, unknown][] = [
      ['POST', '/catalogue/styles', {}],
      ['PATCH', '/catalogue/styles/1', {}],
      ['POST', '/catalogue/styles/1/variants', {}],
      ['POST', '/catalogue/styles/1/archive', undefined],
      ['POST', '/catalogue/styles/1/restore', undefined],
      ['PATCH', '/catalogue/variants/1', {}],
      ['PATCH', '/catalogue/variants', { ids: [1] }],
      ['DELETE', '/catalogue/variants/1', undefined],
      ['GET', '/catalogue/styles', undefined],
      ['GET', '/catalogue/styles/1', undefined],
      ['GET', '/pos/lookup?code=x', undefined],
    ];
    for (const [method, path, body] of writes) {
      expect([method, path, (await shop.send(method, path, body, customer)).status]).toEqual([
        method,
        path,
        403,
      ]);
      expect([method, path, (await shop.send(method, path, body)).status]).toEqual([
        method,
        path,
        401,
      ]);
    }
    expect((await shop.get('/styles/1')).status).toBe(200);
  });
});
