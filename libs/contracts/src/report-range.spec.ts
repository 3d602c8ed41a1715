import {
  comparisonRange,
  parseReportDate,
  REPORT_RANGE_TOO_EARLY,
  REPORT_RANGE_TOO_LONG,
  REPORT_START_AFTER_END,
  reportQuerySchema,
  reportRangeDays,
  resolveReportRange,
  shiftReportYears,
} from './report-range';

describe('report ranges', () => {
  it('defaults to the 30 days up to today', () => {
    expect(resolveReportRange({}, '2026-03-01')).toEqual({
      range: { start_date: '2026-01-31', end_date: '2026-03-01' },
    });
    expect(resolveReportRange({ end_date: '2026-01-30' }, '2026-03-01')).toEqual({
      range: { start_date: '2026-01-01', end_date: '2026-01-30' },
    });
  });

  it('refuses a start after the end and more than five years', () => {
    const resolve = (start_date: string, end_date: string) =>
      resolveReportRange({ start_date, end_date }, '2026-01-01');
    expect(resolve('2026-01-02', '2026-01-01')).toEqual({ error: REPORT_START_AFTER_END });
    expect(resolve('2020-01-01', '2024-12-31')).toHaveProperty('range');
    expect(resolve('2020-01-01', '2025-01-01')).toEqual({ error: REPORT_RANGE_TOO_LONG });
    expect(resolve('2026-01-01', '2026-01-01')).toHaveProperty('range');
  });

  it('keeps the range and the one it is compared with within the first and last day', () => {
    const resolve = (query: Parameters<typeof resolveReportRange>[0]) =>
      resolveReportRange(query, '2026-01-01');
    expect(resolve({ end_date: '1000-01-29' })).toEqual({ error: REPORT_RANGE_TOO_EARLY });
    expect(resolve({ end_date: '1000-01-30' })).toHaveProperty('range');
    const first = { start_date: '1000-01-01', end_date: '1000-01-01' };
    expect(resolve({ ...first, compare: 'previous_year' })).toEqual({
      error: REPORT_RANGE_TOO_EARLY,
    });
    expect(resolve({ ...first, compare: 'previous_period' })).toEqual({
      error: REPORT_RANGE_TOO_EARLY,
    });
    expect(
      resolve({ start_date: '1001-01-01', end_date: '1001-01-01', compare: 'previous_year' }),
    ).toHaveProperty('range');
    expect(
      resolve({ start_date: '1000-01-03', end_date: '1000-01-04', compare: 'previous_period' }),
    ).toHaveProperty('range');
    expect(resolve({ start_date: '9995-12-31', end_date: '9999-12-30' })).toHaveProperty('range');
    expect(reportQuerySchema.safeParse({ end_date: '0999-12-31' }).error?.issues[0]?.message).toBe(
      'end_date must be a day from 1000-01-01 to 9999-12-30',
    );
  });

  it('reads only real dates', () => {
    expect(parseReportDate('2028-02-29')).not.toBeNull();
    expect(parseReportDate('2027-02-29')).toBeNull();
    expect(parseReportDate('2027-2-1')).toBeNull();
    expect(
      reportQuerySchema.safeParse({ start_date: '2027-02-29' }).error?.issues[0]?.message,
    ).toBe('start_date must be a real date written YYYY-MM-DD');
    expect(reportQuerySchema.parse({ start_date: '', compare: '' })).toEqual({});
  });

  it('compares with the days just before, or the same dates a year earlier', () => {
    const range = { start_date: '2028-02-01', end_date: '2028-02-29' };
    expect(reportRangeDays(range)).toBe(29);
    expect(comparisonRange(range, 'previous_period')).toEqual({
      start_date: '2028-01-03',
      end_date: '2028-01-31',
    });
    expect(comparisonRange(range, 'previous_year')).toEqual({
      start_date: '2027-02-01',
      end_date: '2027-02-28',
    });
    expect(shiftReportYears('2028-02-29', 1)).toBe('2029-02-28');
  });
});
