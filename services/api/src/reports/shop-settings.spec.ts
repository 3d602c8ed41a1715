import { readShopTimeZone } from './shop-settings';

describe('readShopTimeZone (SHOP_TIME_ZONE)', () => {
  it('defaults to UTC when unset or blank', () => {
    expect(readShopTimeZone(undefined)).toBe('UTC');
    expect(readShopTimeZone('  ')).toBe('UTC');
  });

  it('takes an IANA name, spelled as the platform spells it', () => {
    expect(readShopTimeZone(' America/New_York ')).toBe('America/New_York');
    expect(readShopTimeZone('europe/london')).toBe('Europe/London');
  });

  it('refuses anything else with a message that says what to set', () => {
    expect(() => readShopTimeZone('Mars/Olympus_Mons')).toThrow(
      'SHOP_TIME_ZONE must be an IANA time zone name such as UTC, Europe/London or America/New_York, got "Mars/Olympus_Mons"',
    );
  });
});
