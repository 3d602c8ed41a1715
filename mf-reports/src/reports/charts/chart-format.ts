import { divideCents, dollarsToCents, formatCents } from '@shop/contracts';
import { formatPrice, formatShopDay, formatShopDayShort } from '@shop/ui';

/** "Nov 18": a day on a chart's axis (the full date is in the tooltip and the table). */
export const axisDay = (value: string) => formatShopDayShort(value);

/** "$1.2K": dollars on an axis, short; the tooltip and the table show them to the cent. */
export function axisDollars(value: number): string {
  const cents = dollarsToCents(value);
  if (Math.abs(cents) < 100_000) return formatCents(cents).replace(/\.00$/, '');
  // Whole hundreds of dollars, rounded by the money module's rule: $1,250 → 13 → "$1.3K".
  const hundreds = divideCents(cents, 10_000);
  return `${hundreds < 0 ? '-' : ''}$${Math.abs(hundreds) / 10}K`;
}

/** A tooltip's money, to the cent. */
export const tooltipDollars = (value: unknown) => formatPrice(Number(value));

/** A tooltip's heading: the hovered day in full (recharts passes the category's value). */
export const tooltipDay = (label: unknown) =>
  typeof label === 'string' ? formatShopDay(label) : '';
