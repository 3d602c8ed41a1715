import type { Purchase, PurchaseResponse, ShipPurchaseRequest } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';
import { purchasesApi } from '../purchases.api';

/** A step changes what the lists show (status, payment) and, on delivery, the reports' cash. */
const AFTER_STEP = [{ type: 'Purchase', id: 'LIST' } as const, 'Report' as const];

/** Writes the moved purchase straight into its cache entry: the answer is the purchase. */
async function storeMovedPurchase(
  _args: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Purchase }> },
) {
  const answer = await queryFulfilled.catch(() => null);
  if (answer)
    dispatch(purchasesApi.util.upsertQueryData('getPurchase', answer.data.id, answer.data));
}

/** Staff ship and deliver a web order (docs/product/api.md#fulfilment). */
export const fulfilmentApi = injectEndpoints((build) => ({
  shipPurchase: build.mutation<Purchase, { id: number } & ShipPurchaseRequest>({
    query: ({ id, ...body }) => ({ url: `/purchases/${id}/ship`, method: 'POST', body }),
    transformResponse: (body: PurchaseResponse) => body.purchase,
    onQueryStarted: storeMovedPurchase,
    invalidatesTags: (result) => (result ? AFTER_STEP : []),
  }),
  deliverPurchase: build.mutation<Purchase, number>({
    query: (id) => ({ url: `/purchases/${id}/deliver`, method: 'POST' }),
    transformResponse: (body: PurchaseResponse) => body.purchase,
    onQueryStarted: storeMovedPurchase,
    invalidatesTags: (result) => (result ? AFTER_STEP : []),
  }),
}));

export const { useShipPurchaseMutation, useDeliverPurchaseMutation } = fulfilmentApi;
