import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PHONE_PATTERN } from './account-fields';
import { formatCents, hasAtMostTwoDecimals } from './money';

/**
 * Where a purchase was made (docs/product/api.md#entities-and-fields,
 * docs/product/api.md#purchases): `web` for a checkout from the storefront's cart, `pos` for a sale
 * rung up by staff at the till. Only staff may send
 * `pos`; a purchase without a channel is a web one.
 */
export const SALE_CHANNELS = ['web', 'pos'] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];
export const SALE_CHANNEL_LABELS: Readonly<Record<SaleChannel, string>> = {
  web: 'Web',
  pos: 'Point of sale',
};

export const POS_CUSTOMER_NAME_MAX = NAME_MAX;
/** The most a cashier may type as tendered: far above any till's drawer, below any float trouble. */
export const AMOUNT_TENDERED_MAX = 10_000_000;

/** 403 for a customer who sends `channel: "pos"`. */
export const POS_STAFF_ONLY = 'Only staff can record point-of-sale sales';
/** 400 for point-of-sale fields on a web purchase. */
export const POS_FIELDS_ONLY_AT_TILL =
  'customer_id, customer_name, customer_email, customer_phone, amount_tendered, tenders and register_id are only for point-of-sale sales (channel "pos")';
/** 400 for a till sale that names no register (docs/product/registers.md#a-sale-needs-an-open-session). */
export const REGISTER_ID_REQUIRED = 'register_id is required at the till: choose a register';
const REGISTER_ID_ERROR = 'register_id must be a positive integer';
export const TENDERED_ONLY_FOR_CASH = 'amount_tendered is only for cash payments';

/** 400 when cash tendered is short of the total the server priced. */
export function tenderedTooLowMessage(tenderedCents: number, totalCents: number): string {
  return (
    `Amount tendered (${formatCents(tenderedCents)}) is less than` +
    ` the total (${formatCents(totalCents)})`
  );
}

const blankAsNull = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/**
 * The till's optional customer details and cash tendered, as `POST /purchases/` takes them
 * (docs/product/roles-and-rules.md#validation-rules, docs/product/api.md#purchases). Blank text
 * means none; the phone follows the profile's pattern.
 */
export const pointOfSaleFields = {
  customer_name: z.preprocess(
    blankAsNull,
    z
      .string({ error: 'Customer name must be text' })
      .trim()
      .max(POS_CUSTOMER_NAME_MAX, {
        error: `Customer name must be at most ${POS_CUSTOMER_NAME_MAX} characters`,
      })
      .nullish(),
  ),
  customer_email: z.preprocess(
    blankAsNull,
    z
      .string({ error: 'Invalid email address' })
      .trim()
      .max(EMAIL_MAX, { error: 'Invalid email address', abort: true })
      .pipe(z.email({ error: 'Invalid email address' }))
      .nullish(),
  ),
  customer_phone: z.preprocess(
    blankAsNull,
    z
      .string({ error: 'Invalid phone number' })
      .trim()
      .regex(PHONE_PATTERN, { error: 'Invalid phone number' })
      .nullish(),
  ),
  /**
   * A customer's account to file the sale under (docs/product/point-of-sale.md#customers-at-the-till):
   * the sale is then theirs, in their purchase history, and still names its cashier.
   */
  customer_id: z
    .number({ error: 'customer_id must be a positive integer' })
    .int({ error: 'customer_id must be a positive integer' })
    .positive({ error: 'customer_id must be a positive integer' })
    .nullish(),
  /** Dollars, cash only; must cover the total (checked by the server once it has priced the sale). */
  amount_tendered: z
    .number({ error: 'amount_tendered must be a number' })
    .positive({ error: 'amount_tendered must be greater than 0' })
    .max(AMOUNT_TENDERED_MAX, { error: `amount_tendered must be at most ${AMOUNT_TENDERED_MAX}` })
    .refine(hasAtMostTwoDecimals, { error: 'amount_tendered must have at most two decimals' })
    .nullish(),
  /** The register the till sells on; it must have an open drawer session (409 otherwise). */
  register_id: z
    .number({ error: REGISTER_ID_ERROR })
    .int({ error: REGISTER_ID_ERROR })
    .positive({ error: REGISTER_ID_ERROR })
    .nullish(),
};

export interface PointOfSaleCustomer {
  customer_name?: string | null;
  customer_email?: string | null;
  customer_phone?: string | null;
}

/** The till's optional customer details, as its Complete Purchase form checks them. */
export const pointOfSaleCustomerSchema = z.object({
  customer_name: pointOfSaleFields.customer_name,
  customer_email: pointOfSaleFields.customer_email,
  customer_phone: pointOfSaleFields.customer_phone,
});

/**
 * The notes of a till sale when the cashier wrote none: the customer named in words
 * (the product's purchases carry "text naming the customer", docs/product/api.md#purchases).
 */
export function pointOfSaleNotes(customer: PointOfSaleCustomer): string {
  const details = [customer.customer_name, customer.customer_email, customer.customer_phone]
    .map((detail) => detail?.trim())
    .filter(Boolean);
  return details.length
    ? `Point of sale. Customer: ${details.join(', ')}`
    : 'Point of sale. Walk-in customer';
}
