import type {
  Supplier,
  SupplierCreateBody,
  SupplierDeleteResult,
  SupplierList,
  SupplierResponse,
  SupplierUpdateBody,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

export interface SupplierListArgs {
  /** `true` or `false` keeps only active or inactive suppliers; absent means all. */
  active?: boolean;
}

const LIST = { type: 'Supplier', id: 'LIST' } as const;

/**
 * The shop's suppliers, for the back office's Suppliers screen. Staff only: pass
 * `{ skip: useSignedOut() }`. Every change refreshes the lists, so a card appears, changes or goes without a reload.
 */
export const suppliersApi = injectEndpoints((build) => ({
  getSuppliers: build.query<Supplier[], SupplierListArgs | void>({
    query: (args) => ({
      url: '/suppliers/',
      params: args?.active === undefined ? {} : { active: String(args.active) },
    }),
    transformResponse: (body: SupplierList) => body.suppliers,
    providesTags: (result) => [
      LIST,
      ...(result ?? []).map(({ id }) => ({ type: 'Supplier' as const, id })),
    ],
  }),
  createSupplier: build.mutation<Supplier, SupplierCreateBody>({
    query: (body) => ({ url: '/suppliers/', method: 'POST', body }),
    transformResponse: (body: SupplierResponse) => body.supplier,
    invalidatesTags: (result) => (result ? [LIST] : []),
  }),
  updateSupplier: build.mutation<Supplier, { id: number } & SupplierUpdateBody>({
    query: ({ id, ...body }) => ({ url: `/suppliers/${id}`, method: 'PUT', body }),
    transformResponse: (body: SupplierResponse) => body.supplier,
    invalidatesTags: (result) => (result ? [LIST, { type: 'Supplier', id: result.id }] : []),
  }),
  /** Deletes the supplier, or makes it inactive when products refer to it (`deleted: false`). */
  deleteSupplier: build.mutation<SupplierDeleteResult, number>({
    query: (id) => ({ url: `/suppliers/${id}`, method: 'DELETE' }),
    invalidatesTags: (result, _error, id) => (result ? [LIST, { type: 'Supplier', id }] : []),
  }),
}));

export const {
  useGetSuppliersQuery,
  useCreateSupplierMutation,
  useUpdateSupplierMutation,
  useDeleteSupplierMutation,
} = suppliersApi;
