import type { CSSProperties, ReactNode } from 'react';
import type { Product } from '@shop/contracts';
import { Panel, SkeletonBlock } from '@shop/ui';
import { ProductCard } from './product-card';

/** Cards across, from the smallest screen up; a size left out keeps the one below it. */
type Columns = Partial<Record<(typeof BREAKPOINTS)[number], number>>;

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Four across on a wide page (home); the list passes fewer, beside its filters. */
const COLUMNS: Columns = { xs: 1, sm: 2, md: 3, lg: 4 };

/**
 * A CSS grid rather than antd's Row and Col: a list page renders twenty cards, and
 * two antd components per card cost the phone more script time than anything else
 * on it. The breakpoints are antd's, so the grid matches the rest of the shop.
 */
function GridStyles() {
  return (
    <style href="sf-grid" precedence="default">{`
      .sf-grid { display: grid; gap: 16px; grid-template-columns: repeat(var(--sf-xs), minmax(0, 1fr)); }
      @media (min-width: 576px) { .sf-grid { grid-template-columns: repeat(var(--sf-sm), minmax(0, 1fr)); } }
      @media (min-width: 768px) { .sf-grid { grid-template-columns: repeat(var(--sf-md), minmax(0, 1fr)); } }
      @media (min-width: 992px) { .sf-grid { grid-template-columns: repeat(var(--sf-lg), minmax(0, 1fr)); } }
      @media (min-width: 1200px) { .sf-grid { grid-template-columns: repeat(var(--sf-xl), minmax(0, 1fr)); } }
    `}</style>
  );
}

function columnVariables(columns: Columns): CSSProperties {
  let across = 1;
  return Object.fromEntries(
    BREAKPOINTS.map((size) => {
      across = columns[size] ?? across;
      return [`--sf-${size}`, across];
    }),
  );
}

function Grid({
  columns,
  children,
  ...attributes
}: {
  columns: Columns;
  children: ReactNode;
  role?: string;
  'aria-busy'?: boolean;
  'aria-label'?: string;
}) {
  return (
    <div className="sf-grid" style={columnVariables(columns)} {...attributes}>
      <GridStyles />
      {children}
    </div>
  );
}

export function ProductGrid({
  products,
  showAddToCart,
  columns = COLUMNS,
}: {
  products: Product[];
  showAddToCart?: boolean;
  columns?: Columns;
}) {
  return (
    <Grid columns={columns}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} showAddToCart={showAddToCart} />
      ))}
    </Grid>
  );
}

/** Placeholder cards while products load. */
export function ProductGridSkeleton({
  count,
  columns = COLUMNS,
}: {
  count: number;
  columns?: Columns;
}) {
  return (
    <Grid columns={columns} aria-busy aria-label="Loading products" role="status">
      {Array.from({ length: count }, (_, i) => (
        <Panel key={i}>
          <SkeletonBlock
            height={0}
            style={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: 0 }}
          />
          <div style={{ padding: 16, display: 'grid', gap: 10 }}>
            <SkeletonBlock width="40%" height={12} />
            <SkeletonBlock width="80%" />
            <SkeletonBlock width="30%" />
          </div>
        </Panel>
      ))}
    </Grid>
  );
}
