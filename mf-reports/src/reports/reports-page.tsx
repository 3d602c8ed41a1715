import { ComingSoon, PageFrame } from '@shop/ui';

export function ReportsPage() {
  return (
    <PageFrame title="Reports">
      <ComingSoon />
    </PageFrame>
  );
}
