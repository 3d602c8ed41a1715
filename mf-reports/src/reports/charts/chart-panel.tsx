import { Suspense, useId, useState, type ReactNode } from 'react';
import { Panel, SkeletonBlock, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';

export const CHART_HEIGHT = 280;

/**
 * A chart with what a reader needs without it: a title, a one-line summary in words, and
 * a "View as table" toggle that swaps the drawing for its numbers (docs/product.md §2.12).
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
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section aria-labelledby={id} style={{ marginBottom: tokens.space.xl }}>
      <Panel style={{ padding: tokens.space.lg }}>
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: tokens.space.sm,
          }}
        >
          <h2 id={id} style={{ margin: 0, fontSize: tokens.fontSize.md }}>
            {title}
          </h2>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm }}>
            <Button aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
              View as table
            </Button>
            {actions}
          </div>
        </div>
        <p style={{ margin: `${tokens.space.xs}px 0 ${tokens.space.md}px` }}>{summary}</p>
        {asTable ? (
          table
        ) : (
          <Suspense fallback={<SkeletonBlock height={CHART_HEIGHT} />}>{chart}</Suspense>
        )}
      </Panel>
    </section>
  );
}
