import { useSignedOut } from '@shop/shop-state';
import {
  ButtonLink,
  LoadError,
  PageFrame,
  PageLoading,
  Panel,
  Text,
  tokens,
  usePageTitle,
} from '@shop/ui';
import { Button, ExportButton } from '@shop/ui/controls';
import { useParams } from '@shop/ui/routing';
import { apiErrorMessage } from '@shop/shop-state';
import { NeedsPermission } from '../needs-permission';
import { DrawerReportView } from './drawer-report-view';
import { useExportZReportCsvMutation, useGetDrawerSessionQuery } from './registers.api';

/** Printing shows the report alone, in black on white. */
const PRINT = `
  @media print {
    body * { visibility: hidden !important; }
    .drawer-print, .drawer-print * { visibility: visible !important; color: black !important; }
    .drawer-print { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0 !important;
      box-shadow: none !important; }
  }
`;

/**
 * `/registers/sessions/:id` (docs/product/registers.md#x-and-z-reports): a closed session's Z
 * report as it was kept at the close, printable and as CSV; an open session's X report, read now.
 */
export function DrawerReportPage() {
  return (
    <NeedsPermission permission="open_close_register" title="Drawer Report">
      <DrawerReport />
    </NeedsPermission>
  );
}

function DrawerReport() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, isFetching, isError, error, refetch } = useGetDrawerSessionQuery(id, {
    skip: useSignedOut() || !valid,
  });
  const [exportCsv] = useExportZReportCsvMutation();
  const report = data?.report;
  const title = report
    ? `${report.kind === 'z' ? 'Z' : 'X'} report: ${report.register.name}`
    : 'Drawer Report';
  usePageTitle(report ? title : undefined);
  return (
    <PageFrame
      title={title}
      extra={
        <div style={{ display: 'flex', gap: tokens.space.xs, flexWrap: 'wrap' }}>
          <ButtonLink href="/registers">All registers</ButtonLink>
          {report && <Button onClick={() => window.print()}>Print</Button>}
          {report?.kind === 'z' && (
            <ExportButton
              fetchFile={() => exportCsv(id).unwrap()}
              fileName={`z-report-${id}.csv`}
              describeFailure={(failure) =>
                apiErrorMessage(failure, 'The export failed. Please try again.')
              }
            />
          )}
        </div>
      }
    >
      <style href="drawer-print" precedence="default">
        {PRINT}
      </style>
      {!valid && <Text>There is no such drawer session.</Text>}
      {!data && isFetching && <PageLoading label="Loading the report" />}
      {isError && !isFetching && (
        <LoadError
          message={apiErrorMessage(error, 'The report could not be loaded.')}
          onRetry={() => void refetch()}
        />
      )}
      {report && (
        <Panel style={{ padding: tokens.space.lg, height: 'auto' }}>
          <div className="drawer-print">
            <DrawerReportView report={report} />
          </div>
        </Panel>
      )}
    </PageFrame>
  );
}
