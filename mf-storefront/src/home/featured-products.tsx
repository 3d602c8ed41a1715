import { useGetStyleCardsQuery } from '@shop/shop-state';
import { ShopLink, Text } from '@shop/ui';
import { StyleGrid, StyleGridSkeleton } from '../products/list/style-grid';
import { Section } from './section';

const FEATURED_COUNT = 4;

/**
 * The four newest styles, as the list shows them (`GET /styles/`). A failure stays quiet
 * (docs/product/roles-and-rules.md#error-catalogue: product load failures are only logged); the
 * rest of the home page does not depend on it.
 */
export function FeaturedProducts() {
  const { data, isLoading, isError } = useGetStyleCardsQuery({ per_page: FEATURED_COUNT });
  const styles = data?.styles ?? [];

  return (
    <Section title="New Arrivals">
      {isLoading && <StyleGridSkeleton count={FEATURED_COUNT} />}
      {!isLoading && styles.length > 0 && <StyleGrid styles={styles.slice(0, FEATURED_COUNT)} />}
      {!isLoading && styles.length === 0 && (
        <Text muted>
          {isError ? 'New arrivals are on their way.' : 'No new arrivals yet.'}{' '}
          <ShopLink href="/products">Browse all products</ShopLink>
        </Text>
      )}
    </Section>
  );
}
