import { Suspense, useState, type ReactNode } from 'react';
import { SkeletonBlock, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { ReportSection } from '../report-section';

export const CHART_HEIGHT = 280;

/**
 * A report section holding a chart with what a reader needs without it: a title, a
 * one-line summary in words, and a "View as table" toggle that swaps the drawing for its
 * numbers (docs/product/reports.md).
 * The chart is a lazy component (recharts is its own chunk, loaded only here), so the
 * report's figures show while it loads; a skeleton holds its place meanwhile.
 */
export function ChartPanel({
  title,
  summary,
  chart,
  table,
  actions,
}: {
  title: string;
  /** More buttons beside the toggle (the table's Export). */
  actions?: ReactNode;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  return (
    <ReportSection
      title={title}
      actions={
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm }}>
          <Button aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            View as table
          </Button>
          {actions}
        </div>
      }
    >
      <p style={{ margin: `0 0 ${tokens.space.md}px` }}>{summary}</p>
      {asTable ? (
        table
      ) : (
        <Suspense fallback={<SkeletonBlock height={CHART_HEIGHT} />}>{chart}</Suspense>
      )}
    </ReportSection>
  );
}
