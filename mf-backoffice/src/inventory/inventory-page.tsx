import { ComingSoon, PageFrame } from '@shop/ui';

export function InventoryPage() {
  return (
    <PageFrame title="Inventory">
      <ComingSoon />
    </PageFrame>
  );
}
