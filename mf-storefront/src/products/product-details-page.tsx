import { useParams } from '@shop/ui/routing';
import { isNotFound, useProductQuery } from '@shop/shop-state';
import { PageFrame, ShopLink, SkeletonBlock, Text } from '@shop/ui';
import { Button, ShopTheme } from '@shop/ui/controls';
import { ProductDetails } from './product-details';
import { ProductsStyles } from './products-styles';

/** `/products/abc` or `/products/0` names no product: no need to ask the API. */
function productId(param: string | undefined): number | null {
  const id = Number(param);
  return param && /^\d+$/.test(param) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Product detail (spec §2) with its loading, not-found and failure states. */
export default function ProductDetailsPage() {
  return (
    <ShopTheme>
      <ProductDetailsView />
    </ShopTheme>
  );
}

function ProductDetailsView() {
  const id = productId(useParams().id);
  const { data, error, isLoading, isFetching, refetch } = useProductQuery(id ?? 0, {
    skip: id === null,
  });

  if (id === null || isNotFound(error)) return <ProductNotFound />;
  if (isLoading || (isFetching && !data)) return <DetailSkeleton />;
  if (error || !data) {
    return (
      <PageFrame title="Product Details">
        <div role="alert">
          <Text>This product could not be loaded right now. Please try again.</Text>
          <div style={{ display: 'flex', gap: 12 }}>
            <Button type="primary" onClick={() => void refetch()}>
              Retry
            </Button>
            <ShopLink href="/products">Back to Products</ShopLink>
          </div>
        </div>
      </PageFrame>
    );
  }
  return (
    <>
      <ProductsStyles />
      <ProductDetails product={data} />
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
        maxWidth: 1200,
        margin: '0 auto',
        padding: '32px 20px',
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
      }}
    >
      <SkeletonBlock height={0} style={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <div style={{ display: 'grid', gap: 14, alignContent: 'start' }}>
        <SkeletonBlock width="30%" height={12} />
        <SkeletonBlock width="70%" height={32} />
        <SkeletonBlock width="40%" />
        <SkeletonBlock width="50%" height={28} />
        <SkeletonBlock height={80} />
      </div>
    </section>
  );
}
