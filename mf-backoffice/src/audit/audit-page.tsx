import { apiErrorMessage, useSignedOut } from '@shop/shop-state';
import { PageFrame, PageLoading } from '@shop/ui';
import { ListResults } from '@shop/ui/lists';
import { AuditExportButton } from './audit-export-button';
import { AuditFilterBar } from './audit-filter-bar';
import { AuditTable } from './audit-table';
import { useGetAuditTrailQuery } from './audit.api';
import { auditArgs, useAuditFilters } from './use-audit-filters';

/**
 * `/audit` (docs/product/audit.md#the-audit-screen), admin only: who changed what and when,
 * newest first, filtered and paged by the API with the address holding both.
 */
export function AuditPage() {
  const { filters, change, clearFilters, paging } = useAuditFilters();
  const query = useGetAuditTrailQuery(auditArgs(filters), {
    skip: useSignedOut(),
    refetchOnMountOrArgChange: true,
  });

  return (
    <PageFrame title="Audit Trail" extra={<AuditExportButton filters={filters} />}>
      <AuditFilterBar filters={filters} onChange={change} onClear={clearFilters} />
      <ListResults
        query={query}
        loading={<PageLoading label="Loading the audit trail" />}
        // A refused filter (a start after the end) says which, in the API's words.
        errorMessage={apiErrorMessage(query.error, 'The audit trail could not be loaded.')}
        rows={(data) => data.entries}
        noun="entries"
        paging={paging}
        pagerLabel="Audit pages"
      >
        {(data, refreshing) => <AuditTable entries={data.entries} refreshing={refreshing} />}
      </ListResults>
    </PageFrame>
  );
}
