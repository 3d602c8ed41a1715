import type { CategoryList, Product, ProductList } from '@shop/contracts';
import { api } from '@shop/shop-state';
import type { ProductFilters } from './product-filters';

/**
 * `staffView` never reaches the API: it keys the cache by viewer. Staff get
 * `cost_price` in the same answers (the token decides), so a cache filled while
 * signed out must not be reused once a staff member signs in.
 */
interface ViewerKey {
  staffView?: boolean;
}

export type ProductListArgs = Partial<ProductFilters> & {
  page?: number;
  per_page?: number;
} & ViewerKey;

/** Spec §5: empty and false filters are left out of the query. */
function queryParams(args: ProductListArgs): Record<string, string | number> {
  const { staffView: _viewer, ...query } = args;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === false) continue;
    params[name] = value === true ? 'true' : value;
  }
  return params;
}

/** Catalogue reads of the storefront, injected into the one shared api. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductList, ProductListArgs>({
      query: (args) => ({ url: '/products/', params: queryParams(args) }),
      providesTags: ['Product'],
    }),
    getProduct: build.query<Product, { id: number } & ViewerKey>({
      query: ({ id }) => `/products/${id}`,
      transformResponse: (body: { product: Product }) => body.product,
      providesTags: (_result, _error, { id }) => [{ type: 'Product', id }],
    }),
    getCategories: build.query<CategoryList, void>({
      query: () => '/categories/',
      providesTags: ['Category'],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery, useGetCategoriesQuery } = catalogApi;

/** A query error that says the product does not exist, or is hidden from this viewer. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
