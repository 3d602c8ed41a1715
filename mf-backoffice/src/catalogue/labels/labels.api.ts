import type { Product, TillLookup } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';
import type { LabelVariant } from './label-sheet';

/** The chosen variants on sale, and how many of the chosen ids are not (no labels for those). */
export interface LabelVariants {
  variants: LabelVariant[];
  notOnSale: number;
}

/**
 * The variants whose ids the style editor passes (`?ids=11,13`), from calls that exist: a
 * variant is a product (`GET /products/{id}`, its SKU), and the till's exact lookup by that SKU
 * (`GET /pos/lookup`) gives its barcode and style, so labels need nothing new from the API
 * (docs/product/catalogue.md#labels). An archived variant has no lookup: it gets no label.
 */
export const labelsApi = injectEndpoints((build) => ({
  getLabelVariants: build.query<LabelVariants, number[]>({
    async queryFn(ids, _api, _extra, baseQuery) {
      const result: LabelVariants = { variants: [], notOnSale: 0 };
      for (const id of ids) {
        const product = await baseQuery(`/products/${id}`);
        // An archived variant is no product on sale: 404 here, no label.
        if (product.error?.status === 404) {
          result.notOnSale += 1;
          continue;
        }
        if (product.error) return { error: product.error };
        const { sku } = (product.data as { product: Product }).product;
        const found = await baseQuery({ url: '/pos/lookup', params: { code: sku } });
        if (found.error?.status === 404) result.notOnSale += 1;
        else if (found.error) return { error: found.error };
        else {
          const { style, variant } = found.data as TillLookup;
          result.variants.push({ ...variant, name: style.name });
        }
      }
      return { data: result };
    },
    providesTags: ['Product'],
  }),
}));

export const { useGetLabelVariantsQuery } = labelsApi;
