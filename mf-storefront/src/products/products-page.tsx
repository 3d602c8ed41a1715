import { useSearchParams } from 'react-router';
import { PRODUCT_PAGE_SIZE } from '@shop/contracts';
import { Button, PageFrame, Text } from '@shop/ui';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { useGetProductsQuery } from './products.api';

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Products list. The filter panel of spec §2 arrives in a later release. */
export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const page = pageNumber(params.get('page'));
  const { data, isLoading, isError } = useGetProductsQuery({
    page,
    per_page: PRODUCT_PAGE_SIZE,
    category,
  });

  function goTo(next: number) {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
    window.scrollTo({ top: 0 });
  }

  return (
    <PageFrame title="Products">
      {category && <Text>Category: {category}</Text>}
      {isLoading && <ProductGridSkeleton count={8} />}
      {isError && <Text muted>Products could not be loaded right now.</Text>}
      {data && (
        <>
          <Text>
            Showing {data.products.length} of {data.total} products
          </Text>
          {data.products.length === 0 ? (
            <Text muted>No products found matching your criteria.</Text>
          ) : (
            <ProductGrid products={data.products} showAddToCart />
          )}
          {data.pages > 1 && (
            <nav
              aria-label="Pagination"
              style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 24 }}
            >
              <Button disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Previous
              </Button>
              <span>
                Page {data.current_page} of {data.pages}
              </span>
              <Button disabled={page >= data.pages} onClick={() => goTo(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </PageFrame>
  );
}
