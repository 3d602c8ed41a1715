import type { CSSProperties, ReactNode } from 'react';
import { tokens } from '@shop/ui';

/** The home page's content column: as wide as the nav, with the page's gutters. */
export const homeColumn: CSSProperties = {
  maxWidth: tokens.layout.pageWidth,
  margin: '0 auto',
  padding: `0 ${tokens.layout.gutter}px`,
};

/** A home-page band with an `<h2>` heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      style={{ ...homeColumn, paddingTop: tokens.space.xxxl, paddingBottom: tokens.space.xs }}
    >
      <h2 style={{ fontSize: 28, marginTop: 0 }}>{title}</h2>
      {children}
    </section>
  );
}
