import { z } from 'zod';
import { shopSettingsSchema, type ShopSettings } from '@shop/contracts';
import { countOf } from '../inventory/number-field';

/** Every setting as the form holds it: text, switches as "true"/"false". */
export type SettingsFormValues = Record<keyof ShopSettings, string>;

const TEXT_FIELDS = [
  'name',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'postal_code',
  'country',
  'phone',
  'email',
  'time_zone',
  'receipt_header',
  'receipt_footer',
  'returns_policy',
] as const;

/** Dollars typed, or NaN, so that the contract's own message says what is wrong. */
const amountOf = (text: string): number => {
  const plain = text.trim().replace(/^\$/, '');
  return plain === '' ? Number.NaN : Number(plain);
};

function toBody(values: SettingsFormValues): Record<keyof ShopSettings, unknown> {
  const body = Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name]]));
  return {
    ...(body as Record<(typeof TEXT_FIELDS)[number], string>),
    returns_window_days: countOf(values.returns_window_days),
    stock_minimum_default: countOf(values.stock_minimum_default),
    stock_maximum_default: countOf(values.stock_maximum_default),
    shipping_flat_fee: amountOf(values.shipping_flat_fee),
    // Blank: no free-over amount, the flat fee always applies.
    shipping_free_over:
      values.shipping_free_over.trim() === '' ? null : amountOf(values.shipping_free_over),
    show_sample_rating: values.show_sample_rating === 'true',
    show_list_price: values.show_list_price === 'true',
    card_hold_minutes: countOf(values.card_hold_minutes),
  };
}

/**
 * The form's schema: its text turned into the contract's body, then the contract itself, so
 * the form and the API say the same words (docs/conventions.md#the-remote-template).
 */
export const settingsFormSchema = z
  .record(z.string(), z.string())
  .transform((values) => toBody(values as SettingsFormValues))
  .pipe(shopSettingsSchema);

/** The settings as form text. */
export function formValuesOf(settings: ShopSettings): SettingsFormValues {
  const text = (value: string | number | boolean | null) => (value === null ? '' : String(value));
  return Object.fromEntries(
    Object.entries(settings).map(([name, value]) => [name, text(value)]),
  ) as SettingsFormValues;
}
