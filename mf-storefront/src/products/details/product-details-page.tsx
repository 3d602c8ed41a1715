import { isNotFound, useProductQuery } from '@shop/shop-state';
import {
  LoadError,
  PageFrame,
  ShopLink,
  SkeletonBlock,
  Text,
  pageColumnStyle,
  tokens,
  usePageTitle,
} from '@shop/ui';
import { ShopTheme } from '@shop/ui/controls';
import { useParams } from '@shop/ui/routing';
import { ProductDetails } from './product-details';
import { ProductDetailsStyles } from './product-details-styles';

/** `/products/abc` or `/products/0` names no product: no need to ask the API. */
function productId(param: string | undefined): number | null {
  const id = Number(param);
  return param && /^\d+$/.test(param) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Product detail (docs/product/storefront.md#product-detail) with its loading, not-found and
 * failure states.
 */
export function ProductDetailsPage() {
  return (
    <ShopTheme>
      <ProductDetailsView />
    </ShopTheme>
  );
}

function ProductDetailsView() {
  const id = productId(useParams().id);
  const { data, currentData, error, isLoading, isFetching, refetch } = useProductQuery(id ?? 0, {
    skip: id === null,
  });
  usePageTitle(data?.name); // docs/decisions/0078-tab-titles-from-the-route-table.md: the tab names the product

  if (id === null || isNotFound(error)) return <ProductNotFound />;
  if (isLoading || (isFetching && !data)) return <DetailSkeleton />;
  if (error || !data) {
    return (
      <PageFrame title="Product Details">
        <LoadError
          message="This product could not be loaded right now. Please try again."
          onRetry={() => void refetch()}
        >
          <ShopLink href="/products">Back to Products</ShopLink>
        </LoadError>
      </PageFrame>
    );
  }
  return (
    <>
      <ProductDetailsStyles />
      {/* Choosing another variant changes the id: until it arrives the last one stays (docs/product/storefront.md#product-detail). */}
      <ProductDetails product={data} switching={isFetching && !currentData} />
    </>
  );
}

function ProductNotFound() {
  return (
    <PageFrame title="Product Not Found">
      <Text>This product does not exist or is no longer available.</Text>
      <ShopLink href="/products">Back to Products</ShopLink>
    </PageFrame>
  );
}

function DetailSkeleton() {
  return (
    <section
      role="status"
      aria-label="Loading product"
      style={{
        ...pageColumnStyle,
        display: 'grid',
        gap: tokens.space.xl,
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
      }}
    >
      <SkeletonBlock height={0} style={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <div style={{ display: 'grid', gap: tokens.space.sm, alignContent: 'start' }}>
        <SkeletonBlock width="30%" height={12} />
        <SkeletonBlock width="70%" height={32} />
        <SkeletonBlock width="40%" />
        <SkeletonBlock width="50%" height={28} />
        <SkeletonBlock height={80} />
      </div>
    </section>
  );
}
