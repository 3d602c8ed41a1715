import { apiErrorMessage } from '@shop/shop-state';
import { useShopDates } from '@shop/ui';
import { ExportButton } from '@shop/ui/controls';
import { useExportAuditCsvMutation } from './audit.api';
import type { AuditFilters } from './use-audit-filters';

/** Export CSV of every entry the filters match, not only this page, named for the shop's day. */
export function AuditExportButton({ filters }: { filters: AuditFilters }) {
  const [exportCsv] = useExportAuditCsvMutation();
  const dates = useShopDates();
  const { page: _page, ...query } = filters;
  return (
    <ExportButton
      fetchFile={() => exportCsv(query).unwrap()}
      fileName={`audit-${dates.today()}.csv`}
      describeFailure={(error) => apiErrorMessage(error, 'The export failed. Please try again.')}
    />
  );
}
