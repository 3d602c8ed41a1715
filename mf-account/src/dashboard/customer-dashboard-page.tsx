import { selectUser, useAppSelector } from '@shop/shop-state';
import { ComingSoon, PageFrame, welcomeTitle } from '@shop/ui';

export function CustomerDashboardPage() {
  const user = useAppSelector(selectUser);
  return (
    <PageFrame title={welcomeTitle(user)}>
      <ComingSoon />
    </PageFrame>
  );
}
