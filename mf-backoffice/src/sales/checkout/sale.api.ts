import {
  IDEMPOTENCY_KEY_HEADER,
  type CreatePurchaseBody,
  type PurchaseResponse,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * A till sale (docs/product/point-of-sale.md, docs/product/api.md#purchases), which only the back
 * office records. It goes with its `Idempotency-Key`, so a repeat of it is answered with the first
 * sale (docs/decisions/0032-a-sale-is-recorded-once.md). A sale changes stock, the purchase lists,
 * the reports and the drawer's figures, which all refresh; a refused one (a product ran short, the
 * session was closed meanwhile) still refreshes the tiles' stock and the drawer.
 */
export const saleApi = injectEndpoints((build) => ({
  recordSale: build.mutation<PurchaseResponse, { key: string; body: CreatePurchaseBody }>({
    query: ({ key, body }) => ({
      url: '/purchases/',
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    }),
    invalidatesTags: (result) =>
      result ? ['Purchase', 'Product', 'Inventory', 'Report', 'Register'] : ['Product', 'Register'],
  }),
}));

export const { useRecordSaleMutation } = saleApi;
