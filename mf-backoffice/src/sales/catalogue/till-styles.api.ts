import type { PublicStyle, TillLookup } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * The till's reads (docs/product/point-of-sale.md, docs/product/catalogue.md#routes): a style's
 * variants on sale with today's stock for the size-by-colour picker (the storefront's own
 * `GET /styles/{id}`: a cashier needs no costs, so no catalogue permission), and the exact
 * barcode or SKU lookup of a scan. Stock changes with every sale: both go stale with the products.
 */
export const tillStylesApi = injectEndpoints((build) => ({
  getTillStyle: build.query<PublicStyle, number>({
    query: (id) => `/styles/${id}`,
    transformResponse: ({ style }: { style: PublicStyle }) => style,
    providesTags: ['Product'],
  }),
  lookupTillCode: build.query<TillLookup, string>({
    query: (code) => ({ url: '/pos/lookup', params: { code } }),
    providesTags: ['Product'],
  }),
}));

export const { useGetTillStyleQuery, useLazyLookupTillCodeQuery } = tillStylesApi;
