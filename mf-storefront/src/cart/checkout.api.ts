import type { CreatePurchaseBody, PurchaseResponse } from '@shop/contracts';
import { api } from '@shop/shop-state';

/**
 * Checkout, injected into the one shared api. A purchase changes the buyer's order
 * list and the stock of every product in it, so both caches refresh afterwards.
 */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPurchase: build.mutation<PurchaseResponse, CreatePurchaseBody>({
      query: (body) => ({ url: '/purchases/', method: 'POST', body }),
      invalidatesTags: ['Purchase', 'Product'],
    }),
  }),
});

export const { useCreatePurchaseMutation } = checkoutApi;
