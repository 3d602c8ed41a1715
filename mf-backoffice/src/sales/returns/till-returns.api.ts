import {
  IDEMPOTENCY_KEY_HEADER,
  type Purchase,
  type PurchaseResponse,
  type ReturnResponse,
  type SaleReturn,
  type TillReturnBody,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * The till's returns (docs/product/point-of-sale.md#returns-and-exchanges): the sale a receipt
 * names, with what was already returned of it (`GET /purchases/{id}`), and the return itself
 * (`POST /returns/`), sent with its `Idempotency-Key` as a sale is, so a retry records it once.
 * A return moves stock and money: the purchase, the products, the inventory, the reports, the
 * returns list and the drawer session it was taken in all refresh; a refusal refreshes the
 * registers too (the session may have been closed at another till meanwhile).
 */
export const tillReturnsApi = injectEndpoints((build) => ({
  getReturnableSale: build.query<Purchase, number>({
    query: (id) => `/purchases/${id}`,
    transformResponse: (body: PurchaseResponse) => body.purchase,
    providesTags: (_result, _error, id) => [{ type: 'Purchase', id }],
  }),
  recordTillReturn: build.mutation<SaleReturn, { key: string; body: TillReturnBody }>({
    query: ({ key, body }) => ({
      url: '/returns/',
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    }),
    transformResponse: (body: ReturnResponse) => body.return,
    invalidatesTags: (result, _error, { body }) =>
      result
        ? [
            { type: 'Purchase', id: body.purchase_id },
            { type: 'Purchase', id: 'LIST' },
            'Product',
            'Inventory',
            'Report',
            'Return',
            'Register',
          ]
        : ['Product', 'Register'],
  }),
}));

export const { useLazyGetReturnableSaleQuery, useRecordTillReturnMutation } = tillReturnsApi;
