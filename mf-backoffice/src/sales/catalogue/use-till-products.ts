import { useEffect, useMemo, useState } from 'react';
import { MAX_PAGE_SIZE, type Product } from '@shop/contracts';
import { useProductsQuery, useSignedOut } from '@shop/shop-state';

/**
 * How long typing may pause before the till asks the server. Shorter than the product
 * filters' 600 ms (docs/product/roles-and-rules.md#business-constants-and-limits): a cashier is
 * waiting with a customer.
 */
export const SERVER_SEARCH_DELAY_MS = 300;

const NONE: Product[] = [];

/** Name, brand or SKU contains the text, ignoring case (as the API searches). */
export function matchesSearch(product: Product, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [product.name, product.brand, product.sku].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

function useDebouncedValue(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The till's products for what is typed (docs/product/point-of-sale.md). The first 100 load at
 * once and are filtered as the cashier types. When those 100 are not the whole catalogue,
 * a search also asks the server after a pause, so any product of a large shop can be
 * found: its answer replaces the local matches once it is for the text now typed.
 */
export function useTillProducts(search: string) {
  const signedOut = useSignedOut();
  const loaded = useProductsQuery({ per_page: MAX_PAGE_SIZE }, { skip: signedOut });
  const text = search.trim();
  const settled = useDebouncedValue(text, SERVER_SEARCH_DELAY_MS);
  const all = loaded.data?.products ?? NONE;
  const complete = loaded.data !== undefined && loaded.data.total <= all.length;
  const askServer = !signedOut && loaded.data !== undefined && !complete && settled !== '';
  const found = useProductsQuery(
    { search: settled, per_page: MAX_PAGE_SIZE },
    { skip: !askServer },
  );

  const serverAnswered = askServer && settled === text && found.data !== undefined;
  const matches = serverAnswered ? found.data?.products : undefined;
  const products = useMemo(
    () => matches ?? all.filter((product) => matchesSearch(product, text)),
    [matches, all, text],
  );
  const known = useMemo(() => (matches ? [...all, ...matches] : all), [matches, all]);
  return {
    products,
    /** Every product the till knows of, for the exact-SKU lookup of a scan. */
    known,
    /** Whether the loaded list is the whole catalogue (a scan then needs no server). */
    complete,
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
