import { useMemo } from 'react';
import { useShopTimeZone } from '@shop/shop-state';

/**
 * The shop's one set of date formatters (en-US, like every figure the shop shows). A moment
 * (an ISO 8601 instant from the API) reads on the shop's clock, `timeZone` (the API's
 * `SHOP_TIME_ZONE`, from `useShopTimeZone`), never the browser's: a 23:30 sale in New York
 * is on the day the shop's staff and reports put it, wherever it is looked at. A shop day
 * (`YYYY-MM-DD`, the reports' days) is a calendar date and has no zone at all.
 *
 * Screens use `useShopDates()`; the pure functions take the zone, for tests and helpers.
 * This is the only front-end module that formats dates (eslint.config.mjs fences the rest).
 */

const STYLES = {
  /** "Mar 4, 2025" */
  date: { dateStyle: 'medium' },
  /** "March 4, 2025" */
  longDate: { dateStyle: 'long' },
  /** "Mar 4, 2025, 10:30 AM" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "Nov 18": a day on a chart's axis. */
  monthDay: { month: 'short', day: 'numeric' },
  /** The parts of `YYYY-MM-DD`. */
  parts: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Building an `Intl.DateTimeFormat` costs far more than using one: one per zone and style.
 * A zone this browser's Intl does not know (the server's may be newer) falls back to the
 * browser's own rather than breaking the screen.
 */
function formatter(style: Style, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { ...STYLES[style], timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', STYLES[style]);
    }
    formatters.set(key, format);
  }
  return format;
}

const instant = (iso: string | Date) => (typeof iso === 'string' ? new Date(iso) : iso);

/** "Mar 4, 2025": the day of a moment, in the shop's time zone. */
export const formatDate = (iso: string | Date, timeZone: string) =>
  formatter('date', timeZone).format(instant(iso));

/** "March 4, 2025": the day of a moment, spelt out (member since). */
export const formatLongDate = (iso: string | Date, timeZone: string) =>
  formatter('longDate', timeZone).format(instant(iso));

/** "Mar 4, 2025, 10:30 AM": a moment, in the shop's time zone. */
export const formatDateTime = (iso: string | Date, timeZone: string) =>
  formatter('dateTime', timeZone).format(instant(iso));

/** `YYYY-MM-DD`: the shop's calendar day of a moment (today by default). */
export function shopDay(timeZone: string, at: string | Date = new Date()): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of formatter('parts', timeZone).formatToParts(instant(at)))
    parts[type] = value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A shop day as the instant of its UTC midnight, so formatting it in UTC gives it back. */
const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Whole days from one shop day to another (`YYYY-MM-DD`): 1 from a day to the next, negative
 * backwards. A returns window counts so (docs/product/point-of-sale.md#returns-and-exchanges).
 */
export const shopDaysBetween = (from: string, to: string) =>
  Math.round((calendarDay(to).getTime() - calendarDay(from).getTime()) / 86_400_000);

/** "Nov 18, 2026": a shop day (`YYYY-MM-DD`) as the screens show it. */
export const formatShopDay = (day: string) => formatter('date', 'UTC').format(calendarDay(day));

/** "Nov 18": a shop day on a chart's axis. */
export const formatShopDayShort = (day: string) =>
  formatter('monthDay', 'UTC').format(calendarDay(day));

/** The formatters bound to the shop's time zone. */
export interface ShopDates {
  timeZone: string;
  /** False only while the zone is being read (see `useShopTimeZone`). */
  settled: boolean;
  date: (iso: string) => string;
  longDate: (iso: string) => string;
  dateTime: (iso: string) => string;
  /** The shop's calendar day now, `YYYY-MM-DD`. */
  today: () => string;
}

/** The shop's formatters for a screen: dates and times on the shop's clock. */
export function useShopDates(): ShopDates {
  const { timeZone, settled } = useShopTimeZone();
  return useMemo(
    () => ({
      timeZone,
      settled,
      date: (iso) => formatDate(iso, timeZone),
      longDate: (iso) => formatLongDate(iso, timeZone),
      dateTime: (iso) => formatDateTime(iso, timeZone),
      today: () => shopDay(timeZone),
    }),
    [timeZone, settled],
  );
}

/** The styles `ShopTime` shows a moment in. */
export type ShopTimeFormat = 'date' | 'longDate' | 'dateTime';

/** A moment on the shop's clock, as a `<time>` that carries the instant itself. */
export function ShopTime({ at, format }: { at: string; format: ShopTimeFormat }) {
  const dates = useShopDates();
  return <time dateTime={at}>{dates[format](at)}</time>;
}
