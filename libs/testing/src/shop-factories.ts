// The store settings as the screens receive them, with overrides.
import type { ShopBody, ShopSettings, ShopSettingsAnswer } from '@shop/contracts';

/** Every setting of the demo shop (services/api/src/database/seed/demo-store-settings.ts). */
export function makeShopSettings(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    name: 'FitShop',
    address_line1: '350 Fifth Avenue',
    address_line2: 'Suite 4100',
    city: 'New York',
    state: 'NY',
    postal_code: '10118',
    country: 'United States',
    phone: '+1 (555) 010-2030',
    email: 'support@fitshop.example',
    time_zone: 'America/New_York',
    receipt_header: 'FitShop',
    receipt_footer: 'Thank you!',
    returns_policy: 'Return unworn items within 30 days.',
    returns_window_days: 30,
    stock_minimum_default: 10,
    stock_maximum_default: 80,
    shipping_flat_fee: 0,
    shipping_free_over: null,
    show_sample_rating: true,
    show_list_price: true,
    card_hold_minutes: 30,
    ...overrides,
  };
}

/** `GET /shop/settings`: the settings and an idle rollup rebuild, with overrides. */
export function makeShopSettingsAnswer(
  overrides: Partial<ShopSettings> = {},
  rollup_rebuild: ShopSettingsAnswer['rollup_rebuild'] = { state: 'idle', done: 0, total: 0 },
): ShopSettingsAnswer {
  return { settings: makeShopSettings(overrides), rollup_rebuild };
}

/** `GET /shop`: the public part of `makeShopSettings(overrides)`. */
export function makeShopBody(
  overrides: Partial<ShopSettings> = {},
  mailConfigured = false,
): ShopBody {
  const s = makeShopSettings(overrides);
  return {
    time_zone: s.time_zone,
    name: s.name,
    address: {
      line1: s.address_line1,
      line2: s.address_line2,
      city: s.city,
      state: s.state,
      postal_code: s.postal_code,
      country: s.country,
    },
    phone: s.phone,
    email: s.email,
    returns_policy: s.returns_policy,
    returns_window_days: s.returns_window_days,
    receipt_header: s.receipt_header,
    receipt_footer: s.receipt_footer,
    shipping: { flat_fee: s.shipping_flat_fee, free_over: s.shipping_free_over },
    storefront: { show_sample_rating: s.show_sample_rating, show_list_price: s.show_list_price },
    mail_configured: mailConfigured,
  };
}
