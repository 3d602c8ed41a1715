import type { TillLookup } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * The till's exact barcode or SKU lookup of a scan (docs/product/point-of-sale.md,
 * docs/product/catalogue.md#routes); its picker reads the style through the catalogue's
 * `getStyle`. Stock changes with every sale, so the lookup goes stale with the products.
 */
export const tillStylesApi = injectEndpoints((build) => ({
  lookupTillCode: build.query<TillLookup, string>({
    query: (code) => ({ url: '/pos/lookup', params: { code } }),
    providesTags: ['Product'],
  }),
}));

export const { useLazyLookupTillCodeQuery } = tillStylesApi;
