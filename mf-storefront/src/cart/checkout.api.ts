import type { CreatePurchaseBody, PurchaseResponse } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * Checkout, which only the storefront does. A purchase changes the buyer's order
 * list and the stock of every product in it, so both caches refresh afterwards.
 */
export const checkoutApi = injectEndpoints((build) => ({
  createPurchase: build.mutation<PurchaseResponse, CreatePurchaseBody>({
    query: (body) => ({ url: '/purchases/', method: 'POST', body }),
    invalidatesTags: ['Purchase', 'Product'],
  }),
}));

export const { useCreatePurchaseMutation } = checkoutApi;
