import type {
  Purchase,
  PurchaseList,
  PurchaseResponse,
  UpdatePurchaseRequest,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

export interface PurchaseListArgs {
  /** Left out of the query when undefined: the dashboard asks for the newest only. */
  page?: number;
  per_page: number;
}

const LIST = { type: 'Purchase', id: 'LIST' } as const;

/**
 * A status change moves stock back (cancel) and changes what the reports count, so
 * those caches refresh too. The purchase itself needs no refetch: the answer is
 * the changed purchase, written straight into its cache entry.
 */
const AFTER_STATUS_CHANGE = [LIST, 'Product', 'Inventory', 'Report'] as const;

/**
 * Purchase history and the staff status changes, the account's own. Purchases belong to
 * a session: pass `{ skip: useSignedOut() }` to the queries.
 */
export const purchasesApi = injectEndpoints((build) => ({
  getPurchases: build.query<PurchaseList, PurchaseListArgs>({
    query: ({ page, per_page }) => ({
      url: '/purchases/',
      params: page === undefined ? { per_page } : { page, per_page },
    }),
    providesTags: (result) => [
      LIST,
      ...(result?.purchases ?? []).map(({ id }) => ({ type: 'Purchase' as const, id })),
    ],
  }),
  getPurchase: build.query<Purchase, number>({
    query: (id) => `/purchases/${id}`,
    transformResponse: (body: PurchaseResponse) => body.purchase,
    providesTags: (_result, _error, id) => [{ type: 'Purchase', id }],
  }),
  updatePurchase: build.mutation<Purchase, { id: number } & UpdatePurchaseRequest>({
    query: ({ id, ...body }) => ({ url: `/purchases/${id}`, method: 'PUT', body }),
    transformResponse: (body: PurchaseResponse) => body.purchase,
    onQueryStarted: storeChangedPurchase,
    invalidatesTags: (result) => (result ? [...AFTER_STATUS_CHANGE] : []),
  }),
  cancelPurchase: build.mutation<Purchase, number>({
    query: (id) => ({ url: `/purchases/${id}/cancel`, method: 'POST' }),
    transformResponse: (body: PurchaseResponse) => body.purchase,
    onQueryStarted: storeChangedPurchase,
    invalidatesTags: (result) => (result ? [...AFTER_STATUS_CHANGE] : []),
  }),
}));

async function storeChangedPurchase(
  _args: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Purchase }> },
) {
  const answer = await queryFulfilled.catch(() => null);
  if (!answer) return;
  dispatch(purchasesApi.util.upsertQueryData('getPurchase', answer.data.id, answer.data));
}

export const {
  useGetPurchasesQuery,
  useGetPurchaseQuery,
  useUpdatePurchaseMutation,
  useCancelPurchaseMutation,
} = purchasesApi;
