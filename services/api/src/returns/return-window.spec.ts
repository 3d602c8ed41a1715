import { withinReturnsWindow } from './return-window';

describe('the returns window', () => {
  const soldAt = new Date('2031-03-01T15:00:00Z');

  it('runs to the end of the last day in the shop’s calendar', () => {
    expect(withinReturnsWindow(soldAt, new Date('2031-03-31T23:00:00Z'), 'UTC', 30)).toBe(true);
    expect(withinReturnsWindow(soldAt, new Date('2031-04-01T00:00:00Z'), 'UTC', 30)).toBe(false);
    // 1 Apr 03:00 UTC is still 31 March in New York.
    const late = new Date('2031-04-01T03:00:00Z');
    expect(withinReturnsWindow(soldAt, late, 'America/New_York', 30)).toBe(true);
  });

  it('with 0 days, allows the day of the sale only', () => {
    expect(withinReturnsWindow(soldAt, new Date('2031-03-01T23:59:00Z'), 'UTC', 0)).toBe(true);
    expect(withinReturnsWindow(soldAt, new Date('2031-03-02T00:00:00Z'), 'UTC', 0)).toBe(false);
  });
});
