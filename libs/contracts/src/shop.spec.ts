import { shippingCents, shopSettingsSchema, TIME_ZONE_ERROR, type ShopSettingsBody } from './shop';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

const settings: ShopSettingsBody = {
  name: 'FitShop Brooklyn',
  address_line1: '148 Atlantic Avenue',
  address_line2: '',
  city: 'Brooklyn',
  state: 'NY',
  postal_code: '11201',
  country: 'United States',
  phone: '(718) 555-0148',
  email: 'hello@fitshop.example',
  time_zone: 'America/New_York',
  receipt_header: 'FitShop Brooklyn',
  receipt_footer: 'Thank you!',
  returns_policy: 'Unworn items with the receipt.',
  returns_window_days: 30,
  stock_minimum_default: 10,
  stock_maximum_default: 80,
  shipping_flat_fee: 0,
  shipping_free_over: null,
  show_sample_rating: true,
  show_list_price: true,
  card_hold_minutes: 30,
};

describe('shopSettingsSchema', () => {
  it('takes the settings, trimmed, with the zone in the platform spelling', () => {
    const parsed = shopSettingsSchema.parse({
      ...settings,
      name: '  FitShop  ',
      time_zone: 'europe/london',
    });
    expect(parsed).toMatchObject({ name: 'FitShop', time_zone: 'Europe/London' });
  });

  it.each([
    ['an unknown zone', { time_zone: 'Mars/Olympus_Mons' }, TIME_ZONE_ERROR],
    ['a long name', { name: 'x'.repeat(5_000) }, 'Shop name must be at most 100 characters'],
    ['a blank name', { name: ' ' }, 'Shop name is required'],
    ['a negative fee', { shipping_flat_fee: -1 }, 'Flat shipping fee must be 0 or more'],
    [
      'a negative free-over',
      { shipping_free_over: -0.01 },
      'Free shipping amount must be 0 or more',
    ],
    [
      'a fraction of a cent',
      { shipping_flat_fee: 4.999 },
      'Flat shipping fee must have at most two decimals',
    ],
    ['a negative window', { returns_window_days: -3 }, 'Returns window must be at least 0'],
    ['a part day', { returns_window_days: 1.5 }, 'Returns window must be a whole number'],
    ['a bad e-mail', { email: 'shop' }, 'Invalid email address'],
    [
      'levels out of order',
      { stock_minimum_default: 90 },
      'The default minimum stock level must not be above the maximum',
    ],
    ['an unknown field', { colour: 'red' }, 'Unknown field: colour'],
  ])('refuses %s', (_case, change, message) => {
    expect(firstError(shopSettingsSchema.safeParse({ ...settings, ...change }))).toBe(message);
  });
});

describe('shippingCents', () => {
  it('is free by default, and free from the free-over amount up', () => {
    expect(shippingCents({ flat_fee: 0, free_over: null }, 12_000)).toBe(0);
    expect(shippingCents({ flat_fee: 4.95, free_over: 50 }, 4_999)).toBe(495);
    expect(shippingCents({ flat_fee: 4.95, free_over: 50 }, 5_000)).toBe(0);
    expect(shippingCents({ flat_fee: 4.95, free_over: null }, 1_000_000)).toBe(495);
  });

  it('charges nothing for an empty order', () => {
    expect(shippingCents({ flat_fee: 4.95, free_over: null }, 0)).toBe(0);
  });
});
