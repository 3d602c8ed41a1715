import type {
  ReceiveReturnBody,
  RejectReturnBody,
  ReturnList,
  ReturnResponse,
  ReturnStatus,
  SaleReturn,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/** `GET /returns/` as the screen asks for it: empty filters are left out. */
export interface ReturnListArgs {
  page: number;
  per_page: number;
  status?: ReturnStatus;
  channel?: 'web' | 'pos';
  purchase_id?: number;
}

const LIST = { type: 'Return', id: 'LIST' } as const;

/** A changed return: its own entry, the lists, and what it moved (stock, money, the purchase). */
const AFTER_CHANGE = (saleReturn: SaleReturn) => [
  LIST,
  { type: 'Purchase' as const, id: saleReturn.purchase_id },
  { type: 'Purchase' as const, id: 'LIST' },
  'Product' as const,
  'Inventory' as const,
  'Report' as const,
];

/**
 * The returns desk (docs/product/point-of-sale.md#the-returns-desk), staff holding "Take
 * returns and refunds": the returns, newest first, and the steps of a request asked online:
 * receive the goods (restock or write off per line), refund, or reject with a note. Each step
 * answers with the return, written straight into its cache entry. Pass `{ skip: useSignedOut() }`.
 */
export const returnsDeskApi = injectEndpoints((build) => ({
  getReturns: build.query<ReturnList, ReturnListArgs>({
    query: (params) => ({ url: '/returns/', params }),
    providesTags: (result) => [
      LIST,
      ...(result?.returns ?? []).map(({ id }) => ({ type: 'Return' as const, id })),
    ],
  }),
  getReturn: build.query<SaleReturn, number>({
    query: (id) => `/returns/${id}`,
    transformResponse: (body: ReturnResponse) => body.return,
    providesTags: (_result, _error, id) => [{ type: 'Return', id }],
  }),
  receiveReturn: build.mutation<SaleReturn, { id: number } & ReceiveReturnBody>({
    query: ({ id, ...body }) => ({ url: `/returns/${id}/receive`, method: 'POST', body }),
    transformResponse: (body: ReturnResponse) => body.return,
    onQueryStarted: storeChangedReturn,
    invalidatesTags: (result) => (result ? AFTER_CHANGE(result) : []),
  }),
  refundReturn: build.mutation<SaleReturn, number>({
    query: (id) => ({ url: `/returns/${id}/refund`, method: 'POST' }),
    transformResponse: (body: ReturnResponse) => body.return,
    onQueryStarted: storeChangedReturn,
    invalidatesTags: (result) => (result ? AFTER_CHANGE(result) : []),
  }),
  rejectReturn: build.mutation<SaleReturn, { id: number } & RejectReturnBody>({
    query: ({ id, ...body }) => ({ url: `/returns/${id}/reject`, method: 'POST', body }),
    transformResponse: (body: ReturnResponse) => body.return,
    onQueryStarted: storeChangedReturn,
    invalidatesTags: (result) => (result ? [LIST] : []),
  }),
}));

async function storeChangedReturn(
  _args: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: SaleReturn }> },
) {
  const answer = await queryFulfilled.catch(() => null);
  if (!answer) return;
  dispatch(returnsDeskApi.util.upsertQueryData('getReturn', answer.data.id, answer.data));
}

export const {
  useGetReturnsQuery,
  useGetReturnQuery,
  useReceiveReturnMutation,
  useRefundReturnMutation,
  useRejectReturnMutation,
} = returnsDeskApi;
