import type { ImportReport, ImportRowError } from '@shop/contracts';
import { Text, tokens } from '@shop/ui';
import { ResponsiveTable, type ResponsiveColumn } from '@shop/ui/data';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "2 styles and 6 variants created, 1 variant updated, 3 variants unchanged". */
export function reportSummary(report: ImportReport): string {
  const created = `${plural(report.styles_created, 'style')} and ${plural(report.variants_created, 'variant')} ${report.applied ? 'created' : 'to create'}`;
  const updated = `${plural(report.styles_updated, 'style')} and ${plural(report.variants_updated, 'variant')} ${report.applied ? 'updated' : 'to update'}`;
  return `${created}, ${updated}, ${plural(report.variants_unchanged, 'variant')} unchanged.`;
}

const columns: ResponsiveColumn<ImportRowError>[] = [
  { key: 'line', title: 'Line', render: (error) => error.line, heading: true },
  { key: 'reason', title: 'Reason', render: (error) => error.reason },
];

/** What a checked (or refused) file would do, and each bad row with its line and reason. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const bad = report.errors.length;
  return (
    <section aria-label="Check result" style={{ marginTop: tokens.space.lg }}>
      <p role="status">
        {plural(report.rows, 'row')} read: {reportSummary(report)}
      </p>
      {bad > 0 && (
        <>
          <Text>{plural(bad, 'problem')} to fix. Nothing is imported until the file has none.</Text>
          <ResponsiveTable
            label="Bad rows"
            columns={columns}
            rows={report.errors}
            rowKey={(error) => `${error.line}:${error.reason}`}
            empty="No bad rows"
            size="small"
          />
        </>
      )}
    </section>
  );
}
