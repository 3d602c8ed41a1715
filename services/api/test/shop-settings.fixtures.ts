import type { ShopSettings, ShopSettingsAnswer } from '@shop/contracts';
import type { TestShop } from './support/test-shop';

export const readSettings = (shop: TestShop, token?: string) =>
  shop.send<ShopSettingsAnswer>('GET', '/shop/settings', undefined, token);

export const putSettings = (shop: TestShop, token: string | undefined, body: unknown) =>
  shop.send<ShopSettingsAnswer>('PUT', '/shop/settings', body, token);

/** The settings now, with `change` on top; fails the test when the PUT does not answer 200. */
export async function changeSettings(
  shop: TestShop,
  token: string,
  change: Partial<ShopSettings>,
): Promise<ShopSettingsAnswer> {
  const current = (await readSettings(shop, token)).body.settings;
  const response = await putSettings(shop, token, { ...current, ...change });
  expect(response.status).toBe(200);
  return response.body;
}

/** Asks, as the Settings screen does, until the rollups' rebuild is idle; its last answer. */
export async function rebuildSettled(shop: TestShop, token: string): Promise<ShopSettingsAnswer> {
  for (;;) {
    const { body } = await readSettings(shop, token);
    if (body.rollup_rebuild.state === 'idle') return body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
