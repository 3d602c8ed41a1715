import { presetRange, formatRange, isShopDate } from './report-range';
import { readReportParams, writeReportParams } from './use-report-params';

describe('report presets', () => {
  const today = '2026-03-10';

  it.each([
    ['today', '2026-03-10', '2026-03-10'],
    ['yesterday', '2026-03-09', '2026-03-09'],
    ['last-7-days', '2026-03-04', '2026-03-10'],
    ['last-30-days', '2026-02-09', '2026-03-10'],
    ['this-month', '2026-03-01', '2026-03-10'],
    ['last-month', '2026-02-01', '2026-02-28'],
    ['this-year', '2026-01-01', '2026-03-10'],
  ] as const)('%s covers %s to %s', (preset, start, end) => {
    expect(presetRange(preset, today)).toEqual({ start, end });
  });

  it('takes last month across a year end and over a leap February', () => {
    expect(presetRange('last-month', '2027-01-15')).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
    });
    expect(presetRange('last-month', '2028-03-31')).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
    });
  });

  it('reads ranges in en-US words', () => {
    expect(formatRange({ start: '2026-03-04', end: '2026-03-10' })).toBe(
      'Mar 4, 2026 – Mar 10, 2026',
    );
    expect(formatRange({ start: '2026-03-10', end: '2026-03-10' })).toBe('Mar 10, 2026');
    expect(isShopDate('2026-02-30')).toBe(false);
  });
});

describe('the report in the URL', () => {
  const today = '2026-03-10';
  const read = (search: string) => readReportParams(new URLSearchParams(search), today);

  it('opens on the sales tab over the last 30 days, and writes that as a bare /reports', () => {
    const params = read('');
    expect(params).toEqual({
      tab: 'sales',
      compare: false,
      preset: 'last-30-days',
      start: '2026-02-09',
      end: '2026-03-10',
    });
    expect(writeReportParams(params).toString()).toBe('');
  });

  it('round-trips a tab, a preset, picked days and the comparison', () => {
    for (const search of [
      'tab=profit&range=last-7-days',
      'tab=inventory&start=2026-01-01&end=2026-01-31&compare=previous_period',
    ])
      expect(writeReportParams(read(search)).toString()).toBe(search);
  });

  it('falls back to the defaults for what it cannot read', () => {
    expect(read('tab=nope&range=forever&start=2026-02-30&end=2026-03-01')).toMatchObject({
      tab: 'sales',
      preset: 'last-30-days',
    });
    // A start after the end is no range either.
    expect(read('start=2026-03-05&end=2026-03-01').preset).toBe('last-30-days');
  });
});
