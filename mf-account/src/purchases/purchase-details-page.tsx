import { ComingSoon, PageFrame, ShopLink } from '@shop/ui';

export function PurchaseDetailsPage() {
  return (
    <PageFrame title="Purchase Details">
      <ComingSoon />
      <ShopLink href="/purchases">Back to purchases</ShopLink>
    </PageFrame>
  );
}
