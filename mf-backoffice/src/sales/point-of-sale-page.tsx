import { ComingSoon, PageFrame } from '@shop/ui';

export function PointOfSalePage() {
  return (
    <PageFrame title="Point of Sale">
      <ComingSoon />
    </PageFrame>
  );
}
