import type { StaffStyle, TillLookup } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * The till's staff reads (docs/product/point-of-sale.md): a style with every variant's stock for
 * the size-by-colour picker, and the exact barcode or SKU lookup of a scan
 * (docs/product/catalogue.md#routes). Stock changes with every sale, so both go stale with the
 * products.
 */
export const tillStylesApi = injectEndpoints((build) => ({
  getTillStyle: build.query<StaffStyle, number>({
    query: (id) => `/catalogue/styles/${id}`,
    providesTags: ['Product'],
  }),
  lookupTillCode: build.query<TillLookup, string>({
    query: (code) => ({ url: '/pos/lookup', params: { code } }),
    providesTags: ['Product'],
  }),
}));

export const { useGetTillStyleQuery, useLazyLookupTillCodeQuery } = tillStylesApi;
