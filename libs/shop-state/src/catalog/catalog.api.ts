import type {
  CategoryList,
  ProductDetail,
  ProductList,
  ProductQuery,
  StyleCardList,
} from '@shop/contracts';
import { injectEndpoints } from '../api/inject-endpoints';

/**
 * Who is looking at the catalogue. Staff get `cost_price` in the same answers (the
 * token decides), so the viewer is part of every product query's cache key: a cache
 * filled while signed out must not be reused once a staff member signs in. It never
 * reaches the API, and no screen sets it: see `selectProductViewer`.
 */
export type ProductViewer = 'staff' | 'public';

interface ViewerKey {
  viewer: ProductViewer;
}

/**
 * `GET /products/` as a client asks for it (docs/product/api.md#catalogue); every field optional.
 */
export type ProductListArgs = Partial<ProductQuery>;

/**
 * docs/product/roles-and-rules.md#validation-rules: empty and false filters are left out of the
 * query.
 */
function queryParams(args: ProductListArgs): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === '' || value === false) continue;
    params[name] = value === true ? 'true' : value;
  }
  return params;
}

/**
 * Catalogue reads, shared by every remote that shows products. Screens use the
 * viewer-aware hooks of `product-queries.ts`, not these endpoints directly.
 */
export const catalogApi = injectEndpoints((build) => ({
  getProducts: build.query<ProductList, ProductListArgs & ViewerKey>({
    query: ({ viewer: _viewer, ...args }) => ({ url: '/products/', params: queryParams(args) }),
    providesTags: ['Product'],
  }),
  getProduct: build.query<ProductDetail, { id: number } & ViewerKey>({
    query: ({ id }) => `/products/${id}`,
    transformResponse: (body: { product: ProductDetail }) => body.product,
    providesTags: (_result, _error, { id }) => [{ type: 'Product', id }],
  }),
  /**
   * `GET /styles/`: the storefront's cards, one per style, under the product list's query
   * (docs/product/catalogue.md#routes). The same for every viewer (no cost prices), so no viewer key.
   */
  getStyleCards: build.query<StyleCardList, ProductListArgs>({
    query: (args) => ({ url: '/styles/', params: queryParams(args) }),
    providesTags: ['Product'],
  }),
  getCategories: build.query<CategoryList, void>({
    query: () => '/categories/',
    providesTags: ['Category'],
  }),
}));

export const { useGetCategoriesQuery, useGetStyleCardsQuery } = catalogApi;
