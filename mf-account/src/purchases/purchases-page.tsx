import { useEffect, type CSSProperties } from 'react';
import { useSearchParams } from '@shop/ui/routing';
import { PURCHASE_PAGE_SIZE } from '@shop/contracts';
import { useGetPurchasesQuery, useHasRole, useSignedOut } from '@shop/shop-state';
import { brand, PageFrame, PageLoading, ShopLink, Text } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { PageNav } from './page-nav';
import { PurchasesTable } from './purchases-table';

/** A link (it goes to another screen) drawn like the primary button beside it. */
const newSaleStyle: CSSProperties = {
  background: brand.primary,
  color: '#fff',
  fontWeight: 600,
  padding: '5px 16px',
  borderRadius: 10,
  textDecoration: 'none',
};

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * `/purchases` (spec §2). Staff see every purchase; customers see their own, hence
 * "My Purchases". The page lives in the URL (`?page=2`) so Back and reload keep it.
 */
export function PurchasesPage() {
  const isStaff = useHasRole('staff');
  const [params, setParams] = useSearchParams();
  const page = pageNumber(params.get('page'));
  const { data, isLoading, isFetching, isError, refetch } = useGetPurchasesQuery(
    { page, per_page: PURCHASE_PAGE_SIZE },
    { skip: useSignedOut() },
  );

  function goTo(next: number, options?: { replace: boolean }) {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams, options);
    window.scrollTo({ top: 0 });
  }

  // A page past the last one (an old link, a list that has shrunk) shows the last
  // page, correcting the address in place rather than adding a history entry.
  const lastPage = data?.pages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) goTo(lastPage, { replace: true });
  });

  const actions = (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => void refetch()} loading={isFetching && !isLoading}>
        Refresh
      </Button>
      {isStaff && (
        <ShopLink href="/sales" style={newSaleStyle}>
          New Sale
        </ShopLink>
      )}
    </div>
  );

  return (
    <PageFrame title={isStaff ? 'Purchases' : 'My Purchases'} extra={actions}>
      {isLoading && <PageLoading label="Loading purchases" />}
      {isError && !isFetching && (
        <div role="alert" style={{ padding: '24px 0' }}>
          <Text>Failed to fetch purchases</Text>
          <Button type="primary" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      )}
      {data && !isError && (
        <>
          <PurchasesTable purchases={data.purchases} refreshing={isFetching} />
          <PageNav page={page} pages={data.pages} onChange={goTo} />
        </>
      )}
    </PageFrame>
  );
}
