import type {
  DiscountCode,
  DiscountCodeCreateBody,
  DiscountCodeList,
  DiscountCodeResponse,
  DiscountCodeUpdateBody,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * The shop's discount codes (docs/product/discount-codes.md), for the Discount Codes screen; pass
 * `{ skip: useSignedOut() }`. A change refreshes the screen and any quote priced with a code.
 */
export const discountCodesApi = injectEndpoints((build) => ({
  getDiscountCodes: build.query<DiscountCode[], void>({
    query: () => '/discount-codes',
    transformResponse: (body: DiscountCodeList) => body.codes,
    providesTags: ['DiscountCode'],
  }),
  createDiscountCode: build.mutation<DiscountCode, DiscountCodeCreateBody>({
    query: (body) => ({ url: '/discount-codes', method: 'POST', body }),
    transformResponse: (body: DiscountCodeResponse) => body.code,
    invalidatesTags: (result) => (result ? ['DiscountCode'] : []),
  }),
  updateDiscountCode: build.mutation<DiscountCode, { id: number } & DiscountCodeUpdateBody>({
    query: ({ id, ...body }) => ({ url: `/discount-codes/${id}`, method: 'PUT', body }),
    transformResponse: (body: DiscountCodeResponse) => body.code,
    invalidatesTags: (result) => (result ? ['DiscountCode'] : []),
  }),
}));

export const {
  useGetDiscountCodesQuery,
  useCreateDiscountCodeMutation,
  useUpdateDiscountCodeMutation,
} = discountCodesApi;
