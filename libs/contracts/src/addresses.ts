import { z } from 'zod';
import { blankAsUndefined, requiredText } from './account-fields';

/**
 * Delivery addresses (docs/product/account.md#addresses,
 * docs/decisions/0109-delivery-addresses.md): the customer's saved ones
 * (`/auth/profile/addresses`) and the copy a web order keeps (`shipping_address`). The shop ships
 * inside the United States only: a state is one of the USPS two-letter codes below and a ZIP code
 * is 5 digits or ZIP+4.
 */

/** How many addresses one customer may keep. */
export const MAX_SAVED_ADDRESSES = 10;
export const ADDRESS_LINE_MAX = 100;
export const ADDRESS_CITY_MAX = 60;

/**
 * USPS codes: the 50 states, DC, the territories the USPS delivers to (AS, GU, MP, PR, VI, and
 * the freely associated FM, MH, PW) and the military post offices (AA, AE, AP).
 */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI', 'FM', 'MH', 'PW', 'AA', 'AE', 'AP',
] as const; // prettier-ignore

/** 12345 or 12345-6789. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export const STATE_ERROR = 'State must be a two-letter US state code, such as NY';
export const ZIP_ERROR = 'ZIP code must be 5 digits, or ZIP+4 such as 10118-0110';
export const ADDRESS_NOT_FOUND = 'Address not found';
export const TOO_MANY_ADDRESSES = `You can keep at most ${MAX_SAVED_ADDRESSES} addresses; delete one first`;
/** A customer's web order without either address (docs/product/cart-and-checkout.md#delivery-address). */
export const DELIVERY_ADDRESS_REQUIRED =
  'Choose a delivery address: address_id (a saved address) or shipping_address';
export const ONE_DELIVERY_ADDRESS = 'Send either address_id or shipping_address, not both';
export const SAVE_ADDRESS_NEEDS_NEW = 'save_address goes with a new shipping_address';
export const DELIVERY_ADDRESS_WEB_ONLY = 'A till sale takes no delivery address';

const maxText = (label: string, max: number) => ({
  error: `${label} must be at most ${max} characters`,
});

/** The fields of one US address, trimmed; the state is upper-cased before it is checked. */
export const addressFieldsSchema = z.object({
  line1: requiredText('Address line 1 is required').max(
    ADDRESS_LINE_MAX,
    maxText('Address line 1', ADDRESS_LINE_MAX),
  ),
  line2: blankAsUndefined(
    z
      .string({ error: 'Address line 2 must be text' })
      .trim()
      .max(ADDRESS_LINE_MAX, maxText('Address line 2', ADDRESS_LINE_MAX)),
  ).optional(),
  city: requiredText('City is required').max(ADDRESS_CITY_MAX, maxText('City', ADDRESS_CITY_MAX)),
  state: requiredText('State is required')
    .transform((state) => state.toUpperCase())
    .pipe(z.enum(US_STATE_CODES, { error: STATE_ERROR })),
  zip: requiredText('ZIP code is required').regex(ZIP_PATTERN, { error: ZIP_ERROR }),
});
export type AddressFields = z.output<typeof addressFieldsSchema>;
/** What a form sends: line 2 may be blank. */
export type AddressFieldsBody = z.input<typeof addressFieldsSchema>;

/** `POST /auth/profile/addresses`: the first address is the default whatever is sent. */
export const createAddressSchema = addressFieldsSchema.extend({
  is_default: z.boolean({ error: 'is_default must be true or false' }).optional(),
});
export type CreateAddressRequest = z.output<typeof createAddressSchema>;

/**
 * `PATCH /auth/profile/addresses/{id}`: any of the fields; `is_default: true` makes it the default
 * (the one before stops being it). A default cannot be unset: another is made the default instead.
 */
export const updateAddressSchema = addressFieldsSchema
  .partial()
  .extend({
    // Blank or null clears line 2 here; left out, it stays.
    line2: z
      .preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
        z
          .string({ error: 'Address line 2 must be text' })
          .trim()
          .max(ADDRESS_LINE_MAX, maxText('Address line 2', ADDRESS_LINE_MAX))
          .nullable(),
      )
      .optional(),
    is_default: z.literal(true, { error: 'is_default can only be set to true' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to change',
  });
export type UpdateAddressRequest = z.output<typeof updateAddressSchema>;

/** A delivery address as a purchase keeps it: a copy, so editing the saved one changes no order. */
export interface ShippingAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
}

/** A saved address of the signed-in customer. */
export interface SavedAddress extends ShippingAddress {
  id: number;
  is_default: boolean;
}

export interface AddressList {
  addresses: SavedAddress[];
}

export interface AddressResponse {
  address: SavedAddress;
}

/**
 * The checkout's address fields (`POST /purchases/`, docs/product/api.md#purchases): a saved
 * address of the buyer's, or a new one, optionally saved to the profile as well.
 */
export const checkoutAddressFields = {
  address_id: z
    .number({ error: 'address_id must be a positive integer' })
    .int({ error: 'address_id must be a positive integer' })
    .positive({ error: 'address_id must be a positive integer' })
    .optional(),
  shipping_address: addressFieldsSchema.optional(),
  save_address: z.boolean({ error: 'save_address must be true or false' }).optional(),
};

/**
 * The checkout body's address rules beyond each field's (a customer's web order needing one is the
 * server's to say, as only it knows the buyer's role): one of the two, never at the till, and
 * `save_address` only with a new address.
 */
export function checkDeliveryAddress(
  body: {
    channel?: string | undefined;
    address_id?: number | undefined;
    shipping_address?: unknown;
    save_address?: boolean | undefined;
  },
  context: z.RefinementCtx,
): void {
  const addressGiven = body.address_id !== undefined || body.shipping_address !== undefined;
  if (body.address_id !== undefined && body.shipping_address !== undefined)
    context.addIssue({ code: 'custom', message: ONE_DELIVERY_ADDRESS, path: ['address_id'] });
  else if (body.channel === 'pos' && (addressGiven || body.save_address !== undefined))
    context.addIssue({ code: 'custom', message: DELIVERY_ADDRESS_WEB_ONLY, path: ['channel'] });
  else if (body.save_address && body.shipping_address === undefined)
    context.addIssue({ code: 'custom', message: SAVE_ADDRESS_NEEDS_NEW, path: ['save_address'] });
}

/** One line for screens and slips: "350 Fifth Avenue, Suite 4100, New York, NY 10118". */
export const formatAddress = (address: ShippingAddress): string =>
  [address.line1, address.line2, address.city, `${address.state} ${address.zip}`]
    .filter(Boolean)
    .join(', ');
