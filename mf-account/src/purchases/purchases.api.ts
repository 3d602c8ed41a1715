import type {
  Purchase,
  PurchaseList,
  PurchaseQueryParams,
  PurchaseResponse,
  UpdatePurchaseRequest,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/** The orders desk's filters (staff only: docs/product/api.md#purchases). */
export type PurchaseFilterArgs = Omit<PurchaseQueryParams, 'page' | 'per_page'>;

export interface PurchaseListArgs extends PurchaseFilterArgs {
  /** Left out of the query when undefined: the dashboard asks for the newest only. */
  page?: number;
  per_page: number;
}

/** The filters that are set, as the query sends them. */
export function purchaseFilterParams(filters: PurchaseFilterArgs): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params[name] = value;
  return params;
}

/** The query as sent: the page first, then the filters that are set. */
const purchaseListParams = ({ page, per_page, ...filters }: PurchaseListArgs) => ({
  ...(page !== undefined && { page }),
  per_page,
  ...purchaseFilterParams(filters),
});

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
    query: (args) => ({ url: '/purchases/', params: purchaseListParams(args) }),
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
