import { formatDollars } from '@shop/contracts';

/** "$49.99" when every variant costs the same, "From $39.99" when they differ. */
export function stylePrice({ min_price, max_price }: { min_price: number; max_price: number }) {
  return min_price === max_price ? formatDollars(min_price) : `From ${formatDollars(min_price)}`;
}
