import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@shop/ui/routing';
import type { ProductSort } from '@shop/contracts';
import {
  filtersToParams,
  readFilters,
  readPage,
  readSort,
  type FilterName,
  type ProductFilters,
} from './product-filters';

/**
 * The address bar as it is now, not as last rendered: two fields committing in
 * one go (leaving one field for another) must not undo each other. (React
 * Router's functional setSearchParams hands over the rendered params.)
 */
function urlFiltersNow(): ProductFilters {
  return readFilters(new URLSearchParams(window.location.search));
}

/** The order in the address bar now, for the same reason. */
function urlSortNow(): ProductSort {
  return readSort(new URLSearchParams(window.location.search));
}

/**
 * The list's filters, order and page, read from and written to the URL. Every change is
 * a new history entry (Back undoes it); changing a filter or the order goes back to page 1
 * (docs/product/roles-and-rules.md#validation-rules). The URL is rewritten in its clean form, so
 * invalid values drop out. The order is not a filter: clearing the filters keeps it.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const page = readPage(params);
  const sort = readSort(params);
  // Stable between renders, for useClampToLastPage's effect.
  const replacePage = useCallback(
    (next: number) =>
      setParams(filtersToParams(urlFiltersNow(), next, urlSortNow()), { replace: true }),
    [setParams],
  );

  return {
    filters,
    page,
    sort,
    setFilter: <Name extends FilterName>(name: Name, value: ProductFilters[Name] | undefined) =>
      setParams(filtersToParams({ ...urlFiltersNow(), [name]: value }, 1, urlSortNow())),
    setSort: (next: ProductSort) => setParams(filtersToParams(urlFiltersNow(), 1, next)),
    setPage: (next: number) => setParams(filtersToParams(urlFiltersNow(), next, urlSortNow())),
    /** The same, without a history entry: for correcting a page that does not exist. */
    replacePage,
    clearAll: () => setParams(filtersToParams({}, 1, urlSortNow())),
  };
}

export type ProductFiltersControl = ReturnType<typeof useProductFilters>;
