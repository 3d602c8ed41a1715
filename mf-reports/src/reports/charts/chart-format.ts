import { formatPrice } from '@shop/ui';
import { formatDay } from '../range/report-range';

/** "Nov 18": a day on a chart's axis (the full date is in the tooltip and the table). */
export function axisDay(value: string): string {
  return new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "$1.2K": dollars on an axis, short; the tooltip and the table show them to the cent. */
export function axisDollars(value: number): string {
  if (Math.abs(value) < 1000) return formatPrice(value).replace(/\.00$/, '');
  return `${value < 0 ? '-' : ''}$${(Math.abs(value) / 1000).toFixed(1).replace(/\.0$/, '')}K`;
}

/** A tooltip's money, to the cent. */
export const tooltipDollars = (value: unknown) => formatPrice(Number(value));

/** A tooltip's heading: the hovered day in full (recharts passes the category's value). */
export const tooltipDay = (label: unknown) => (typeof label === 'string' ? formatDay(label) : '');
