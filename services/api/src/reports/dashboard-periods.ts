import {
  addDays,
  formatDate,
  isoWeekday,
  startOfDay,
  wallTime,
  zonedInstant,
  type CalendarDate,
} from '../shop/shop-calendar';

/** From `from` (inclusive) until `until` (inclusive): "up to the same time" includes that time. */
export interface Period {
  from: Date;
  until: Date;
}

/** The windows the staff dashboard compares (docs/product/dashboard.md), in the shop's calendar. */
export interface DashboardPeriods {
  /** Today's date and this week's Monday, `YYYY-MM-DD`. */
  today: string;
  weekStart: string;
  /** Days of this week so far, today included: 1 on Monday, 7 on Sunday. */
  weekDays: number;
  /** Today from midnight until now. */
  todaySoFar: Period;
  /** Yesterday from midnight until the same time of day as now. */
  yesterdaySoFar: Period;
  /** This week from Monday midnight until now. */
  weekSoFar: Period;
  /** Last week from its Monday midnight until the same weekday and time of day as now. */
  lastWeekSoFar: Period;
}

/**
 * The dashboard's periods at `now` in `timeZone`. "The same time" is the same wall-clock
 * time: on a day that a daylight-saving change makes 23 or 25 hours long, yesterday up to
 * 10:00 is yesterday up to its own 10:00, not 24 hours before now.
 */
export function dashboardPeriods(now: Date, timeZone: string): DashboardPeriods {
  const wall = wallTime(now, timeZone);
  const today: CalendarDate = { year: wall.year, month: wall.month, day: wall.day };
  const weekDays = isoWeekday(today);
  const monday = addDays(today, 1 - weekDays);
  const sameTimeOn = (date: CalendarDate) => {
    const instant = zonedInstant({ ...wall, ...date }, timeZone);
    // A time the clocks skipped that day moves on by the gap; never past that day's end.
    const nextDay = startOfDay(addDays(date, 1), timeZone);
    return instant < nextDay ? instant : new Date(nextDay.getTime() - 1);
  };
  const yesterday = addDays(today, -1);
  return {
    today: formatDate(today),
    weekStart: formatDate(monday),
    weekDays,
    todaySoFar: { from: startOfDay(today, timeZone), until: now },
    yesterdaySoFar: { from: startOfDay(yesterday, timeZone), until: sameTimeOn(yesterday) },
    weekSoFar: { from: startOfDay(monday, timeZone), until: now },
    lastWeekSoFar: {
      from: startOfDay(addDays(monday, -7), timeZone),
      until: sameTimeOn(addDays(today, -7)),
    },
  };
}
