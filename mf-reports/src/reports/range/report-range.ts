import { parseReportDate, shiftReportDate } from '@shop/contracts';

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

/** A calendar day as UTC midnight, so day arithmetic never meets a clock change. */
const iso = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);

/**
 * Today's date where the browser is. The shop's staff work on the shop's clock, and the
 * answer says which days it counted (`start_date`, `end_date`, `time_zone`), shown above
 * the figures.
 */
export function localToday(now = new Date()): string {
  return iso(now.getFullYear(), now.getMonth(), now.getDate());
}

/** The days a preset covers, counted back from `today` (`YYYY-MM-DD`). */
export function presetRange(preset: RangePreset, today: string): DateRange {
  const { year, month } = parseReportDate(today)!;
  const back = (days: number) => shiftReportDate(today, -days);
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
      return { start: iso(year, month - 1, 1), end: today };
    case 'last-month':
      return { start: iso(year, month - 2, 1), end: iso(year, month - 1, 0) };
    case 'this-year':
      return { start: iso(year, 0, 1), end: today };
  }
}

export function isPreset(value: string | null): value is RangePreset {
  return RANGE_PRESETS.some((preset) => preset.id === value);
}

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isShopDate(value: string | null): value is string {
  return value !== null && parseReportDate(value) !== null;
}

/** "Nov 18, 2026": how a day reads on the screen. */
export function formatDay(value: string): string {
  return new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Nov 18, 2026 – Nov 24, 2026", or one day alone. */
export function formatRange({ start, end }: DateRange): string {
  return start === end ? formatDay(start) : `${formatDay(start)} – ${formatDay(end)}`;
}
