import type { ReactNode } from 'react';
import type { StyleCard as StyleCardData } from '@shop/contracts';
import { Panel, SkeletonBlock, tokens } from '@shop/ui';
import { StyleCard } from './style-card';

/**
 * A CSS grid rather than antd's Row and Col: a list page renders twenty cards, and
 * two antd components per card cost the phone more script time than anything else
 * on it. Antd's breakpoints, so the grid matches the rest of the shop: up to four
 * across on a wide page (home), up to three beside the list's filters.
 */
function GridStyles() {
  return (
    <style href="sf-grid" precedence="default">{`
      .sf-grid { display: grid; gap: ${tokens.space.md}px; grid-template-columns: minmax(0, 1fr); }
      @media (min-width: 576px) { .sf-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
      @media (min-width: 768px) { .sf-grid:not(.sf-grid-beside-filters) { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
      @media (min-width: 992px) { .sf-grid:not(.sf-grid-beside-filters) { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
      @media (min-width: 1200px) { .sf-grid-beside-filters { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
    `}</style>
  );
}

function Grid({
  besideFilters = false,
  children,
  ...attributes
}: {
  besideFilters?: boolean;
  children: ReactNode;
  role?: string;
  'aria-busy'?: boolean;
  'aria-label'?: string;
}) {
  return (
    <div className={besideFilters ? 'sf-grid sf-grid-beside-filters' : 'sf-grid'} {...attributes}>
      <GridStyles />
      {children}
    </div>
  );
}

/**
 * One card per style. `eagerImages`: how many cards from the start are above the fold, so their
 * images load at once; the rest load lazily as they scroll near (none by default: the home
 * page's strip is below the fold).
 */
export function StyleGrid({
  styles,
  besideFilters,
  eagerImages = 0,
}: {
  styles: StyleCardData[];
  besideFilters?: boolean;
  eagerImages?: number;
}) {
  return (
    <Grid besideFilters={besideFilters}>
      {styles.map((style, index) => (
        <StyleCard
          key={style.id}
          style={style}
          imageLoading={index < eagerImages ? 'eager' : 'lazy'}
        />
      ))}
    </Grid>
  );
}

/** Placeholder cards while products load. */
export function StyleGridSkeleton({
  count,
  besideFilters,
}: {
  count: number;
  besideFilters?: boolean;
}) {
  return (
    <Grid besideFilters={besideFilters} aria-busy aria-label="Loading products" role="status">
      {Array.from({ length: count }, (_, i) => (
        <Panel key={i}>
          <SkeletonBlock
            height={0}
            style={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: 0 }}
          />
          <div style={{ padding: tokens.space.md, display: 'grid', gap: tokens.space.xs }}>
            <SkeletonBlock width="40%" height={12} />
            <SkeletonBlock width="80%" />
            <SkeletonBlock width="30%" />
          </div>
        </Panel>
      ))}
    </Grid>
  );
}
