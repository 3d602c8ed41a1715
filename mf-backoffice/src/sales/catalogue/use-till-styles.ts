import { useEffect, useMemo, useState } from 'react';
import { MAX_PAGE_SIZE, searchFinds, type StyleCard } from '@shop/contracts';
import { useGetStyleCardsQuery, useSignedOut } from '@shop/shop-state';

/**
 * How long typing may pause before the till asks the server. Shorter than the product
 * filters' 600 ms (docs/product/roles-and-rules.md#business-constants-and-limits): a cashier is
 * waiting with a customer.
 */
export const SERVER_SEARCH_DELAY_MS = 300;

const NONE: StyleCard[] = [];

function useDebouncedValue(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The till's styles for what is typed (docs/product/point-of-sale.md): the styles on sale, as the
 * storefront lists them (`GET /styles/`, with their pictures or drawings), by name. The first 100
 * load at once and are filtered as the cashier types, by the server's rule (contracts' `searchFinds`). When those 100 are not the whole catalogue,
 * a search also asks the server after a pause, so any style of a large shop can be found: its
 * answer replaces the local matches once it is for the text now typed.
 */
export function useTillStyles(search: string) {
  const signedOut = useSignedOut();
  const loaded = useGetStyleCardsQuery(
    { sort: 'name', per_page: MAX_PAGE_SIZE },
    { skip: signedOut },
  );
  const text = search.trim();
  const settled = useDebouncedValue(text, SERVER_SEARCH_DELAY_MS);
  const all = loaded.data?.styles ?? NONE;
  const complete = loaded.data !== undefined && loaded.data.total <= all.length;
  const askServer = !signedOut && loaded.data !== undefined && !complete && settled !== '';
  const found = useGetStyleCardsQuery(
    { search: settled, sort: 'name', per_page: MAX_PAGE_SIZE },
    { skip: !askServer },
  );

  const serverAnswered = askServer && settled === text && found.data !== undefined;
  const matches = serverAnswered ? found.data?.styles : undefined;
  const styles = useMemo(
    () => matches ?? all.filter((style) => searchFinds(text, [style.name, style.brand])),
    [matches, all, text],
  );
  return {
    styles,
    searching:
      loaded.data !== undefined &&
      !complete &&
      text !== '' &&
      (text !== settled || found.isFetching),
    isLoading: loaded.isLoading,
    isError: loaded.isError,
    refetch: loaded.refetch,
  };
}
