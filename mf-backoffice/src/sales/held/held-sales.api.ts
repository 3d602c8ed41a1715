import type { HeldSale, HeldSaleList, HeldSaleResponse, HoldSaleRequest } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * Held sales (docs/product/point-of-sale.md#held-sales): park the till's cart, list every
 * register's, resume one into the till or discard it. The list is read afresh each time it opens,
 * since other tills change it.
 */
export const heldSalesApi = injectEndpoints((build) => ({
  getHeldSales: build.query<HeldSale[], void>({
    query: () => '/pos/held-sales',
    transformResponse: (body: HeldSaleList) => body.held_sales,
    keepUnusedDataFor: 0,
  }),
  holdSale: build.mutation<HeldSale, HoldSaleRequest>({
    query: (body) => ({ url: '/pos/held-sales', method: 'POST', body }),
    transformResponse: (body: HeldSaleResponse) => body.held_sale,
  }),
  resumeHeldSale: build.mutation<HeldSale, { id: number; registerId: number }>({
    query: ({ id, registerId }) => ({
      url: `/pos/held-sales/${id}/resume`,
      method: 'POST',
      body: { register_id: registerId },
    }),
    transformResponse: (body: HeldSaleResponse) => body.held_sale,
  }),
  discardHeldSale: build.mutation<{ message: string }, number>({
    query: (id) => ({ url: `/pos/held-sales/${id}`, method: 'DELETE' }),
  }),
}));

export const {
  useGetHeldSalesQuery,
  useHoldSaleMutation,
  useResumeHeldSaleMutation,
  useDiscardHeldSaleMutation,
} = heldSalesApi;
