import { apiErrorMessage, useSignedOut } from '@shop/shop-state';
import { ButtonLink, PageFrame, PageLoading, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { ListResults } from '@shop/ui/lists';
import { useGetPurchasesQuery } from '../purchases.api';
import { DeskExportButton } from './desk-export-button';
import { DeskFilterBar } from './desk-filter-bar';
import { DeskTable } from './desk-table';
import { deskListArgs, useDeskFilters } from './use-desk-filters';

/**
 * `/purchases` for staff and admin, the orders desk (docs/product/purchases.md#the-orders-desk):
 * every purchase, searched and filtered by the API, with the address holding the search, the
 * filters and the page, and the CSV of what they match.
 */
export function OrdersDesk() {
  const { filters, change, clearFilters, paging } = useDeskFilters();
  const query = useGetPurchasesQuery(deskListArgs(filters), { skip: useSignedOut() });

  const actions = (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs, alignItems: 'center' }}>
      <Button onClick={() => void query.refetch()} loading={query.isFetching && !query.isLoading}>
        Refresh
      </Button>
      <DeskExportButton filters={filters} />
      {/* The point of sale belongs to the back office: a shop link, not this router's. */}
      <ButtonLink href="/sales" variant="primary">
        New Sale
      </ButtonLink>
    </div>
  );

  return (
    <PageFrame title="Purchases" extra={actions}>
      <DeskFilterBar filters={filters} onChange={change} onClear={clearFilters} />
      <ListResults
        query={query}
        loading={<PageLoading label="Loading purchases" />}
        // A refused filter (a start after the end) says which, in the API's words.
        errorMessage={apiErrorMessage(query.error, 'Failed to fetch purchases')}
        rows={(data) => data.purchases}
        noun="purchases"
        paging={paging}
        pagerLabel="Purchase pages"
      >
        {(data, refreshing) => <DeskTable purchases={data.purchases} refreshing={refreshing} />}
      </ListResults>
    </PageFrame>
  );
}
