import type { InventoryRecord } from '@shop/contracts';
import { useSignedOut } from '@shop/shop-state';
import { PageFrame, PageLoading } from '@shop/ui';
import { ListResults } from '@shop/ui/lists';
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
  const { filters, change, clearFilters, paging } = useInventoryFilters();
  const query = useGetInventoryQuery(inventoryArgs(filters), { skip: useSignedOut() });
  const { dialog, show, controls } = useDialog<{
    action: InventoryAction;
    record: InventoryRecord;
  }>();

  const Dialog = dialog ? DIALOGS[dialog.subject.action] : null;
  return (
    <PageFrame title="Inventory" extra={<ExportCsvButton filters={filters} />}>
      <InventoryFilterBar filters={filters} onChange={change} onClear={clearFilters} />
      <ListResults
        query={query}
        loading={<PageLoading label="Loading inventory" />}
        errorMessage="The inventory could not be loaded."
        rows={(data) => data.inventory}
        noun="items"
        paging={paging}
        pagerLabel="Inventory pages"
      >
        {(data, refreshing) => (
          <InventoryTable
            records={data.inventory}
            sort={filters.sort}
            onSort={(sort) => change({ sort })}
            onAction={(action, record) => show({ action, record })}
            refreshing={refreshing}
          />
        )}
      </ListResults>
      {dialog && Dialog && <Dialog key={dialog.key} record={dialog.subject.record} {...controls} />}
    </PageFrame>
  );
}
