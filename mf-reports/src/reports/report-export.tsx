import { apiErrorMessage } from '@shop/shop-state';
import { ExportButton } from '@shop/ui/controls';
import { useExportReportCsvMutation, type ReportCsvArgs } from './reports.api';

/**
 * An Export button for one of a report's tables: the CSV the API writes for the range
 * shown, saved under the name the API gives it (`sales-<start>-to-<end>.csv`, …).
 */
export function ReportExport({
  args,
  fileName,
  label,
}: {
  args: ReportCsvArgs;
  fileName: string;
  label: string;
}) {
  const [exportCsv] = useExportReportCsvMutation();
  return (
    <ExportButton
      fetchFile={() => exportCsv(args).unwrap()}
      fileName={fileName}
      describeFailure={(error) => apiErrorMessage(error, 'The export failed. Please try again.')}
    >
      {label}
    </ExportButton>
  );
}

/** The file names of docs/product/api.md#reports-and-dashboard's exports, for a range. */
export const csvName = (stem: string, start: string, end: string) =>
  `${stem}-${start}-to-${end}.csv`;
