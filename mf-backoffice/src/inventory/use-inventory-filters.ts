import { DEFAULT_INVENTORY_SORT, INVENTORY_SORTS } from '@shop/contracts';
import { flagField, sortField, textField, type UrlFilters, useUrlFilters } from '@shop/ui/lists';
import { useSearchParams } from '@shop/ui/routing';
import type { InventoryListArgs } from './inventory.api';

/** Rows per page; the API's own default for `GET /inventory/`. */
export const INVENTORY_PAGE_SIZE = 20;

const INVENTORY_FILTERS = {
  search: textField('search'),
  lowStockOnly: flagField('low_stock_only'),
  outOfStockOnly: flagField('out_of_stock_only'),
  sort: sortField(INVENTORY_SORTS, DEFAULT_INVENTORY_SORT),
};

export type InventoryFilters = UrlFilters<typeof INVENTORY_FILTERS>;

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

/** The inventory's search, stock filters, order and page, in the address. */
export const useInventoryFilters = () => useUrlFilters(INVENTORY_FILTERS, useSearchParams());
