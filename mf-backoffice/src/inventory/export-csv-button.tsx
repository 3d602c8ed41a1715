import { apiErrorMessage } from '@shop/shop-state';
import { useShopDates } from '@shop/ui';
import { ExportButton } from '@shop/ui/controls';
import { useExportInventoryCsvMutation } from './inventory.api';
import { inventoryArgs, type InventoryFilters } from './use-inventory-filters';

/**
 * Export CSV of what the table shows: every row that matches the filters, in their
 * order, not only this page.
 */
export function ExportCsvButton({ filters }: { filters: InventoryFilters }) {
  const [exportCsv] = useExportInventoryCsvMutation();
  const dates = useShopDates();
  const { page: _page, per_page: _perPage, ...query } = inventoryArgs(filters);
  return (
    <ExportButton
      fetchFile={() => exportCsv(query).unwrap()}
      fileName={`inventory-${dates.today()}.csv`}
      describeFailure={(error) => apiErrorMessage(error, 'The export failed. Please try again.')}
    />
  );
}
