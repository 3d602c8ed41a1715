import { useCallback, useMemo } from 'react';
import { AUDIT_KINDS, type AuditKind, type AuditQueryParams } from '@shop/contracts';
import { useSearchParams } from '@shop/ui/routing';

/** Entries per page; the API's own default. */
export const AUDIT_PAGE_SIZE = 20;

export interface AuditFilters {
  person: string;
  kind: AuditKind | '';
  /** Shop days, `YYYY-MM-DD`, or ''. */
  from: string;
  to: string;
  page: number;
}

const isKind = (value: string | null): value is AuditKind =>
  (AUDIT_KINDS as readonly (string | null)[]).includes(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

function readFilters(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  const kind = params.get('kind');
  return {
    person: params.get('person')?.trim() ?? '',
    kind: isKind(kind) ? kind : '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of a set of filters: the API's own names, defaults left out. */
function writeFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['person', 'kind', 'from', 'to'] as const)
    if (filters[name]) params.set(name, filters[name]);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query `GET /audit` gets for these filters (export.csv takes the same, without paging). */
export function auditArgs({ page, ...filters }: AuditFilters): AuditQueryParams {
  return { ...filters, page, per_page: AUDIT_PAGE_SIZE };
}

/**
 * The trail's filters and page, kept in the address so that Back, reload and a shared link show
 * the same entries (docs/conventions.md#the-remote-template); a new filter goes back to page 1.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const change = useCallback(
    (changes: Partial<AuditFilters>, options?: { replace?: boolean }) =>
      setParams(
        (current) => writeFilters({ ...readFilters(current), page: 1, ...changes }),
        options,
      ),
    [setParams],
  );
  const setPage = useCallback((page: number) => change({ page }), [change]);
  const replacePage = useCallback((page: number) => change({ page }, { replace: true }), [change]);
  const clearFilters = useCallback(
    () => change({ person: '', kind: '', from: '', to: '' }),
    [change],
  );
  return { filters, change, setPage, replacePage, clearFilters };
}
