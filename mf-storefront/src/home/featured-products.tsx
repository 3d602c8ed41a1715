import { useProductsQuery } from '@shop/shop-state';
import { ShopLink, Text } from '@shop/ui';
import { ProductGrid, ProductGridSkeleton } from '../products/list/product-grid';
import { Section } from './section';

const FEATURED_COUNT = 4;

/**
 * Four products straight from the catalogue. A failure stays quiet
 * (docs/product/roles-and-rules.md#error-catalogue: product load failures are only logged); the
 * rest of the home page does not depend on it.
 */
export function FeaturedProducts() {
  const { data, isLoading, isError } = useProductsQuery({ per_page: FEATURED_COUNT });
  const products = data?.products ?? [];

  return (
    <Section title="New Arrivals">
      {isLoading && <ProductGridSkeleton count={FEATURED_COUNT} />}
      {!isLoading && products.length > 0 && (
        <ProductGrid products={products.slice(0, FEATURED_COUNT)} />
      )}
      {!isLoading && products.length === 0 && (
        <Text muted>
          {isError ? 'New arrivals are on their way.' : 'No new arrivals yet.'}{' '}
          <ShopLink href="/products">Browse all products</ShopLink>
        </Text>
      )}
    </Section>
  );
}
