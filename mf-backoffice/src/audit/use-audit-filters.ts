import { AUDIT_KINDS, type AuditQueryParams } from '@shop/contracts';
import { dayField, oneOfField, textField, type UrlFilters, useUrlFilters } from '@shop/ui/lists';
import { useSearchParams } from '@shop/ui/routing';

/** Entries per page; the API's own default. */
export const AUDIT_PAGE_SIZE = 20;

const AUDIT_FILTERS = {
  person: textField('person'),
  kind: oneOfField('kind', AUDIT_KINDS, ''),
  from: dayField('from'),
  to: dayField('to'),
};

export type AuditFilters = UrlFilters<typeof AUDIT_FILTERS>;

/** The query `GET /audit` gets for these filters (export.csv takes the same, without paging). */
export function auditArgs({ page, ...filters }: AuditFilters): AuditQueryParams {
  return { ...filters, page, per_page: AUDIT_PAGE_SIZE };
}

/** The trail's person, kind, days and page, in the address. */
export const useAuditFilters = () => useUrlFilters(AUDIT_FILTERS, useSearchParams());
