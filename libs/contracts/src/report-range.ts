import { z } from 'zod';

/**
 * The date range of `GET /reports/sales`, `/reports/profit` and their CSV exports
 * (docs/product/api.md#reports-and-dashboard): shop-calendar days `YYYY-MM-DD`, both inclusive.
 * Without dates the range is the last 30 days up to today; a bad date, a day outside the reports'
 * calendar (`REPORT_FIRST_DATE` to `REPORT_LAST_DATE`, what both databases store, the comparison
 * range included), a start after the end or a range over five years is 400 with one of the
 * messages below. Plain day arithmetic on calendar
 * dates (no time zone): the server says which day "today" is in the shop's calendar.
 */

export const REPORT_DEFAULT_DAYS = 30;
export const REPORT_MAX_YEARS = 5;
export const REPORT_COMPARES = ['previous_period', 'previous_year'] as const;
export type ReportCompare = (typeof REPORT_COMPARES)[number];
export const REPORT_SPLITS = ['channel'] as const;
export type ReportSplit = (typeof REPORT_SPLITS)[number];

/** The first and last day a report may cover: the next midnight of the last is still a storable time. */
export const REPORT_FIRST_DATE = '1000-01-01';
export const REPORT_LAST_DATE = '9999-12-30';

export const badReportDate = (field: 'start_date' | 'end_date') =>
  `${field} must be a real date written YYYY-MM-DD`;
export const reportDateOutOfRange = (field: 'start_date' | 'end_date') =>
  `${field} must be a day from ${REPORT_FIRST_DATE} to ${REPORT_LAST_DATE}`;
/** A default start or a comparison range that would reach before the first day. */
export const REPORT_RANGE_TOO_EARLY = `Reports cover days from ${REPORT_FIRST_DATE} on: this range, or the one it is compared with, would start earlier`;
export const REPORT_START_AFTER_END = 'start_date must be on or before end_date';
export const REPORT_RANGE_TOO_LONG = `The range may span at most ${REPORT_MAX_YEARS} years`;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const date = (field: 'start_date' | 'end_date') =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: badReportDate(field) })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: badReportDate(field) })
      .refine((text) => text >= REPORT_FIRST_DATE && text <= REPORT_LAST_DATE, {
        error: reportDateOutOfRange(field),
      })
      .refine((text) => parseReportDate(text) !== null, { error: badReportDate(field) })
      .optional(),
  );

/** The query of the sales and profit reports (and of the inventory report's CSV: none used). */
export const reportQuerySchema = z.object({
  start_date: date('start_date'),
  end_date: date('end_date'),
  compare: z.preprocess(
    blankToUndefined,
    z
      .enum(REPORT_COMPARES, { error: `compare must be one of ${REPORT_COMPARES.join(', ')}` })
      .optional(),
  ),
  split: z.preprocess(
    blankToUndefined,
    z.enum(REPORT_SPLITS, { error: `split must be one of ${REPORT_SPLITS.join(', ')}` }).optional(),
  ),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;
export type ReportQueryParams = Partial<Record<keyof ReportQuery, string>>;

/** First and last day, `YYYY-MM-DD`, both inclusive. */
export interface ReportRange {
  start_date: string;
  end_date: string;
}

interface Ymd {
  year: number;
  month: number;
  day: number;
}

function toText({ year, month, day }: Ymd): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function fromUtc(ms: number): Ymd {
  const at = new Date(ms);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** A `YYYY-MM-DD` that names a real day (2026-02-30 does not), or null. */
export function parseReportDate(text: string): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const ymd = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (ymd.year < 1000) return null;
  return toText(fromUtc(Date.UTC(ymd.year, ymd.month - 1, ymd.day))) === text ? ymd : null;
}

const dayNumber = (text: string) => {
  const { year, month, day } = parseReportDate(text)!;
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/** `date` moved by whole days (negative: back). */
export function shiftReportDate(date: string, days: number): string {
  return toText(fromUtc((dayNumber(date) + days) * 86_400_000));
}

/** The same day `years` earlier or later; 29 February becomes 28 February. */
export function shiftReportYears(date: string, years: number): string {
  const { year, month, day } = parseReportDate(date)!;
  const last = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return toText({ year: year + years, month, day: Math.min(day, last) });
}

/** Days in the range, both ends included. */
export function reportRangeDays(range: ReportRange): number {
  return dayNumber(range.end_date) - dayNumber(range.start_date) + 1;
}

/** Every day of the range, in order. */
export function reportRangeDates(range: ReportRange): string[] {
  return Array.from({ length: reportRangeDays(range) }, (_, index) =>
    shiftReportDate(range.start_date, index),
  );
}

/**
 * The range asked for, with the defaults filled in from `today` (the shop's day), or the
 * 400 message. A missing end is today; a missing start is 29 days before the end (30 days
 * in all). At most five years: 2020-01-01 to 2024-12-31 is allowed, to 2025-01-01 is not.
 * Neither the range nor, with `compare`, the range it is compared with may start before
 * `REPORT_FIRST_DATE` (the dates themselves were checked by the query's schema).
 */
export function resolveReportRange(
  query: Pick<ReportQuery, 'start_date' | 'end_date' | 'compare'>,
  today: string,
): { range: ReportRange } | { error: string } {
  const end_date = query.end_date ?? today;
  if (!query.start_date && shiftReportDate(REPORT_FIRST_DATE, REPORT_DEFAULT_DAYS - 1) > end_date)
    return { error: REPORT_RANGE_TOO_EARLY };
  const start_date = query.start_date ?? shiftReportDate(end_date, 1 - REPORT_DEFAULT_DAYS);
  if (start_date > end_date) return { error: REPORT_START_AFTER_END };
  if (onOrAfter(end_date, shiftReportYears(start_date, REPORT_MAX_YEARS)))
    return { error: REPORT_RANGE_TOO_LONG };
  const range = { start_date, end_date };
  if (query.compare && !startsInCalendar(range, query.compare))
    return { error: REPORT_RANGE_TOO_EARLY };
  return { range };
}

/** Dates as text compare as days while both have four-digit years; a later year may have five. */
const onOrAfter = (date: string, other: string) =>
  date.length === other.length ? date >= other : date.length > other.length;

/** Whether the comparison range starts on or after the first day, worked out without leaving it. */
function startsInCalendar(range: ReportRange, compare: ReportCompare): boolean {
  const first = REPORT_FIRST_DATE;
  if (compare === 'previous_year') return range.start_date >= shiftReportYears(first, 1);
  return (
    reportRangeDays({ start_date: first, end_date: range.start_date }) > reportRangeDays(range)
  );
}

/**
 * The range a report compares with: the same number of days just before the start, or
 * the same dates a year earlier.
 */
export function comparisonRange(range: ReportRange, compare: ReportCompare): ReportRange {
  if (compare === 'previous_year')
    return {
      start_date: shiftReportYears(range.start_date, -1),
      end_date: shiftReportYears(range.end_date, -1),
    };
  const days = reportRangeDays(range);
  return {
    start_date: shiftReportDate(range.start_date, -days),
    end_date: shiftReportDate(range.start_date, -1),
  };
}
