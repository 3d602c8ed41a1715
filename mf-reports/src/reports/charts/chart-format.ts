import { formatPrice, formatShopDay, formatShopDayShort } from '@shop/ui';

/** "Nov 18": a day on a chart's axis (the full date is in the tooltip and the table). */
export const axisDay = (value: string) => formatShopDayShort(value);

/** "$1.2K": dollars on an axis, short; the tooltip and the table show them to the cent. */
export function axisDollars(value: number): string {
  if (Math.abs(value) < 1000) return formatPrice(value).replace(/\.00$/, '');
  return `${value < 0 ? '-' : ''}$${(Math.abs(value) / 1000).toFixed(1).replace(/\.0$/, '')}K`;
}

/** A tooltip's money, to the cent. */
export const tooltipDollars = (value: unknown) => formatPrice(Number(value));

/** A tooltip's heading: the hovered day in full (recharts passes the category's value). */
export const tooltipDay = (label: unknown) =>
  typeof label === 'string' ? formatShopDay(label) : '';
