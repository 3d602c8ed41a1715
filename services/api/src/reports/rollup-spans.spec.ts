import { rollupSpans } from './rollup-spans';

describe('rollupSpans', () => {
  it('reads whole months from the monthly rows and the edges day by day', () => {
    expect(rollupSpans('2031-01-15', '2031-04-10')).toEqual({
      months: ['2031-02', '2031-03'],
      days: [
        ['2031-01-15', '2031-01-31'],
        ['2031-04-01', '2031-04-10'],
      ],
    });
    expect(rollupSpans('2028-02-01', '2028-02-29')).toEqual({
      months: ['2028-02', '2028-02'],
      days: [],
    });
    expect(rollupSpans('2030-12-01', '2031-01-31')).toEqual({
      months: ['2030-12', '2031-01'],
      days: [],
    });
  });

  it('keeps a range without a whole month in days', () => {
    expect(rollupSpans('2031-03-08', '2031-03-11')).toEqual({
      months: null,
      days: [['2031-03-08', '2031-03-11']],
    });
    expect(rollupSpans('2031-01-31', '2031-02-27')).toEqual({
      months: null,
      days: [['2031-01-31', '2031-02-27']],
    });
  });
});
