const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars, en-US (spec §1): 1234.5 → "$1,234.50". */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}

export function Price({ value, className }: { value: number; className?: string }) {
  return <span className={className}>{formatPrice(value)}</span>;
}
