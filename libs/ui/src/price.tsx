// Made on first use: building a currency formatter costs ~30 ms of a phone's start-up
// (ICU data), and this kit loads on every page, most of which show no price at first.
let usd: Intl.NumberFormat | undefined;

/** US dollars, en-US (spec §1): 1234.5 → "$1,234.50". */
export function formatPrice(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(amount);
}

export function Price({ value, className }: { value: number; className?: string }) {
  return <span className={className}>{formatPrice(value)}</span>;
}
