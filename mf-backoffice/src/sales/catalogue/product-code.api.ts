import { MAX_PAGE_SIZE, type Product, type ProductList } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * The products whose SKU is exactly `code` (ignoring case), for a scan that the till's
 * loaded products cannot answer (docs/product/point-of-sale.md). The catalogue's search matches
 * SKUs as a substring; the exact one is picked out of its answer.
 */
export const productCodeApi = injectEndpoints((build) => ({
  findProductByCode: build.query<Product[], string>({
    query: (code) => ({ url: '/products/', params: { search: code, per_page: MAX_PAGE_SIZE } }),
    transformResponse: (body: ProductList, _meta, code) =>
      body.products.filter((product) => product.sku.toLowerCase() === code.toLowerCase()),
    providesTags: ['Product'],
  }),
}));

export const { useLazyFindProductByCodeQuery } = productCodeApi;
