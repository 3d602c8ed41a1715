import { ComingSoon, PageFrame } from '@shop/ui';

export function SuppliersPage() {
  return (
    <PageFrame title="Suppliers">
      <ComingSoon />
    </PageFrame>
  );
}
