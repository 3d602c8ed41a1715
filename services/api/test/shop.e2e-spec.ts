import type { ShopBody } from '@shop/contracts';
import { databaseTargets } from './support/database-targets';
import { startTestShop, type TestShop } from './support/test-shop';

describe.each(databaseTargets())('GET /shop on $name', (target) => {
  let shop: TestShop | undefined;
  afterEach(() => shop?.close());

  it('tells a visitor the demo shop: UTC when SHOP_TIME_ZONE is unset, returns, free shipping', async () => {
    shop = await startTestShop(target);
    const { status, body } = await shop.get<ShopBody>('/shop');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      time_zone: 'UTC',
      name: 'FitShop',
      address: { city: 'New York', state: 'NY', postal_code: '10118' },
      returns_window_days: 30,
      shipping: { flat_fee: 0, free_over: null },
      storefront: { show_sample_rating: true, show_list_price: true },
    });
    // The receipt's texts are printed for anyone; the back office's own rules stay with the staff.
    expect(typeof body.receipt_header).toBe('string');
    expect(typeof body.receipt_footer).toBe('string');
    expect(body).not.toHaveProperty('stock_minimum_default');
    expect(body).not.toHaveProperty('card_hold_minutes');
  });

  it('starts a new database in the zone SHOP_TIME_ZONE names, and documents the route', async () => {
    shop = await startTestShop(target, { shopTimeZone: 'America/New_York' });
    expect((await shop.get<ShopBody>('/shop')).body.time_zone).toBe('America/New_York');
    const document = await shop.get<{ paths: Record<string, unknown> }>('/docs/json');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/shop', '/api/shop/settings']),
    );
  });
});
