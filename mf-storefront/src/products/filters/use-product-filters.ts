import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@shop/ui/routing';
import {
  filtersToParams,
  readFilters,
  readPage,
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

/**
 * The list's filters and page, read from and written to the URL. Every change is
 * a new history entry (Back undoes it); changing a filter goes back to page 1
 * (docs/product.md §5). The URL is rewritten in its clean form, so invalid values drop out.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const page = readPage(params);
  // Stable between renders, for useClampToLastPage's effect.
  const replacePage = useCallback(
    (next: number) => setParams(filtersToParams(urlFiltersNow(), next), { replace: true }),
    [setParams],
  );

  return {
    filters,
    page,
    setFilter: <Name extends FilterName>(name: Name, value: ProductFilters[Name] | undefined) =>
      setParams(filtersToParams({ ...urlFiltersNow(), [name]: value })),
    setPage: (next: number) => setParams(filtersToParams(urlFiltersNow(), next)),
    /** The same, without a history entry: for correcting a page that does not exist. */
    replacePage,
    clearAll: () => setParams(new URLSearchParams()),
  };
}

export type ProductFiltersControl = ReturnType<typeof useProductFilters>;
