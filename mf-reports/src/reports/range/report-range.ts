import { parseReportDate, shiftReportDate } from '@shop/contracts';
import { formatShopDay } from '@shop/ui';

/**
 * The report's date range (docs/product/reports.md): a preset, or two days picked by hand.
 * Days are `YYYY-MM-DD`, both inclusive, as the API takes them. A preset stays a preset in
 * the URL, so a saved "Last 7 days" link means the last seven days on the day it is opened.
 */
export const RANGE_PRESETS = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'last-7-days', label: 'Last 7 days' },
  { id: 'last-30-days', label: 'Last 30 days' },
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'this-year', label: 'This year' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['id'];

/** What the API answers without dates, and so what the screen opens on. */
export const DEFAULT_PRESET: RangePreset = 'last-30-days';

export interface DateRange {
  start: string;
  end: string;
}

/**
 * The days a preset covers, counted back from `today` (`YYYY-MM-DD`): the shop's day, the
 * one the API counts in (`useShopDates().today()`), not the browser's. Plain calendar
 * arithmetic on the text, so no clock change is ever met.
 */
export function presetRange(preset: RangePreset, today: string): DateRange {
  const back = (days: number) => shiftReportDate(today, -days);
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = shiftReportDate(monthStart, -1);
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday':
      return { start: back(1), end: back(1) };
    case 'last-7-days':
      return { start: back(6), end: today };
    case 'last-30-days':
      return { start: back(29), end: today };
    case 'this-month':
      return { start: monthStart, end: today };
    case 'last-month':
      return { start: `${lastMonthEnd.slice(0, 7)}-01`, end: lastMonthEnd };
    case 'this-year':
      return { start: `${today.slice(0, 4)}-01-01`, end: today };
  }
}

export function isPreset(value: string | null): value is RangePreset {
  return RANGE_PRESETS.some((preset) => preset.id === value);
}

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isShopDate(value: string | null): value is string {
  return value !== null && parseReportDate(value) !== null;
}

/** "Nov 18, 2026 – Nov 24, 2026", or one day alone. */
export function formatRange({ start, end }: DateRange): string {
  return start === end ? formatShopDay(start) : `${formatShopDay(start)} – ${formatShopDay(end)}`;
}
