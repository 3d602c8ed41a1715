import type { Register, RegisterList, RegisterNameBody, RegisterResponse } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * The registers of the store settings (docs/product/registers.md#registers), for the Settings
 * screen: pass `{ skip: useSignedOut() }`. A change refreshes the till's registers too (tag
 * `Register`).
 */
export const registerSettingsApi = injectEndpoints((build) => ({
  getRegisterSettings: build.query<Register[], void>({
    query: () => '/shop/registers',
    transformResponse: (body: RegisterList) => body.registers,
    providesTags: ['Register'],
  }),
  addRegister: build.mutation<Register, RegisterNameBody>({
    query: (body) => ({ url: '/shop/registers', method: 'POST', body }),
    transformResponse: (body: RegisterResponse) => body.register,
    invalidatesTags: (result) => (result ? ['Register'] : []),
  }),
  renameRegister: build.mutation<Register, { id: number } & RegisterNameBody>({
    query: ({ id, ...body }) => ({ url: `/shop/registers/${id}`, method: 'PUT', body }),
    transformResponse: (body: RegisterResponse) => body.register,
    invalidatesTags: (result) => (result ? ['Register'] : []),
  }),
  retireRegister: build.mutation<Register, number>({
    query: (id) => ({ url: `/shop/registers/${id}/retire`, method: 'POST' }),
    transformResponse: (body: RegisterResponse) => body.register,
    invalidatesTags: (result) => (result ? ['Register'] : []),
  }),
}));

export const {
  useGetRegisterSettingsQuery,
  useAddRegisterMutation,
  useRenameRegisterMutation,
  useRetireRegisterMutation,
} = registerSettingsApi;
