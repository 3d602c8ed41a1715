import { useId, type CSSProperties, type ReactNode } from 'react';
import { Panel } from '../text';
import { tokens } from '../tokens';

const { space, fontSize } = tokens;

/** How the heading looks: a section's title (`md`, `lg`) or the caption of a figure (`sm`). */
const TITLE_STYLES: Record<'sm' | 'md' | 'lg', CSSProperties> = {
  sm: { margin: 0, fontSize: fontSize.sm, fontWeight: 500, color: tokens.color.muted },
  md: { margin: `0 0 ${space.sm}px`, fontSize: fontSize.md },
  lg: { margin: `0 0 ${space.sm}px`, fontSize: fontSize.lg },
};

export interface TitledCardProps {
  title: string;
  /** Beside the heading, at the far end: a link such as "View all". */
  extra?: ReactNode;
  titleSize?: 'sm' | 'md' | 'lg';
  /** For the section around the card: its place in the page's layout. */
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A bordered card that is a region named by its `<h2>`: the dashboards' summaries, a
 * purchase's sections, a report's figures. It fills the height of its cell, so cards in a
 * row line up.
 */
export function TitledCard({ title, extra, titleSize = 'md', style, children }: TitledCardProps) {
  const id = useId();
  const heading = (
    <h2 id={id} style={TITLE_STYLES[titleSize]}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} style={{ height: '100%', ...style }}>
      <Panel style={{ padding: space.lg }}>
        {extra ? (
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: space.sm,
            }}
          >
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
