/**
 * The shop's calendar (docs/product/api.md#reports-and-dashboard,
 * docs/decisions/0031-which-sales-count.md): days run from midnight to midnight in
 * `SHOP_TIME_ZONE`, weeks start on Monday. Pure functions over instants, with the time zone
 * rules of the platform's Intl data (no date library); the dashboard, the reports, the audit
 * trail and the orders desk take their boundaries from here. It sits beside the shop's clock,
 * not in reports/, because the purchases use it too and import nothing of the reports.
 */

/** A day of the shop's calendar; `month` 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** What a clock on the shop's wall shows. */
export interface WallTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall time in `timeZone` at `instant`. */
export function wallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const { type, value } of formatter(timeZone).formatToParts(instant))
    if (type !== 'literal') parts[type] = Number(value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    millisecond: instant.getUTCMilliseconds(),
  };
}

const asUtcMs = (wall: WallTime) =>
  Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
    wall.millisecond,
  );

/** How far `timeZone` is ahead of UTC at `instantMs`. */
function offsetMs(instantMs: number, timeZone: string): number {
  return asUtcMs(wallTime(new Date(instantMs), timeZone)) - instantMs;
}

/**
 * The instant at which the wall clock in `timeZone` shows `wall`. A time the clocks skip
 * (spring forward) moves on by the gap, so the first instant of a day whose midnight is
 * skipped is 01:00; a time shown twice (fall back) is its first showing.
 */
export function zonedInstant(wall: WallTime, timeZone: string): Date {
  const local = asUtcMs(wall);
  // The offsets on either side of any change near this time.
  const before = offsetMs(local - DAY_MS, timeZone);
  const after = offsetMs(local + DAY_MS, timeZone);
  const candidates = [local - before, local - after].filter(
    (instant) => asUtcMs(wallTime(new Date(instant), timeZone)) === local,
  );
  return new Date(candidates.length ? Math.min(...candidates) : local - before);
}

/** The first instant of `date` in the shop's calendar. */
export function startOfDay(date: CalendarDate, timeZone: string): Date {
  return zonedInstant({ ...date, hour: 0, minute: 0, second: 0, millisecond: 0 }, timeZone);
}

/** `date` moved by whole calendar days (negative: back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 1 for Monday through 7 for Sunday. */
export function isoWeekday(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7;
}

/** `YYYY-MM-DD`. */
export function formatDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** A `YYYY-MM-DD` that names a real day, or null. */
export function parseDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return formatDate(addDays(date, 0)) === text ? date : null;
}
