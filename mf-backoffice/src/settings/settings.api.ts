import type { ShopSettingsAnswer, ShopSettingsBody } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * The store settings (docs/product/settings.md), for the Settings screen. Admin only: pass
 * `{ skip: useSignedOut() }`. A save refreshes `GET /shop` too (tag `Shop`), so the storefront
 * and the dates follow at once.
 */
export const settingsApi = injectEndpoints((build) => ({
  getShopSettings: build.query<ShopSettingsAnswer, void>({
    query: () => '/shop/settings',
    providesTags: ['Shop'],
  }),
  updateShopSettings: build.mutation<ShopSettingsAnswer, ShopSettingsBody>({
    query: (body) => ({ url: '/shop/settings', method: 'PUT', body }),
    invalidatesTags: (result) => (result ? ['Shop'] : []),
  }),
}));

export const { useGetShopSettingsQuery, useUpdateShopSettingsMutation } = settingsApi;
