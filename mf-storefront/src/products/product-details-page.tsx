import { ComingSoon, PageFrame, ShopLink } from '@shop/ui';

export default function ProductDetailsPage() {
  return (
    <PageFrame title="Product Details">
      <ComingSoon />
      <ShopLink href="/products">Back to Products</ShopLink>
    </PageFrame>
  );
}
