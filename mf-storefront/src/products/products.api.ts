import type { CategoryList, ProductList } from '@shop/contracts';
import { api } from '@shop/shop-state';

export interface ProductQuery {
  page?: number;
  per_page?: number;
  /** Category name, e.g. `men` (the home page's tiles link with it). */
  category?: string;
}

/** Spec §5: empty filters are left out of the query. */
function withoutEmpty(query: ProductQuery): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** Catalogue reads of the storefront, injected into the one shared api. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductList, ProductQuery>({
      query: (query) => ({ url: '/products/', params: withoutEmpty(query) }),
      providesTags: ['Product'],
    }),
    getCategories: build.query<CategoryList, void>({
      query: () => '/categories/',
      providesTags: ['Category'],
    }),
  }),
});

export const { useGetProductsQuery, useGetCategoriesQuery } = catalogApi;
