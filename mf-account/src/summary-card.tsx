import { useId, type CSSProperties, type ReactNode } from 'react';
import { Panel, tokens } from '@shop/ui';

const { space } = tokens;

/**
 * A card whose `<h2>` names it as a region, with an optional link beside the heading:
 * the dashboard's summaries and the purchase detail's sections.
 */
export function SummaryCard({
  title,
  extra,
  style,
  children,
}: {
  title: string;
  extra?: ReactNode;
  /** For the section around the card: its place in the page's layout. */
  style?: CSSProperties;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <h2 id={id} style={{ fontSize: tokens.fontSize.lg, margin: `0 0 ${space.sm}px` }}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} style={style}>
      <Panel style={{ padding: space.lg }}>
        {extra ? (
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: space.sm }}>
            {heading}
            {extra}
          </div>
        ) : (
          heading
        )}
        {children}
      </Panel>
    </section>
  );
}

/** One label and its value in a card's `<dl>`. */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: space.md,
        padding: `${space.xs}px 0`,
      }}
    >
      <dt style={{ color: tokens.color.muted }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600, textAlign: 'right' }}>{children}</dd>
    </div>
  );
}
