import type { ReactNode } from 'react';
import { tokens } from '@shop/ui';

const STYLES = `
  .sf-home-grid { display: grid; gap: ${tokens.space.md}px; }
  .sf-home-grid[data-columns='4'] { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (min-width: 768px) {
    .sf-home-grid[data-columns='3'] { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    .sf-home-grid[data-columns='4'] { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  }
`;

/**
 * The home page's tile rows: one column (three across) or two (four across) on a
 * phone, the full row from 768 px. A CSS grid, not antd's Row and Col, so the shop's
 * front door loads no antd component.
 */
export function HomeGrid({ columns, children }: { columns: 3 | 4; children: ReactNode }) {
  return (
    <>
      <style href="sf-home-grid" precedence="default">
        {STYLES}
      </style>
      <div className="sf-home-grid" data-columns={columns}>
        {children}
      </div>
    </>
  );
}
