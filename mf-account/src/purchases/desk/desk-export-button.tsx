import { apiErrorMessage } from '@shop/shop-state';
import { useShopDates } from '@shop/ui';
import { ExportButton } from '@shop/ui/controls';
import { useExportPurchasesCsvMutation } from './desk.api';
import { deskFilterArgs, type DeskFilters } from './use-desk-filters';

/** Export CSV of what the desk shows: every purchase the filters match, not only this page. */
export function DeskExportButton({ filters }: { filters: DeskFilters }) {
  const [exportCsv] = useExportPurchasesCsvMutation();
  const dates = useShopDates();
  return (
    <ExportButton
      fetchFile={() => exportCsv(deskFilterArgs(filters)).unwrap()}
      fileName={`purchases-${dates.today()}.csv`}
      describeFailure={(error) => apiErrorMessage(error, 'The export failed. Please try again.')}
    />
  );
}
