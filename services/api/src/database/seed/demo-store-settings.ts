import {
  CARD_HOLD_DEFAULT_MINUTES,
  DEFAULT_STOCK_LEVELS,
  type ShopSettings,
} from '@shop/contracts';

/**
 * The store settings a new database starts with (docs/product/settings.md): the demo shop's
 * address and contacts, as its pages give them (mf-storefront/src/info-pages/info-pages.ts),
 * returns within 30 days and free shipping as the product describes, both storefront switches
 * on. The time zone is the environment's SHOP_TIME_ZONE, read only here.
 */
export function demoStoreSettings(timeZone: string): ShopSettings {
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
    time_zone: timeZone,
    receipt_header: 'FitShop · 350 Fifth Avenue, New York, NY 10118',
    receipt_footer: 'Thank you for shopping with us! Returns within 30 days with this receipt.',
    returns_policy:
      'Return unworn items with their tags within 30 days of delivery for a full refund or an exchange.',
    returns_window_days: 30,
    stock_minimum_default: DEFAULT_STOCK_LEVELS.minimum,
    stock_maximum_default: DEFAULT_STOCK_LEVELS.maximum,
    shipping_flat_fee: 0,
    shipping_free_over: null,
    show_sample_rating: true,
    show_list_price: true,
    card_hold_minutes: CARD_HOLD_DEFAULT_MINUTES,
  };
}
