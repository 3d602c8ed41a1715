import type { InventoryRecord } from '@shop/contracts';
import { useSignedOut } from '@shop/shop-state';
import { LoadError, PageFrame, PageLoading, Text } from '@shop/ui';
import { Pager, useClampToLastPage } from '@shop/ui/paging';
import { useDialog } from '../use-dialog';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { ExportCsvButton } from './export-csv-button';
import { InventoryFilterBar } from './inventory-filter-bar';
import type { InventoryAction } from './inventory-columns';
import { InventoryTable } from './inventory-table';
import { useGetInventoryQuery } from './inventory.api';
import { RestockDialog } from './restock-dialog';
import { StockHistoryDialog } from './stock-history-dialog';
import { StockLevelsDialog } from './stock-levels-dialog';
import { inventoryArgs, useInventoryFilters } from './use-inventory-filters';

const DIALOGS = {
  restock: RestockDialog,
  adjust: AdjustStockDialog,
  levels: StockLevelsDialog,
  history: StockHistoryDialog,
} as const;

/**
 * `/inventory` (docs/product/inventory.md): the stock records, filtered, sorted and paged by
 * the API, with the address holding all three; each row restocks, adjusts, edits its
 * levels or shows its history in a dialog.
 */
export function InventoryPage() {
  const { filters, change, setPage, replacePage, clearFilters } = useInventoryFilters();
  const { data, isFetching, isError, refetch } = useGetInventoryQuery(inventoryArgs(filters), {
    skip: useSignedOut(),
  });
  const { dialog, show, controls } = useDialog<{
    action: InventoryAction;
    record: InventoryRecord;
  }>();
  useClampToLastPage(filters.page, data?.pages, replacePage);

  const Dialog = dialog ? DIALOGS[dialog.subject.action] : null;
  return (
    <PageFrame title="Inventory" extra={<ExportCsvButton filters={filters} />}>
      <InventoryFilterBar filters={filters} onChange={change} onClear={clearFilters} />
      {!data && isFetching && <PageLoading label="Loading inventory" />}
      {isError && !isFetching && (
        <LoadError message="The inventory could not be loaded." onRetry={() => void refetch()} />
      )}
      {data && !isError && (
        <>
          <Text muted as="p">
            <span role="status">
              Showing {data.inventory.length} of {data.total} items
            </span>
          </Text>
          <InventoryTable
            records={data.inventory}
            sort={filters.sort}
            onSort={(sort) => change({ sort })}
            onAction={(action, record) => show({ action, record })}
            refreshing={isFetching}
          />
          <Pager
            page={filters.page}
            pages={data.pages}
            onPage={(page) => {
              setPage(page);
              window.scrollTo({ top: 0 });
            }}
            label="Inventory pages"
          />
        </>
      )}
      {dialog && Dialog && <Dialog key={dialog.key} record={dialog.subject.record} {...controls} />}
    </PageFrame>
  );
}
