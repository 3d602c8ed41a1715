import type { ReactNode } from 'react';
import { tokens } from '@shop/ui';
import { TitledCard } from '@shop/ui/data';

export interface Change {
  /** Percent, one decimal; null when the previous period had nothing to compare with. */
  percent: number | null;
  /** The previous period's figure, as the card shows it. */
  previous: string;
}

function ChangeLine({ change }: { change: Change }) {
  if (change.percent === null)
    return <span>Nothing to compare with in the previous period ({change.previous})</span>;
  const up = change.percent > 0;
  const down = change.percent < 0;
  const tone = up ? tokens.tone.success : down ? tokens.tone.danger : tokens.tone.neutral;
  const word = up ? 'Up' : down ? 'Down' : 'No change';
  return (
    <span>
      <span style={{ color: tone.text, fontWeight: 600 }}>
        <span aria-hidden="true">{up ? '▲ ' : down ? '▼ ' : ''}</span>
        {up || down ? `${word} ${Math.abs(change.percent)}%` : word}
      </span>{' '}
      vs. previous period ({change.previous})
    </span>
  );
}

/** One figure of a report: a region named by its title, the value, and its change if asked. */
export function SummaryCard({
  title,
  value,
  change,
  note,
}: {
  title: string;
  value: string;
  change?: Change;
  /** A line under the value when a change in percent would mislead (a margin's). */
  note?: string;
}) {
  return (
    <TitledCard title={title} titleSize="sm">
      <p
        style={{
          margin: `${tokens.space.xxs}px 0 0`,
          fontSize: tokens.fontSize.xl,
          fontWeight: 700,
        }}
      >
        {value}
      </p>
      {(change || note) && (
        <p style={{ margin: `${tokens.space.xxs}px 0 0`, fontSize: tokens.fontSize.xs }}>
          {change ? <ChangeLine change={change} /> : note}
        </p>
      )}
    </TitledCard>
  );
}

/** The row of summary cards, as many columns as fit. */
export function SummaryCards({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        gap: tokens.space.md,
        marginBottom: tokens.space.xl,
      }}
    >
      {children}
    </div>
  );
}
