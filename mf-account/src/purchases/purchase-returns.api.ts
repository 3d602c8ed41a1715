import type { ReturnRequestBody, ReturnResponse, SaleReturn } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * A customer's return request (docs/product/account.md#returns): `POST /purchases/{id}/returns`.
 * Nothing moves until staff receive the goods; the purchase reads again, so its Returns section
 * and what is left to return show the request.
 */
export const purchaseReturnsApi = injectEndpoints((build) => ({
  requestReturn: build.mutation<SaleReturn, { purchaseId: number } & ReturnRequestBody>({
    query: ({ purchaseId, ...body }) => ({
      url: `/purchases/${purchaseId}/returns`,
      method: 'POST',
      body,
    }),
    transformResponse: (body: ReturnResponse) => body.return,
    invalidatesTags: (result, _error, { purchaseId }) =>
      result
        ? [
            { type: 'Purchase', id: purchaseId },
            { type: 'Return', id: 'LIST' },
          ]
        : [],
  }),
}));

export const { useRequestReturnMutation } = purchaseReturnsApi;
