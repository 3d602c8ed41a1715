import { z } from 'zod';
import { EMAIL_MAX, PHONE_PATTERN } from './account-fields';

/**
 * Suppliers (docs/product/suppliers.md, docs/product/api.md#entities-and-fields and
 * docs/product/roles-and-rules.md#validation-rules): only the company name is required. The limits
 * are the columns'; the phone follows the profile's pattern and message.
 */
export const SUPPLIER_NAME_MAX = 200;
export const SUPPLIER_CONTACT_MAX = 200;
export const SUPPLIER_ADDRESS_MAX = 500;
export const SUPPLIER_TERMS_MAX = 100;

export const SUPPLIER_NAME_REQUIRED = 'Company name is required';
export const SUPPLIER_NAME_TAKEN = 'A supplier with this name already exists';
export const SUPPLIER_NOT_FOUND = 'Supplier not found';

/** Optional text: blank and null mean "none" (null); on `PUT` they clear the field. */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` })
      .nullish(),
  );

const supplierFields = {
  name: z
    .string({ error: SUPPLIER_NAME_REQUIRED })
    .trim()
    .min(1, { error: SUPPLIER_NAME_REQUIRED, abort: true })
    .max(SUPPLIER_NAME_MAX, {
      error: `Company name must be at most ${SUPPLIER_NAME_MAX} characters`,
    }),
  contact_person: optionalText('Contact person', SUPPLIER_CONTACT_MAX),
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: 'Invalid email address' })
      .trim()
      .max(EMAIL_MAX, { error: 'Invalid email address', abort: true })
      .pipe(z.email({ error: 'Invalid email address' }))
      .nullish(),
  ),
  phone: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: 'Invalid phone number' })
      .trim()
      .regex(PHONE_PATTERN, { error: 'Invalid phone number' })
      .nullish(),
  ),
  address: optionalText('Address', SUPPLIER_ADDRESS_MAX),
  payment_terms: optionalText('Payment terms', SUPPLIER_TERMS_MAX),
  delivery_schedule: optionalText('Delivery schedule', SUPPLIER_TERMS_MAX),
  is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
};

/** `POST /suppliers/`: a new supplier is active unless the body says otherwise. */
export const supplierCreateSchema = z.object(supplierFields);
export type SupplierCreateBody = z.input<typeof supplierCreateSchema>;
export type SupplierCreate = z.output<typeof supplierCreateSchema>;

/** `PUT /suppliers/{id}`: only the fields sent change; blank or null clears an optional one. */
export const supplierUpdateSchema = z
  .object(supplierFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update: send at least one field',
  });
export type SupplierUpdateBody = z.input<typeof supplierUpdateSchema>;
export type SupplierUpdate = z.output<typeof supplierUpdateSchema>;

/** Query of `GET /suppliers/`: `active=true|false` keeps only active or inactive ones. */
export const supplierQuerySchema = z.object({
  active: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.stringbool({ error: 'active must be true or false' }).optional(),
  ),
});
export type SupplierQuery = z.output<typeof supplierQuerySchema>;

export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_person: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  payment_terms: z.string().nullable(),
  delivery_schedule: z.string().nullable(),
  is_active: z.boolean(),
  /** ISO 8601: the "added" date on the card. */
  created_at: z.string(),
});
export type Supplier = z.output<typeof supplierSchema>;

/** `GET /suppliers/`: newest first. */
export const supplierListSchema = z.object({ suppliers: z.array(supplierSchema) });
export type SupplierList = z.output<typeof supplierListSchema>;

/** `POST`, `GET`, `PUT /suppliers/{id}`. */
export const supplierResponseSchema = z.object({ supplier: supplierSchema });
export type SupplierResponse = z.output<typeof supplierResponseSchema>;

/**
 * `DELETE /suppliers/{id}`: a supplier no product names as preferred is deleted
 * (`deleted: true`, no `supplier`); one that products refer to is made inactive
 * instead (`deleted: false`, the `supplier` as it now is), and the message says so.
 */
export const supplierDeleteResultSchema = z.object({
  message: z.string(),
  deleted: z.boolean(),
  supplier: supplierSchema.optional(),
});
export type SupplierDeleteResult = z.output<typeof supplierDeleteResultSchema>;
