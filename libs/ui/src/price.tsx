import { formatDollars } from '@shop/contracts';

/**
 * US dollars, en-US (docs/product/README.md#what-the-product-does-and-for-whom): 1234.5 →
 * "$1,234.50", -5 → "-$5.00". Written out rather than with Intl.NumberFormat, once, in the money
 * module (libs/contracts/src/money.ts, which says why): its formatDollars, under the name the
 * widgets use.
 */
export const formatPrice = formatDollars;

export function Price({ value, className }: { value: number; className?: string }) {
  return <span className={className}>{formatPrice(value)}</span>;
}
