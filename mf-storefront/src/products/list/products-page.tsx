import { useRef } from 'react';
import { PRODUCT_PAGE_SIZE, type StyleCardList } from '@shop/contracts';
import { useGetStyleCardsQuery } from '@shop/shop-state';
import { LoadError, PageFrame, PlainButton, Text, VisuallyHidden, tokens } from '@shop/ui';
import { Pager, useClampToLastPage } from '@shop/ui/paging';
import { FilterPanel } from '../filters/filter-panel';
import { hasActiveFilters } from '../filters/product-filters';
import { useProductFilters, type ProductFiltersControl } from '../filters/use-product-filters';
import { StyleGrid, StyleGridSkeleton } from './style-grid';
import { ProductsStyles } from './products-styles';
import { SortField } from './sort-field';

/** Cards in the grid's first row at its widest (three beside the filters): their images load at once. */
const FIRST_ROW = 3;

/**
 * Products list of docs/product/storefront.md#products-list: filters and order in the URL, one card
 * per style (`GET /styles/`, under the product list's query), count line and pages.
 */
export function ProductsPage() {
  const control = useProductFilters();
  const { data, isFetching, isError, refetch } = useGetStyleCardsQuery({
    ...control.filters,
    // Newest is the API's own default: left out, like the URL leaves it out.
    sort: control.sort === 'newest' ? undefined : control.sort,
    page: control.page,
    per_page: PRODUCT_PAGE_SIZE,
  });

  useClampToLastPage(control.page, data?.pages, control.replacePage);

  // The pressed button (a page, Clear filters) is replaced by skeletons while the
  // list loads, so focus moves to the top of the results rather than falling back to
  // the page body. Focus alone does not scroll a section whose foot is on screen (Next
  // sits at its foot), so the results are scrolled to their top first
  // (docs/product/storefront.md#products-list).
  const results = useRef<HTMLElement>(null);
  function toTopOfResults() {
    results.current?.scrollIntoView?.({ block: 'start' });
    results.current?.focus({ preventScroll: true });
  }
  function goToPage(page: number) {
    control.setPage(page);
    toTopOfResults();
  }
  function clearFilters() {
    control.clearAll();
    toTopOfResults();
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
          className="sf-results"
        >
          <h2 id="sf-results-heading" style={{ margin: 0 }}>
            <VisuallyHidden>Results</VisuallyHidden>
          </h2>
          {/* Outside the loading switch, so the select keeps focus while the new order loads. */}
          <div className="sf-results-bar">
            <div role="status">
              {data && !isFetching && !isError && data.styles.length > 0 && (
                <Text style={{ margin: 0 }}>
                  Showing {data.styles.length} of {data.total} products
                </Text>
              )}
            </div>
            <SortField value={control.sort} onChange={control.setSort} />
          </div>
          {isFetching ? (
            <StyleGridSkeleton count={8} besideFilters />
          ) : isError ? (
            // Beyond docs/product/roles-and-rules.md#error-catalogue, which only logs product load
            // failures: the list stays empty, but the shopper is told so and can try again.
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
  list: StyleCardList;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  if (list.styles.length === 0) {
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
      <StyleGrid styles={list.styles} besideFilters eagerImages={FIRST_ROW} />
      <Pager page={control.page} pages={list.pages} onPage={onPage} />
    </>
  );
}
