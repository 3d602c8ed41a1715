import { ComingSoon, PageFrame } from '@shop/ui';

export function ProfilePage() {
  return (
    <PageFrame title="Profile">
      <ComingSoon />
    </PageFrame>
  );
}
