import { lazy, Suspense, useCallback } from 'react';
import { PURCHASE_PAGE_SIZE } from '@shop/contracts';
import { useHasRole, useSignedOut } from '@shop/shop-state';
import { LoadError, PageFrame, PageLoading, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Pager, useClampToLastPage } from '@shop/ui/paging';
import { useSearchParams } from '@shop/ui/routing';
import { PurchasesTable } from './purchases-table';
import { useGetPurchasesQuery } from './purchases.api';

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

// Staff's desk loads only for staff: its filters and kits are not a customer's to download.
const OrdersDesk = lazy(() =>
  import('./desk/orders-desk').then((module) => ({ default: module.OrdersDesk })),
);

/**
 * `/purchases` (docs/product/purchases.md): for staff and admin the orders desk, every purchase
 * with search and filters; for a customer their own, "My Purchases".
 */
export function PurchasesPage() {
  return useHasRole('staff') ? (
    <Suspense fallback={<PageLoading label="Loading purchases" />}>
      <OrdersDesk />
    </Suspense>
  ) : (
    <MyPurchases />
  );
}

/** A customer's own purchases, newest first; the page lives in the URL (`?page=2`) so Back and reload keep it. */
function MyPurchases() {
  const [params, setParams] = useSearchParams();
  const page = pageNumber(params.get('page'));
  const { data, isLoading, isFetching, isError, refetch } = useGetPurchasesQuery(
    { page, per_page: PURCHASE_PAGE_SIZE },
    { skip: useSignedOut() },
  );

  const goTo = useCallback(
    (next: number, options?: { replace: boolean }) => {
      const nextParams = new URLSearchParams(params);
      nextParams.set('page', String(next));
      setParams(nextParams, options);
      window.scrollTo({ top: 0 });
    },
    [params, setParams],
  );
  // A page past the last one shows the last, correcting the address in place.
  const replacePage = useCallback((last: number) => goTo(last, { replace: true }), [goTo]);
  useClampToLastPage(page, data?.pages, replacePage);

  const actions = (
    <div style={{ display: 'flex', gap: tokens.space.xs }}>
      <Button onClick={() => void refetch()} loading={isFetching && !isLoading}>
        Refresh
      </Button>
    </div>
  );

  return (
    <PageFrame title="My Purchases" extra={actions}>
      {isLoading && <PageLoading label="Loading purchases" />}
      {isError && !isFetching && (
        <LoadError
          message="Failed to fetch purchases"
          retryText="Try Again"
          onRetry={() => void refetch()}
        />
      )}
      {data && !isError && (
        <>
          <PurchasesTable purchases={data.purchases} refreshing={isFetching} />
          <Pager
            variant="compact"
            label="Purchase pages"
            page={page}
            pages={data.pages}
            onPage={goTo}
          />
        </>
      )}
    </PageFrame>
  );
}
