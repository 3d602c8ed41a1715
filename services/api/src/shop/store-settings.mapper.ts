import {
  centsToDollars,
  type ShippingRule,
  type ShopBody,
  type ShopSettings,
} from '@shop/contracts';
import type { StoreSettings } from './store-settings.entity';

/** The row as the contract's settings, field by field. */
export function toSettingsBody(row: StoreSettings): ShopSettings {
  return {
    name: row.name,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    country: row.country,
    phone: row.phone,
    email: row.email,
    time_zone: row.timeZone,
    receipt_header: row.receiptHeader,
    receipt_footer: row.receiptFooter,
    returns_policy: row.returnsPolicy,
    returns_window_days: row.returnsWindowDays,
    stock_minimum_default: row.stockMinimumDefault,
    stock_maximum_default: row.stockMaximumDefault,
    shipping_flat_fee: centsToDollars(row.shippingFlatFeeCents),
    shipping_free_over:
      row.shippingFreeOverCents === null ? null : centsToDollars(row.shippingFreeOverCents),
    show_sample_rating: Boolean(row.showSampleRating),
    show_list_price: Boolean(row.showListPrice),
    card_hold_minutes: row.cardHoldMinutes,
  };
}

/** The shipping rule of the settings, in dollars. */
export function toShippingRule(settings: ShopSettings): ShippingRule {
  return { flat_fee: settings.shipping_flat_fee, free_over: settings.shipping_free_over };
}

/**
 * `GET /shop`: the part anyone may read, everything a customer sees on a screen or a receipt. The
 * stock defaults and the rules of the back office are the staff's alone.
 */
export function toShopBody(settings: ShopSettings, mailConfigured: boolean): ShopBody {
  return {
    time_zone: settings.time_zone,
    name: settings.name,
    address: {
      line1: settings.address_line1,
      line2: settings.address_line2,
      city: settings.city,
      state: settings.state,
      postal_code: settings.postal_code,
      country: settings.country,
    },
    phone: settings.phone,
    email: settings.email,
    returns_policy: settings.returns_policy,
    returns_window_days: settings.returns_window_days,
    receipt_header: settings.receipt_header,
    receipt_footer: settings.receipt_footer,
    shipping: toShippingRule(settings),
    storefront: {
      show_sample_rating: settings.show_sample_rating,
      show_list_price: settings.show_list_price,
    },
    mail_configured: mailConfigured,
  };
}
