import { useCallback, useMemo } from 'react';
import { positiveNumber, type UrlField } from './url-fields';

/**
 * The address's query as `useSearchParams()` of `@shop/ui/routing` hands it over. The screen
 * passes it in: the router is the remote's, and a kit that imported it would bundle its own.
 */
export type SearchParamsState = readonly [
  URLSearchParams,
  (next: (current: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void,
];

export type UrlFieldSpec = Record<string, UrlField<unknown>>;

/** The values a spec reads, and the page. */
export type UrlFilters<S extends UrlFieldSpec> = {
  [K in keyof S]: S[K] extends UrlField<infer T> ? T : never;
} & { page: number };

export type ChangeFilters<F> = (changes: Partial<F>, options?: { replace?: boolean }) => void;

/** What a screen's filter bar is given. */
export interface ListFiltersProps<F> {
  filters: F;
  onChange: ChangeFilters<F>;
  onClear: () => void;
}

/** The page in the address, for `ListResults`. */
export interface ListPaging {
  page: number;
  setPage: (page: number) => void;
  /** Corrects the page in place, without a history entry. */
  replacePage: (page: number) => void;
}

function readFilters<S extends UrlFieldSpec>(spec: S, params: URLSearchParams): UrlFilters<S> {
  const filters: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(spec))
    filters[key] = field.read(params.get(field.param));
  filters.page = positiveNumber(params.get('page')) ?? 1;
  return filters as UrlFilters<S>;
}

/** The address of a set of filters: the API's own names, fallbacks left out. */
function writeFilters<S extends UrlFieldSpec>(spec: S, filters: UrlFilters<S>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(spec)) {
    const value = filters[key];
    if (value !== field.fallback) params.set(field.param, String(value));
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * A list screen's filters, order and page, kept in the address so that Back, reload and a shared
 * link show the same rows (docs/conventions.md#the-remote-template). Any change goes back to
 * page 1; `{ replace: true }` (the search box as it is typed in, a page corrected in place)
 * replaces the history entry rather than adding one. `spec` must keep its identity (a constant);
 * `address` is the screen's `useSearchParams()`.
 */
export function useUrlFilters<S extends UrlFieldSpec>(spec: S, address: SearchParamsState) {
  const [params, setParams] = address;
  const filters = useMemo(() => readFilters(spec, params), [spec, params]);

  const change = useCallback<ChangeFilters<UrlFilters<S>>>(
    (changes, options) =>
      setParams(
        (current) => writeFilters(spec, { ...readFilters(spec, current), page: 1, ...changes }),
        options,
      ),
    [spec, setParams],
  );
  const setPage = useCallback(
    (page: number) => change({ page } as Partial<UrlFilters<S>>),
    [change],
  );
  const replacePage = useCallback(
    (page: number) => change({ page } as Partial<UrlFilters<S>>, { replace: true }),
    [change],
  );
  const clearFilters = useCallback(() => {
    const cleared: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(spec))
      if (!field.keptOnClear) cleared[key] = field.fallback;
    change(cleared as Partial<UrlFilters<S>>);
  }, [spec, change]);

  const paging = useMemo<ListPaging>(
    () => ({ page: filters.page, setPage, replacePage }),
    [filters.page, setPage, replacePage],
  );
  return { filters, change, clearFilters, paging };
}
