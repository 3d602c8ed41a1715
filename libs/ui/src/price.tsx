/**
 * US dollars, en-US (docs/product/README.md#what-the-product-does-and-for-whom): 1234.5 →
 * "$1,234.50", -5 → "-$5.00". Written out rather than with Intl.NumberFormat: building the first
 * currency formatter (ICU data) took ~50 ms of a throttled phone's start-up on the shop's first
 * pages. The tests hold it to Intl's output.
 */
export function formatPrice(amount: number): string {
  // Intl rounds the number as written (1.005 → $1.01), not its binary value
  // (1.00499…); fifteen significant digits give back the written form.
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

export function Price({ value, className }: { value: number; className?: string }) {
  return <span className={className}>{formatPrice(value)}</span>;
}
