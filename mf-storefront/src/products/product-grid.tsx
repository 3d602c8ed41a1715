import type { Product } from '@shop/contracts';
import { Col, Panel, Row, SkeletonBlock } from '@shop/ui';
import { ProductCard } from './product-card';

type Columns = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

/** Four across on a wide page (home); the list passes fewer, beside its filters. */
const COLUMNS: Columns = { xs: 24, sm: 12, md: 8, lg: 6 };

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
    <Row gutter={[16, 16]}>
      {products.map((product) => (
        <Col key={product.id} {...columns}>
          <ProductCard product={product} showAddToCart={showAddToCart} />
        </Col>
      ))}
    </Row>
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
    <Row gutter={[16, 16]} aria-busy="true" aria-label="Loading products" role="status">
      {Array.from({ length: count }, (_, i) => (
        <Col key={i} {...columns}>
          <Panel>
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
        </Col>
      ))}
    </Row>
  );
}
