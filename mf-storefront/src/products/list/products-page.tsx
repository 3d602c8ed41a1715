import { useRef } from 'react';
import { PRODUCT_PAGE_SIZE, type ProductList } from '@shop/contracts';
import { useProductsQuery } from '@shop/shop-state';
import { LoadError, PageFrame, PlainButton, Text, VisuallyHidden, tokens } from '@shop/ui';
import { Pager, useClampToLastPage } from '@shop/ui/paging';
import { FilterPanel } from '../filters/filter-panel';
import { hasActiveFilters } from '../filters/product-filters';
import { useProductFilters, type ProductFiltersControl } from '../filters/use-product-filters';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { ProductsStyles } from './products-styles';

/** Products list of docs/product.md §2: filters in the URL, a card grid, count line and pages. */
export function ProductsPage() {
  const control = useProductFilters();
  const { data, isFetching, isError, refetch } = useProductsQuery({
    ...control.filters,
    page: control.page,
    per_page: PRODUCT_PAGE_SIZE,
  });

  useClampToLastPage(control.page, data?.pages, control.replacePage);

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
            // Beyond docs/product.md §8, which only logs product load failures: the list
            // stays empty, but the shopper is told so and can try again.
            <LoadError
              message="Products could not be loaded right now. Please check your connection and try again."
              onRetry={() => void refetch()}
            />
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
      <div style={{ textAlign: 'center', padding: `${tokens.space.xxxl}px 0` }}>
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
      <Pager page={control.page} pages={list.pages} onPage={onPage} />
    </>
  );
}
