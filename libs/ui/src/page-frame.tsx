import type { CSSProperties, ReactNode } from 'react';
import { Text } from './text';
import { tokens } from './tokens';

const { layout, space } = tokens;

/** The page's content column: as wide as the nav, centred, with the page's gutters. */
export const pageColumnStyle: CSSProperties = {
  maxWidth: layout.pageWidth,
  margin: '0 auto',
  padding: `${space.xxl}px ${layout.gutter}px ${space.xxxl}px`,
};

/** Every screen's frame: one `<h1>` with the screen's title, then its content. */
export function PageFrame({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section style={pageColumnStyle}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: space.sm,
        }}
      >
        <h1 style={{ margin: `0 0 ${space.md}px`, fontSize: tokens.fontSize.xxl }}>{title}</h1>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** The honest line on a screen whose features arrive in a later release. */
export function ComingSoon() {
  return <Text muted>This screen is coming in a later release.</Text>;
}
