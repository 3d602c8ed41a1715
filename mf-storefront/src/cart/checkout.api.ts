import type {
  CardPaymentRequest,
  CreatePurchaseBody,
  PaymentProviderResponse,
  PaymentResponse,
  PurchaseResponse,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * Checkout, which only the storefront does. A purchase changes the buyer's order
 * list and the stock of every product in it, so both caches refresh afterwards; so does a card
 * payment, which may release a declined order's stock (docs/product/api.md#payments).
 */
export const checkoutApi = injectEndpoints((build) => ({
  createPurchase: build.mutation<PurchaseResponse, CreatePurchaseBody>({
    query: (body) => ({ url: '/purchases/', method: 'POST', body }),
    // A new address saved on the way (save_address) joins the profile's list.
    invalidatesTags: ['Purchase', 'Product', 'Address'],
  }),
  getPaymentProvider: build.query<PaymentProviderResponse, void>({
    query: () => '/payments/provider',
  }),
  payForPurchase: build.mutation<
    PaymentResponse,
    { id: number; card: CardPaymentRequest | Record<string, never> }
  >({
    query: ({ id, card }) => ({ url: `/purchases/${id}/payment`, method: 'POST', body: card }),
    invalidatesTags: ['Purchase', 'Product'],
  }),
}));

export const { useCreatePurchaseMutation, useGetPaymentProviderQuery, usePayForPurchaseMutation } =
  checkoutApi;
