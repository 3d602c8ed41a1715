import { dayIndex, reportDays, shopDate } from './report-days';

const hours = (from: Date, until: Date) => (until.getTime() - from.getTime()) / 3_600_000;

describe('reportDays', () => {
  it('gives New York its 23-hour and 25-hour days', () => {
    const spring = reportDays(
      { start_date: '2031-03-08', end_date: '2031-03-10' },
      'America/New_York',
    );
    expect(spring.dates).toEqual(['2031-03-08', '2031-03-09', '2031-03-10']);
    expect(spring.starts.map((start) => start.toISOString())).toEqual([
      '2031-03-08T05:00:00.000Z',
      '2031-03-09T05:00:00.000Z',
      '2031-03-10T04:00:00.000Z',
      '2031-03-11T04:00:00.000Z',
    ]);
    expect(hours(spring.starts[1]!, spring.starts[2]!)).toBe(23);
    const autumn = reportDays(
      { start_date: '2031-11-02', end_date: '2031-11-02' },
      'America/New_York',
    );
    expect(hours(autumn.from, autumn.until)).toBe(25);
  });

  it('finds the day of an instant, the first instant of a day included, the next day’s not', () => {
    const days = reportDays(
      { start_date: '2031-03-08', end_date: '2031-03-10' },
      'America/New_York',
    );
    const at = (iso: string) => dayIndex(days, new Date(iso));
    expect(at('2031-03-08T04:59:59.999Z')).toBe(-1);
    expect(at('2031-03-08T05:00:00.000Z')).toBe(0);
    expect(at('2031-03-09T04:59:59.999Z')).toBe(0);
    expect(at('2031-03-10T03:59:59.999Z')).toBe(1);
    expect(at('2031-03-10T04:00:00.000Z')).toBe(2);
    expect(at('2031-03-11T04:00:00.000Z')).toBe(-1);
  });

  it('works in zones with half-hour offsets and in UTC', () => {
    const kolkata = reportDays(
      { start_date: '2031-01-01', end_date: '2031-01-01' },
      'Asia/Kolkata',
    );
    expect(kolkata.from.toISOString()).toBe('2030-12-31T18:30:00.000Z');
    expect(shopDate(new Date('2030-12-31T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2030-12-31');
    const utc = reportDays({ start_date: '2028-02-28', end_date: '2028-03-01' }, 'UTC');
    expect(utc.dates).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});
