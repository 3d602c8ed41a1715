import { dashboardPeriods } from './dashboard-periods';
import { parseDate, startOfDay, zonedInstant } from '../shop/shop-calendar';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

/** The periods as ISO text, to compare with what a person works out by hand. */
function periods(now: string, timeZone: string) {
  const p = dashboardPeriods(at(now), timeZone);
  const text = ({ from, until }: { from: Date; until: Date }) => [iso(from), iso(until)];
  return {
    today: p.today,
    weekStart: p.weekStart,
    weekDays: p.weekDays,
    todaySoFar: text(p.todaySoFar),
    yesterdaySoFar: text(p.yesterdaySoFar),
    weekSoFar: text(p.weekSoFar),
    lastWeekSoFar: text(p.lastWeekSoFar),
  };
}

describe('dashboardPeriods', () => {
  it('starts a new day and a new week at Monday midnight (UTC)', () => {
    expect(periods('2026-11-23T00:00:00.000Z', 'UTC')).toEqual({
      today: '2026-11-23',
      weekStart: '2026-11-23',
      weekDays: 1,
      todaySoFar: ['2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
      yesterdaySoFar: ['2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.000Z'],
      weekSoFar: ['2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
      lastWeekSoFar: ['2026-11-16T00:00:00.000Z', '2026-11-16T00:00:00.000Z'],
    });
  });

  it('keeps Sunday 23:59:59.999 in the old week', () => {
    expect(periods('2026-11-22T23:59:59.999Z', 'UTC')).toMatchObject({
      today: '2026-11-22',
      weekStart: '2026-11-16',
      weekDays: 7,
      lastWeekSoFar: ['2026-11-09T00:00:00.000Z', '2026-11-15T23:59:59.999Z'],
    });
  });

  it('counts days in a zone west of UTC by its own midnight', () => {
    // 03:30 UTC on Tuesday is still Monday 22:30 in New York (UTC−5 in November).
    expect(periods('2026-11-24T03:30:00.000Z', 'America/New_York')).toEqual({
      today: '2026-11-23',
      weekStart: '2026-11-23',
      weekDays: 1,
      todaySoFar: ['2026-11-23T05:00:00.000Z', '2026-11-24T03:30:00.000Z'],
      yesterdaySoFar: ['2026-11-22T05:00:00.000Z', '2026-11-23T03:30:00.000Z'],
      weekSoFar: ['2026-11-23T05:00:00.000Z', '2026-11-24T03:30:00.000Z'],
      lastWeekSoFar: ['2026-11-16T05:00:00.000Z', '2026-11-17T03:30:00.000Z'],
    });
  });

  it('compares with the same wall-clock time across a daylight-saving change', () => {
    // Sunday 8 March 2026 in New York has 23 hours: midnight is EST (−5), 10:00 is EDT (−4).
    expect(periods('2026-03-09T14:00:00.000Z', 'America/New_York')).toMatchObject({
      today: '2026-03-09',
      todaySoFar: ['2026-03-09T04:00:00.000Z', '2026-03-09T14:00:00.000Z'],
      yesterdaySoFar: ['2026-03-08T05:00:00.000Z', '2026-03-08T14:00:00.000Z'],
    });
    // 02:30 did not exist on the 8th: yesterday "up to 02:30" runs to 03:30 EDT.
    expect(periods('2026-03-09T06:30:00.000Z', 'America/New_York').yesterdaySoFar).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ]);
  });

  it('works east of UTC, where the shop day starts the evening before in UTC', () => {
    expect(periods('2026-11-23T22:30:00.000Z', 'Asia/Tokyo')).toMatchObject({
      today: '2026-11-24',
      weekStart: '2026-11-23',
      weekDays: 2,
      todaySoFar: ['2026-11-23T15:00:00.000Z', '2026-11-23T22:30:00.000Z'],
      weekSoFar: ['2026-11-22T15:00:00.000Z', '2026-11-23T22:30:00.000Z'],
    });
  });
});

describe('shop calendar', () => {
  it('takes the first showing of a time the clocks show twice', () => {
    // 1 November 2026, New York: 01:30 comes first in EDT (−4), then again in EST (−5).
    const wall = { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0, millisecond: 0 };
    expect(iso(zonedInstant(wall, 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(startOfDay({ year: 2026, month: 11, day: 2 }, 'America/New_York'))).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('reads real YYYY-MM-DD dates only', () => {
    expect(parseDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseDate('2026-1-05')).toBeNull();
  });
});
