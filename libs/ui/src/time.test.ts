import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatShopDay,
  formatShopDayShort,
  shopDay,
  shopDaysBetween,
} from './time';

// ICU may put a narrow no-break space before AM/PM; a reader sees a space.
const plain = (text: string) => text.replace(/\s/g, ' ');
const NY = 'America/New_York';

describe('the shop clock formatters', () => {
  it('puts a late-evening New York sale on its New York day, where UTC has the next one', () => {
    const lateEvening = '2026-11-27T03:30:00.000Z';
    expect(plain(formatDateTime(lateEvening, NY))).toBe('Nov 26, 2026, 10:30 PM');
    expect(formatDate(lateEvening, NY)).toBe('Nov 26, 2026');
    expect(formatLongDate(lateEvening, NY)).toBe('November 26, 2026');
    expect(shopDay(NY, lateEvening)).toBe('2026-11-26');

    expect(plain(formatDateTime(lateEvening, 'UTC'))).toBe('Nov 27, 2026, 3:30 AM');
    expect(shopDay('UTC', lateEvening)).toBe('2026-11-27');
  });

  it('follows daylight saving: an hour apart reads two hours apart in spring, none in autumn', () => {
    expect(plain(formatDateTime('2026-03-08T06:30:00Z', NY))).toBe('Mar 8, 2026, 1:30 AM');
    expect(plain(formatDateTime('2026-03-08T07:30:00Z', NY))).toBe('Mar 8, 2026, 3:30 AM');
    expect(plain(formatDateTime('2026-11-01T05:30:00Z', NY))).toBe('Nov 1, 2026, 1:30 AM');
    expect(plain(formatDateTime('2026-11-01T06:30:00Z', NY))).toBe('Nov 1, 2026, 1:30 AM');
    // Midnight after the spring change is still the next day's start, not the day before.
    expect(shopDay(NY, '2026-03-09T04:00:00Z')).toBe('2026-03-09');
    expect(shopDay(NY, '2026-03-09T03:59:59Z')).toBe('2026-03-08');
  });

  it('shows a shop day as itself, whatever the zone of the machine', () => {
    expect(formatShopDay('2026-11-18')).toBe('Nov 18, 2026');
    expect(formatShopDayShort('2026-11-18')).toBe('Nov 18');
    expect(formatShopDay('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('counts whole days between shop days, across a month and a daylight-saving change', () => {
    expect(shopDaysBetween('2026-03-04', '2026-03-04')).toBe(0);
    expect(shopDaysBetween('2026-02-27', '2026-03-09')).toBe(10);
    expect(shopDaysBetween('2026-03-09', '2026-03-08')).toBe(-1);
  });

  it("falls back to the browser's own zone for a name its Intl does not know", () => {
    expect(() => formatDate('2026-11-27T12:00:00Z', 'Mars/Olympus_Mons')).not.toThrow();
  });
});
