import type { SaleReturn } from '@shop/contracts';
import { useSignedOut } from '@shop/shop-state';
import { PageFrame, PageLoading, Text } from '@shop/ui';
import { ListResults } from '@shop/ui/lists';
import { NeedsPermission } from '../needs-permission';
import { useDialog } from '../use-dialog';
import { ReturnDetailsDialog } from './return-details-dialog';
import { ReturnsFilterBar } from './returns-filter-bar';
import { ReturnsTable } from './returns-table';
import { useGetReturnsQuery } from './returns-desk.api';
import { returnArgs, useReturnFilters } from './use-return-filters';

const TITLE = 'Returns';

/**
 * `/customer-returns`, the returns desk (docs/product/point-of-sale.md#the-returns-desk): every
 * return, newest first, filtered by status, channel and order number in the address; a request
 * asked online is opened to receive, refund or reject it. For holders of "Take returns and
 * refunds".
 */
export function CustomerReturnsPage() {
  return (
    <NeedsPermission permission="take_returns" title={TITLE}>
      <ReturnsDesk />
    </NeedsPermission>
  );
}

function ReturnsDesk() {
  const { filters, change, clearFilters, paging } = useReturnFilters();
  const query = useGetReturnsQuery(returnArgs(filters), { skip: useSignedOut() });
  const details = useDialog<SaleReturn>();

  return (
    <PageFrame title={TITLE}>
      <Text muted>
        Returns asked for online wait here to be received and refunded; returns at the till are made
        and refunded at once on the Point of Sale&apos;s Returns tab.
      </Text>
      <ReturnsFilterBar filters={filters} onChange={change} onClear={clearFilters} />
      <ListResults
        query={query}
        loading={<PageLoading label="Loading returns" />}
        errorMessage="The returns could not be loaded."
        rows={(data) => data.returns}
        noun="returns"
        paging={paging}
        pagerLabel="Return pages"
      >
        {(data, refreshing) => (
          <ReturnsTable returns={data.returns} refreshing={refreshing} onOpen={details.show} />
        )}
      </ListResults>
      {details.dialog && (
        <ReturnDetailsDialog
          key={details.dialog.key}
          listed={details.dialog.subject}
          {...details.controls}
        />
      )}
    </PageFrame>
  );
}
