import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@shop/ui/routing';
import {
  STOCK_STATUSES,
  STYLE_SORTS,
  STYLE_STATUSES,
  type StockStatus,
  type StyleSort,
} from '@shop/contracts';
import type { StyleListArgs } from './catalogue.api';

/** Rows per page of the style list. */
export const STYLE_PAGE_SIZE = 20;

export interface StyleFilters {
  search: string;
  categoryId: number | null;
  supplierId: number | null;
  status: (typeof STYLE_STATUSES)[number];
  stockStatus: StockStatus | null;
  sort: StyleSort;
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : null;

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

function readFilters(params: URLSearchParams): StyleFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    categoryId: positive(params.get('category_id')),
    supplierId: positive(params.get('supplier_id')),
    status: oneOf(STYLE_STATUSES, params.get('status')) ?? 'active',
    stockStatus: oneOf(STOCK_STATUSES, params.get('stock_status')),
    sort: oneOf(STYLE_SORTS, params.get('sort')) ?? 'name',
    page: positive(params.get('page')) ?? 1,
  };
}

/** The address of a set of filters: the API's own names, defaults left out. */
function writeFilters(filters: StyleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.categoryId) params.set('category_id', String(filters.categoryId));
  if (filters.supplierId) params.set('supplier_id', String(filters.supplierId));
  if (filters.status !== 'active') params.set('status', filters.status);
  if (filters.stockStatus) params.set('stock_status', filters.stockStatus);
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query `GET /catalogue/styles` gets for these filters. */
export function styleListArgs(filters: StyleFilters): StyleListArgs {
  return {
    page: filters.page,
    per_page: STYLE_PAGE_SIZE,
    search: filters.search || undefined,
    category_id: filters.categoryId ?? undefined,
    supplier_id: filters.supplierId ?? undefined,
    status: filters.status,
    stock_status: filters.stockStatus ?? undefined,
    sort: filters.sort,
  };
}

/**
 * The style list's filters, order and page, kept in the address as the inventory's are
 * (docs/conventions.md#the-remote-template): Back, reload and a shared link show the same rows.
 * A change goes back to page 1; typing in the search box replaces the entry.
 */
export function useStyleFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const change = useCallback(
    (changes: Partial<StyleFilters>, options?: { replace?: boolean }) => {
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
    () =>
      change({
        search: '',
        categoryId: null,
        supplierId: null,
        status: 'active',
        stockStatus: null,
      }),
    [change],
  );

  return { filters, change, setPage, replacePage, clearFilters };
}
