import type { AuditList, AuditQueryParams } from '@shop/contracts';
import { injectEndpoints } from '@shop/shop-state';

/** The query as the screen sends it: empty filters are left out. */
export function auditQueryParams(args: AuditQueryParams): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(args))
    if (value !== undefined && value !== '') params[name] = value;
  return params;
}

/**
 * The audit trail (docs/product/audit.md), admin only: pass `{ skip: useSignedOut() }`. Every
 * visit asks again (`refetchOnMountOrArgChange`): any write elsewhere may have added entries, and
 * no write tags this list.
 */
export const auditApi = injectEndpoints((build) => ({
  getAuditTrail: build.query<AuditList, AuditQueryParams>({
    query: (args) => ({ url: '/audit', params: auditQueryParams(args) }),
  }),
  /** `GET /audit/export.csv` with the filters, as text (a mutation: fetched on demand, never cached). */
  exportAuditCsv: build.mutation<string, AuditQueryParams>({
    query: (args) => ({
      url: '/audit/export.csv',
      params: auditQueryParams(args),
      responseHandler: 'content-type',
    }),
  }),
}));

export const { useGetAuditTrailQuery, useExportAuditCsvMutation } = auditApi;
