import { hasRole } from '@shop/contracts';
import { selectRole, useAppSelector } from '@shop/shop-state';
import { ComingSoon, PageFrame } from '@shop/ui';

/** Staff see every purchase; customers see their own, hence "My Purchases". */
export function PurchasesPage() {
  const role = useAppSelector(selectRole);
  return (
    <PageFrame title={hasRole(role, 'staff') ? 'Purchases' : 'My Purchases'}>
      <ComingSoon />
    </PageFrame>
  );
}
