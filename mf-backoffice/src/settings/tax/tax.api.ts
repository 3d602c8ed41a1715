import type {
  CategoryTaxBody,
  CategoryTaxResponse,
  TaxRate,
  TaxRateCreateBody,
  TaxRateResponse,
  TaxRateUpdateBody,
  TaxSettings,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * The shop's tax rates and category rules (docs/product/tax.md), for the Tax Rates screen. Staff
 * read, admins change: pass `{ skip: useSignedOut() }`. A change refreshes the screen and any
 * quote (the cart's and the till's tax), which provide the `Tax` tag too.
 */
export const taxApi = injectEndpoints((build) => ({
  getTaxSettings: build.query<TaxSettings, void>({
    query: () => '/tax/rates',
    providesTags: ['Tax'],
  }),
  createTaxRate: build.mutation<TaxRate, TaxRateCreateBody>({
    query: (body) => ({ url: '/tax/rates', method: 'POST', body }),
    transformResponse: (body: TaxRateResponse) => body.rate,
    invalidatesTags: (result) => (result ? ['Tax'] : []),
  }),
  updateTaxRate: build.mutation<TaxRate, { id: number } & TaxRateUpdateBody>({
    query: ({ id, ...body }) => ({ url: `/tax/rates/${id}`, method: 'PUT', body }),
    transformResponse: (body: TaxRateResponse) => body.rate,
    invalidatesTags: (result) => (result ? ['Tax'] : []),
  }),
  deleteTaxRate: build.mutation<{ message: string }, number>({
    query: (id) => ({ url: `/tax/rates/${id}`, method: 'DELETE' }),
    invalidatesTags: (result) => (result ? ['Tax'] : []),
  }),
  setCategoryTax: build.mutation<CategoryTaxResponse, { categoryId: number } & CategoryTaxBody>({
    query: ({ categoryId, ...body }) => ({
      url: `/tax/categories/${categoryId}`,
      method: 'PUT',
      body,
    }),
    invalidatesTags: (result) => (result ? ['Tax'] : []),
  }),
}));

export const {
  useGetTaxSettingsQuery,
  useCreateTaxRateMutation,
  useUpdateTaxRateMutation,
  useDeleteTaxRateMutation,
  useSetCategoryTaxMutation,
} = taxApi;
