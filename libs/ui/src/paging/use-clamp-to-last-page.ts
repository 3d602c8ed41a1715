import { useEffect } from 'react';

/**
 * A page past the last one (an old link, a list that has shrunk) becomes the last
 * page once the list says how many there are. `replacePage` should correct the address
 * in place (no history entry) and keep its identity between renders (`useCallback`),
 * or the effect runs after every render.
 */
export function useClampToLastPage(
  page: number,
  pages: number | undefined,
  replacePage: (page: number) => void,
): void {
  const lastPage = pages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) replacePage(lastPage);
  }, [lastPage, page, replacePage]);
}
