import { STOCK_STATUSES, STYLE_SORTS, STYLE_STATUSES } from '@shop/contracts';
import {
  idField,
  oneOfField,
  sortField,
  textField,
  type UrlFilters,
  useUrlFilters,
} from '@shop/ui/lists';
import { useSearchParams } from '@shop/ui/routing';
import type { StyleListArgs } from './catalogue.api';

/** Rows per page of the style list. */
export const STYLE_PAGE_SIZE = 20;

const STYLE_FILTERS = {
  search: textField('search'),
  categoryId: idField('category_id'),
  supplierId: idField('supplier_id'),
  status: oneOfField('status', STYLE_STATUSES, 'active'),
  stockStatus: oneOfField('stock_status', STOCK_STATUSES, null),
  sort: sortField(STYLE_SORTS, 'name'),
};

export type StyleFilters = UrlFilters<typeof STYLE_FILTERS>;

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

/** The style list's search, filters, order and page, in the address as the inventory's are. */
export const useStyleFilters = () => useUrlFilters(STYLE_FILTERS, useSearchParams());
