import { reportRangeDates, reportRangeDays, type ReportRange } from '@shop/contracts';
import { addDays, formatDate, parseDate, startOfDay, wallTime } from '../shop/shop-calendar';

/**
 * The days of a report's range as instants (docs/product/api.md#reports-and-dashboard,
 * docs/decisions/0040-report-days-cut-at-the-shops-midnights.md): each day runs from its midnight
 * in the shop's time zone to the next one, so a day that a daylight-saving change makes 23 or 25
 * hours long keeps exactly its own purchases. Purchases are stored in UTC; comparing instants is
 * exact on MySQL and SQLite alike, where converting a stored time to a local date in SQL is not
 * (SQLite has no time zone rules).
 */
export interface ReportDays {
  /** `YYYY-MM-DD` of each day, in order. */
  dates: string[];
  /** The first instant of each day, and after the last one the first instant of the next (worked out on first use). */
  readonly starts: Date[];
  /** `starts[0]`: the range's first instant. */
  from: Date;
  /** The first instant after the range (exclusive). */
  until: Date;
}

export function reportDays(range: ReportRange, timeZone: string): ReportDays {
  const first = parseDate(range.start_date)!;
  const count = reportRangeDays(range);
  let starts: Date[] | undefined;
  return {
    // Plain day arithmetic; the instants of every day only when a reader asks for them.
    dates: reportRangeDates(range),
    from: startOfDay(first, timeZone),
    until: startOfDay(addDays(first, count), timeZone),
    get starts() {
      starts ??= Array.from({ length: count + 1 }, (_, index) =>
        startOfDay(addDays(first, index), timeZone),
      );
      return starts;
    },
  };
}

/** Which day of `days` holds `instant` (binary search), or -1 outside the range. */
export function dayIndex(days: ReportDays, instant: Date): number {
  const at = instant.getTime();
  const { starts } = days;
  if (at < starts[0]!.getTime() || at >= starts[starts.length - 1]!.getTime()) return -1;
  let low = 0;
  let high = starts.length - 1; // starts[low] <= at < starts[high]
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (starts[middle]!.getTime() <= at) low = middle;
    else high = middle;
  }
  return low;
}

/** The shop's date at `instant`, `YYYY-MM-DD`. */
export function shopDate(instant: Date, timeZone: string): string {
  const { year, month, day } = wallTime(instant, timeZone);
  return formatDate({ year, month, day });
}
