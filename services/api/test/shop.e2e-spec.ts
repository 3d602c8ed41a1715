import type { ShopBody } from '@shop/contracts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

describe.each(databaseTargets())('GET /shop on $name', (target) => {
  let shop: TestShop | undefined;
  afterEach(() => shop?.close());

  it("tells a visitor the shop's time zone: UTC when SHOP_TIME_ZONE is unset", async () => {
    shop = await startTestShop(target);
    expect(await shop.get<ShopBody>('/shop')).toMatchObject({
      status: 200,
      body: { time_zone: 'UTC' },
    });
  });

  it('answers the zone SHOP_TIME_ZONE names, and documents the route', async () => {
    shop = await startTestShop(target, { shopTimeZone: 'America/New_York' });
    expect((await shop.get<ShopBody>('/shop')).body).toEqual({ time_zone: 'America/New_York' });
    const document = await shop.get<{ paths: Record<string, unknown> }>('/docs/json');
    expect(Object.keys(document.body.paths)).toContain('/api/shop');
  });
});
