import { apiErrorMessage, useSignedOut } from '@shop/shop-state';
import { LoadError, PageFrame, PageLoading, Text } from '@shop/ui';
import { Pager, useClampToLastPage } from '@shop/ui/paging';
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
  const { filters, change, setPage, replacePage, clearFilters } = useAuditFilters();
  const { data, isFetching, isError, error, refetch } = useGetAuditTrailQuery(auditArgs(filters), {
    skip: useSignedOut(),
    refetchOnMountOrArgChange: true,
  });
  useClampToLastPage(filters.page, data?.pages, replacePage);

  return (
    <PageFrame title="Audit Trail" extra={<AuditExportButton filters={filters} />}>
      <AuditFilterBar filters={filters} onChange={change} onClear={clearFilters} />
      {!data && isFetching && <PageLoading label="Loading the audit trail" />}
      {isError && !isFetching && (
        // A refused filter (a start after the end) says which, in the API's words.
        <LoadError
          message={apiErrorMessage(error, 'The audit trail could not be loaded.')}
          onRetry={() => void refetch()}
        />
      )}
      {data && !isError && (
        <>
          <Text muted as="p">
            <span role="status">
              Showing {data.entries.length} of {data.total} entries
            </span>
          </Text>
          <AuditTable entries={data.entries} refreshing={isFetching} />
          <Pager
            page={filters.page}
            pages={data.pages}
            onPage={(page) => {
              setPage(page);
              window.scrollTo({ top: 0 });
            }}
            label="Audit pages"
          />
        </>
      )}
    </PageFrame>
  );
}
