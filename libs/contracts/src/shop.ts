import { z } from 'zod';
import { emailField } from './account-fields';
import { centsToDollars, dollarsToCents, hasAtMostTwoDecimals } from './money';
import { canonicalTimeZone } from './time-zone';

/**
 * The store settings (docs/product/settings.md): one row the owner edits on the back office's
 * Settings screen (`GET`/`PUT /shop/settings`), of which `GET /shop` shows everyone the public
 * part. The schema serves the API and the form, so both say the same words.
 */

export const SHOP_NAME_MAX = 100;
export const SHOP_LINE_MAX = 200;
export const SHOP_PHONE_MAX = 30;
export const RECEIPT_TEXT_MAX = 500;
export const RETURNS_POLICY_MAX = 2_000;
/** A year: longer than any returns window a clothing shop offers. */
export const RETURNS_WINDOW_MAX_DAYS = 365;
/**
 * How long an unpaid card order holds its stock (docs/product/cart-and-checkout.md#paying-by-card):
 * 30 minutes by default, 5 minutes to a day.
 */
export const CARD_HOLD_DEFAULT_MINUTES = 30;
export const CARD_HOLD_MIN_MINUTES = 5;
export const CARD_HOLD_MAX_MINUTES = 24 * 60;
/** The same bound as an inventory record's own levels (inventory-write.ts). */
export const STOCK_DEFAULT_MAX = 1_000_000;
/** Far above any parcel's price; keeps cents inside a 32-bit column. */
export const SHIPPING_AMOUNT_MAX = 100_000;
export const TIME_ZONE_ERROR =
  'Time zone must be an IANA time zone name such as UTC, Europe/London or America/New_York';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` });

const required = (field: string, max: number) =>
  text(field, max).min(1, { error: `${field} is required` });

const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` });

const dollars = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, { error: `${field} must be 0 or more` })
    .max(SHIPPING_AMOUNT_MAX, { error: `${field} must be at most ${SHIPPING_AMOUNT_MAX}` })
    .refine(hasAtMostTwoDecimals, { error: `${field} must have at most two decimals` });

const timeZone = z
  .string({ error: TIME_ZONE_ERROR })
  .trim()
  .transform((name, context) => {
    const canonical = canonicalTimeZone(name);
    if (canonical) return canonical;
    context.addIssue({ code: 'custom', message: TIME_ZONE_ERROR });
    return z.NEVER;
  });

/** `PUT /shop/settings`: every setting, as the Settings screen sends them. */
export const shopSettingsSchema = z
  .strictObject(
    {
      name: required('Shop name', SHOP_NAME_MAX),
      address_line1: required('Address line 1', SHOP_LINE_MAX),
      address_line2: text('Address line 2', SHOP_LINE_MAX),
      city: required('City', SHOP_LINE_MAX),
      state: text('State', SHOP_LINE_MAX),
      postal_code: text('ZIP code', 20),
      country: required('Country', SHOP_LINE_MAX),
      phone: text('Phone', SHOP_PHONE_MAX),
      email: emailField,
      time_zone: timeZone,
      receipt_header: text('Receipt header', RECEIPT_TEXT_MAX),
      receipt_footer: text('Receipt footer', RECEIPT_TEXT_MAX),
      returns_policy: text('Returns policy', RETURNS_POLICY_MAX),
      returns_window_days: whole('Returns window', 0, RETURNS_WINDOW_MAX_DAYS),
      stock_minimum_default: whole('Default minimum stock level', 0, STOCK_DEFAULT_MAX),
      stock_maximum_default: whole('Default maximum stock level', 0, STOCK_DEFAULT_MAX),
      shipping_flat_fee: dollars('Flat shipping fee'),
      /** Orders of at least this subtotal ship free; null: the flat fee always applies. */
      shipping_free_over: dollars('Free shipping amount').nullable(),
      show_sample_rating: z.boolean({ error: 'show_sample_rating must be true or false' }),
      show_list_price: z.boolean({ error: 'show_list_price must be true or false' }),
      card_hold_minutes: whole('Card payment hold', CARD_HOLD_MIN_MINUTES, CARD_HOLD_MAX_MINUTES),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field: ${issue.keys.join(', ')}`
          : 'Request body must be a JSON object',
    },
  )
  .refine((body) => body.stock_minimum_default <= body.stock_maximum_default, {
    error: 'The default minimum stock level must not be above the maximum',
    path: ['stock_minimum_default'],
  });
export type ShopSettingsBody = z.input<typeof shopSettingsSchema>;
export type ShopSettings = z.output<typeof shopSettingsSchema>;

/** Where the daily sales rollups are after a time-zone change (docs/product/settings.md#time-zone). */
export interface RollupRebuildProgress {
  state: 'idle' | 'running';
  /** Purchases summed so far of `total`. */
  done: number;
  total: number;
}

/** Body of `GET`/`PUT /shop/settings` (admin). */
export interface ShopSettingsAnswer {
  settings: ShopSettings;
  rollup_rebuild: RollupRebuildProgress;
}

/** The shipping rule in dollars, as `GET /shop` and the settings show it. */
export interface ShippingRule {
  flat_fee: number;
  free_over: number | null;
}

/**
 * Body of `GET /shop` (public): what every screen needs to know about the shop itself. The
 * screens show dates and times on the shop's clock, `time_zone` (an IANA name), not the browser's.
 */
export interface ShopBody {
  time_zone: string;
  name: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    postal_code: string;
    country: string;
  };
  phone: string;
  email: string;
  returns_policy: string;
  returns_window_days: number;
  /** Printed above and below every receipt (docs/product/point-of-sale.md#the-receipt). */
  receipt_header: string;
  receipt_footer: string;
  shipping: ShippingRule;
  storefront: { show_sample_rating: boolean; show_list_price: boolean };
  /**
   * Whether the API sends e-mail over SMTP; false: e-mails are written to its log only
   * (docs/product/e-mails.md#without-an-smtp-server), and the receipt buttons say so.
   */
  mail_configured: boolean;
}

/**
 * Shipping in cents for a web order's subtotal: free from `free_over` up, else the flat fee
 * (docs/product/cart-and-checkout.md#shipping). The till never charges it.
 */
export function shippingCents(rule: ShippingRule, subtotalCents: number): number {
  const fee = dollarsToCents(rule.flat_fee);
  if (fee === 0 || subtotalCents === 0) return 0;
  if (rule.free_over !== null && subtotalCents >= dollarsToCents(rule.free_over)) return 0;
  return fee;
}

/** The same rule in dollars, for a screen that holds a cart's subtotal in dollars. */
export function shippingDollars(rule: ShippingRule, subtotal: number): number {
  return centsToDollars(shippingCents(rule, dollarsToCents(subtotal)));
}
