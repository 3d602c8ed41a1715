import { useState } from 'react';
import type { ImportReport } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { PageFrame, Text, tokens, useShopDates } from '@shop/ui';
import { Button, ExportButton } from '@shop/ui/controls';
import { Alert } from '@shop/ui/forms';
import {
  reportOf,
  useExportCatalogueCsvMutation,
  useImportCatalogueMutation,
} from './catalogue-import.api';
import { ImportReportView, reportSummary } from './import-report';
import { readFileBytes } from './read-file-bytes';

/** The last check: of which file, and what it found. Apply needs a clean check of this file. */
interface Checked {
  file: File;
  report: ImportReport;
}

/**
 * `/catalogue/import` (docs/product/catalogue.md#import-and-export): choose a CSV, check it (a dry
 * run that lists every bad row with its line), apply it once the check is clean; export the
 * catalogue in the same columns.
 */
export function CatalogueImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [applied, setApplied] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState('');
  const [importCatalogue, { isLoading }] = useImportCatalogueMutation();
  const [exportCsv] = useExportCatalogueCsvMutation();
  const dates = useShopDates();

  function choose(chosen: File | null) {
    setFile(chosen);
    setChecked(null);
    setApplied(null);
    setFailure('');
  }

  async function send(dryRun: boolean) {
    if (!file) return;
    setFailure('');
    setApplied(null);
    try {
      const report = await importCatalogue({ bytes: await readFileBytes(file), dryRun }).unwrap();
      setChecked(dryRun ? { file, report } : null);
      if (!dryRun) setApplied(report);
    } catch (error) {
      const report = reportOf(error);
      if (report) setChecked({ file, report });
      else setFailure(apiErrorMessage(error, 'The file could not be sent. Please try again.'));
    }
  }

  const clean = checked?.file === file && checked.report.errors.length === 0;
  return (
    <PageFrame
      title="Import and Export"
      extra={
        <ExportButton
          fetchFile={() => exportCsv().unwrap()}
          fileName={`catalogue-${dates.today()}.csv`}
          describeFailure={(error) =>
            apiErrorMessage(error, 'The export failed. Please try again.')
          }
        />
      }
    >
      <Text muted>
        One row per variant, in the export&apos;s columns. Check the file first: nothing changes
        until it has no bad rows.
      </Text>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: tokens.space.sm,
          marginTop: tokens.space.md,
        }}
      >
        <label>
          CSV file{' '}
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button disabled={!file} loading={isLoading && !clean} onClick={() => void send(true)}>
          Check file
        </Button>
        <Button
          type="primary"
          disabled={!clean}
          loading={isLoading && clean}
          onClick={() => void send(false)}
        >
          Apply
        </Button>
      </div>
      {failure && (
        <div style={{ marginTop: tokens.space.lg }}>
          <Alert type="error" showIcon title={failure} />
        </div>
      )}
      {applied && (
        <p role="status" style={{ marginTop: tokens.space.lg }}>
          Imported {applied.rows} rows: {reportSummary(applied)}
        </p>
      )}
      {checked?.file === file && !applied && <ImportReportView report={checked.report} />}
    </PageFrame>
  );
}
