import type {
  AdjustStockBody,
  InventoryLevelsBody,
  InventoryList,
  InventoryRecord,
  InventoryRecordResponse,
  InventorySort,
  RestockBody,
  StockMovementList,
} from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/**
 * `GET /inventory/` as the back office asks for it (docs/product/api.md#inventory); every field
 * optional.
 */
export interface InventoryListArgs {
  page?: number;
  per_page?: number;
  search?: string;
  low_stock_only?: boolean;
  out_of_stock_only?: boolean;
  category_id?: number;
  supplier_id?: number;
  sort?: InventorySort;
}

/** The list's filters without paging: what `export.csv` takes. */
export type InventoryExportArgs = Omit<InventoryListArgs, 'page' | 'per_page'>;

export interface StockMovementListArgs {
  productId: number;
  page?: number;
}

type ProductId = { productId: number };

/**
 * docs/product/roles-and-rules.md#validation-rules: empty and false filters are left out of the
 * query.
 */
export function inventoryQueryParams(args: InventoryListArgs): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === '' || value === false) continue;
    params[name] = value === true ? 'true' : (value as string | number);
  }
  return params;
}

const LIST = { type: 'Inventory', id: 'LIST' } as const;

/**
 * A stock change moves the list (status, filters, order), the product's history, what
 * the shop shows as in stock and what the reports count; all of them refresh.
 */
const AFTER_STOCK_CHANGE = ['Inventory', 'Product', 'Report'] as const;

/**
 * Stock records, their history and the staff stock changes, for the inventory screen.
 * Staff only: pass `{ skip: useSignedOut() }` to the queries.
 */
export const inventoryApi = injectEndpoints((build) => ({
  getInventory: build.query<InventoryList, InventoryListArgs>({
    query: (args) => ({ url: '/inventory/', params: inventoryQueryParams(args) }),
    providesTags: (result) => [
      LIST,
      ...(result?.inventory ?? []).map(({ product_id }) => ({
        type: 'Inventory' as const,
        id: product_id,
      })),
    ],
  }),
  getStockMovements: build.query<StockMovementList, StockMovementListArgs>({
    query: ({ productId, page }) => ({
      url: `/inventory/${productId}/movements`,
      params: page === undefined ? {} : { page },
    }),
    providesTags: (_result, _error, { productId }) => [{ type: 'Inventory', id: productId }],
  }),
  restockProduct: build.mutation<InventoryRecord, ProductId & RestockBody>({
    query: ({ productId, ...body }) => ({
      url: `/inventory/${productId}/restock`,
      method: 'POST',
      body,
    }),
    transformResponse: (body: InventoryRecordResponse) => body.inventory,
    onQueryStarted: patchListedRecord,
    invalidatesTags: (result) => (result ? [...AFTER_STOCK_CHANGE] : []),
  }),
  adjustStock: build.mutation<InventoryRecord, ProductId & AdjustStockBody>({
    query: ({ productId, ...body }) => ({
      url: `/inventory/${productId}/adjust`,
      method: 'POST',
      body,
    }),
    transformResponse: (body: InventoryRecordResponse) => body.inventory,
    onQueryStarted: patchListedRecord,
    invalidatesTags: (result) => (result ? [...AFTER_STOCK_CHANGE] : []),
  }),
  updateStockLevels: build.mutation<InventoryRecord, ProductId & InventoryLevelsBody>({
    query: ({ productId, ...body }) => ({
      url: `/inventory/${productId}`,
      method: 'PUT',
      body,
    }),
    transformResponse: (body: InventoryRecordResponse) => body.inventory,
    onQueryStarted: patchListedRecord,
    // The levels decide the status, so the list, the alerts and the reports change.
    invalidatesTags: (result) => (result ? [LIST, 'Report'] : []),
  }),
  /**
   * `GET /inventory/export.csv` with the list's filters, as text: it goes through the
   * shop's base query, so it carries the bearer token and a 401 ends the session like
   * any other call. A mutation, so the file is fetched on demand and never cached.
   */
  exportInventoryCsv: build.mutation<string, InventoryExportArgs>({
    query: (args) => ({
      url: '/inventory/export.csv',
      params: inventoryQueryParams(args),
      responseHandler: 'content-type',
    }),
  }),
}));

/**
 * Writes the changed record into every cached page that lists it, so its row changes
 * in place at once; the refetch the tags start then re-applies filters and order.
 */
async function patchListedRecord(
  _args: unknown,
  {
    dispatch,
    getState,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    getState: () => unknown;
    queryFulfilled: Promise<{ data: InventoryRecord }>;
  },
) {
  const answer = await queryFulfilled.catch(() => null);
  if (!answer) return;
  const record = answer.data;
  const state = getState() as Parameters<typeof inventoryApi.util.selectCachedArgsForQuery>[0];
  for (const args of inventoryApi.util.selectCachedArgsForQuery(state, 'getInventory')) {
    dispatch(
      inventoryApi.util.updateQueryData('getInventory', args, (list) => {
        const index = list.inventory.findIndex((row) => row.product_id === record.product_id);
        if (index >= 0) list.inventory[index] = record;
      }),
    );
  }
}

export const {
  useGetInventoryQuery,
  useGetStockMovementsQuery,
  useRestockProductMutation,
  useAdjustStockMutation,
  useUpdateStockLevelsMutation,
  useExportInventoryCsvMutation,
} = inventoryApi;
