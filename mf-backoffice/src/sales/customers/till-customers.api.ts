import type {
  TillCustomer,
  TillCustomerCreateRequest,
  TillCustomerList,
  TillCustomerResponse,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * Customers at the till (docs/product/point-of-sale.md#customers-at-the-till): found by name,
 * e-mail or phone, or created on the spot.
 */
export const tillCustomersApi = injectEndpoints((build) => ({
  findTillCustomers: build.query<TillCustomer[], string>({
    query: (search) => ({ url: '/pos/customers', params: { search } }),
    transformResponse: (body: TillCustomerList) => body.customers,
    keepUnusedDataFor: 0,
  }),
  createTillCustomer: build.mutation<TillCustomer, TillCustomerCreateRequest>({
    query: (body) => ({ url: '/pos/customers', method: 'POST', body }),
    transformResponse: (body: TillCustomerResponse) => body.customer,
  }),
}));

export const { useFindTillCustomersQuery, useCreateTillCustomerMutation } = tillCustomersApi;
