import type {
  AddressList,
  AddressResponse,
  CreateAddressRequest,
  MessageResponse,
  UpdateAddressRequest,
} from '@shop/contracts';
import { injectEndpoints } from '../api/inject-endpoints';

/**
 * The signed-in customer's saved delivery addresses (`/auth/profile/addresses`,
 * docs/product/account.md#addresses): the account's profile keeps them and the storefront's
 * checkout offers them, so they are declared once here. A checkout that saves a new address
 * changes the list too (the storefront invalidates `Address` after it).
 */
export const addressesApi = injectEndpoints((build) => ({
  getAddresses: build.query<AddressList, void>({
    query: () => '/auth/profile/addresses',
    providesTags: ['Address'],
  }),
  createAddress: build.mutation<AddressResponse, CreateAddressRequest>({
    query: (body) => ({ url: '/auth/profile/addresses', method: 'POST', body }),
    invalidatesTags: ['Address'],
  }),
  updateAddress: build.mutation<AddressResponse, { id: number } & UpdateAddressRequest>({
    query: ({ id, ...body }) => ({ url: `/auth/profile/addresses/${id}`, method: 'PATCH', body }),
    invalidatesTags: ['Address'],
  }),
  deleteAddress: build.mutation<MessageResponse, number>({
    query: (id) => ({ url: `/auth/profile/addresses/${id}`, method: 'DELETE' }),
    invalidatesTags: ['Address'],
  }),
}));

export const {
  useGetAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
} = addressesApi;
