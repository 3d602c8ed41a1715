import type { ReactNode } from 'react';
// A kit takes the shared `@shop/ui` and the other kits as the federation singletons already on
// the page, as pager.tsx explains.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { LoadError, Text } from '@shop/ui';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { Pager, useClampToLastPage } from '@shop/ui/paging';
import type { ListPaging } from './use-url-filters';

/** What a list screen needs of its query's answer: one page, with the count and the pages. */
export interface ListQuery<D extends { total: number; pages: number }> {
  data?: D;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ListResultsProps<D extends { total: number; pages: number }> {
  query: ListQuery<D>;
  /** Shown on the first load, before there is anything to show. */
  loading: ReactNode;
  errorMessage: string;
  /** The rows of the page and what they are, for "Showing 20 of 45 items". */
  rows: (data: D) => readonly unknown[];
  noun: string;
  /** `useUrlFilters`' paging: a page past the last one is corrected in place. */
  paging: ListPaging;
  pagerLabel: string;
  /** The page's rows; `refreshing` while a newer answer loads. */
  children: (data: D, refreshing: boolean) => ReactNode;
}

/**
 * The body of a list screen under its filters: the first load, a failure with Retry, then the
 * count line, the rows and the pager, which goes back to the top of the screen.
 */
export function ListResults<D extends { total: number; pages: number }>({
  query: { data, isFetching, isError, refetch },
  loading,
  errorMessage,
  rows,
  noun,
  paging: { page, setPage, replacePage },
  pagerLabel,
  children,
}: ListResultsProps<D>) {
  useClampToLastPage(page, data?.pages, replacePage);
  return (
    <>
      {!data && isFetching && loading}
      {isError && !isFetching && (
        <LoadError message={errorMessage} onRetry={() => void refetch()} />
      )}
      {data && !isError && (
        <>
          <Text muted as="p">
            <span role="status">
              Showing {rows(data).length} of {data.total} {noun}
            </span>
          </Text>
          {children(data, isFetching)}
          <Pager
            page={page}
            pages={data.pages}
            onPage={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
            label={pagerLabel}
          />
        </>
      )}
    </>
  );
}
