import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@shop/ui/routing';
import { DEFAULT_INVENTORY_SORT, INVENTORY_SORTS, type InventorySort } from '@shop/contracts';
import type { InventoryListArgs } from './inventory.api';

/** Rows per page; the API's own default for `GET /inventory/`. */
export const INVENTORY_PAGE_SIZE = 20;

export interface InventoryFilters {
  search: string;
  lowStockOnly: boolean;
  outOfStockOnly: boolean;
  sort: InventorySort;
  page: number;
}

const isSort = (value: string | null): value is InventorySort =>
  (INVENTORY_SORTS as readonly (string | null)[]).includes(value);

function readFilters(params: URLSearchParams): InventoryFilters {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    search: params.get('search')?.trim() ?? '',
    lowStockOnly: params.get('low_stock_only') === 'true',
    outOfStockOnly: params.get('out_of_stock_only') === 'true',
    sort: isSort(sort) ? sort : DEFAULT_INVENTORY_SORT,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of a set of filters: the API's own names, defaults left out. */
function writeFilters(filters: InventoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.lowStockOnly) params.set('low_stock_only', 'true');
  if (filters.outOfStockOnly) params.set('out_of_stock_only', 'true');
  if (filters.sort !== DEFAULT_INVENTORY_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query `GET /inventory/` gets for these filters (the API drops false flags too). */
export function inventoryArgs(filters: InventoryFilters): InventoryListArgs {
  return {
    page: filters.page,
    per_page: INVENTORY_PAGE_SIZE,
    search: filters.search || undefined,
    low_stock_only: filters.lowStockOnly || undefined,
    out_of_stock_only: filters.outOfStockOnly || undefined,
    sort: filters.sort,
  };
}

/**
 * The inventory's filters, order and page, kept in the address so that Back, reload
 * and a shared link show the same rows (docs/conventions.md#the-remote-template). Changing a filter
 * or the order goes back to page 1; typing in the search box replaces the entry rather
 * than adding one per keystroke.
 */
export function useInventoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const change = useCallback(
    (changes: Partial<InventoryFilters>, options?: { replace?: boolean }) => {
      setParams(
        (current) => writeFilters({ ...readFilters(current), page: 1, ...changes }),
        options,
      );
    },
    [setParams],
  );

  const setPage = useCallback((page: number) => change({ page }), [change]);
  const replacePage = useCallback((page: number) => change({ page }, { replace: true }), [change]);
  const clearFilters = useCallback(
    () => change({ search: '', lowStockOnly: false, outOfStockOnly: false }),
    [change],
  );

  return { filters, change, setPage, replacePage, clearFilters };
}
