import { z } from 'zod';
import { COLORS, SIZES } from './catalog';
import { hasAtMostTwoDecimals } from './money';

/**
 * Bodies of the staff catalogue calls (`POST`/`PUT /products/`, `POST`/`PUT
 * /categories/`), shared by the API and the back-office forms so both say the same
 * words. Prices are dollars; the API stores them as cents.
 */

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_BRAND_MAX = 100;
export const PRODUCT_SKU_MAX = 64;
export const PRODUCT_IMAGE_URL_MAX = 500;
export const CATEGORY_NAME_MAX = 100;
/** Far above any real garment; keeps cents well inside a 32-bit integer column. */
export const PRICE_MAX = 1_000_000;

const required = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required`, abort: true })
    .max(max, { error: `${field} must be at most ${max} characters` });

const price = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .positive({ error: `${field} must be greater than 0` })
    .max(PRICE_MAX, { error: `${field} must be at most ${PRICE_MAX}` })
    .refine(hasAtMostTwoDecimals, { error: `${field} must have at most two decimals` });

const positiveId = (field: string) =>
  z
    .number({ error: `${field} must be a positive integer` })
    .int({ error: `${field} must be a positive integer` })
    .positive({ error: `${field} must be a positive integer` });

const IMAGE_URL_ERROR = 'image_url must be an http(s) URL or a path on this site';
/**
 * A path served by the shop itself, such as the demo illustrations under `/images/`
 * (docs/decisions/0073-our-own-product-drawings.md): one leading slash (never `//host`), plain
 * path characters.
 */
const SITE_PATH = /^\/(?![/\\])[\w.~%/-]+$/;

const imageUrl = z
  .union(
    [
      z.url({ protocol: /^https?$/, error: IMAGE_URL_ERROR }),
      z.string().regex(SITE_PATH, { error: IMAGE_URL_ERROR }),
    ],
    { error: IMAGE_URL_ERROR },
  )
  .pipe(
    z.string().max(PRODUCT_IMAGE_URL_MAX, {
      error: `image_url must be at most ${PRODUCT_IMAGE_URL_MAX} characters`,
    }),
  );

/** Fields of a product as staff edit them; `PUT` takes any subset of them. */
const productFields = {
  name: required('Name', PRODUCT_NAME_MAX),
  brand: required('Brand', PRODUCT_BRAND_MAX),
  sku: required('SKU', PRODUCT_SKU_MAX),
  description: z
    .string({ error: 'description must be text' })
    .max(5_000, { error: 'description must be at most 5000 characters' })
    .nullish()
    .transform((text) => text?.trim() ?? ''),
  // Blank means "no image", like null.
  image_url: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    imageUrl.nullish(),
  ),
  size: z.enum(SIZES, { error: `size must be one of ${SIZES.join(', ')}` }),
  color: z.enum(COLORS, { error: `color must be one of ${COLORS.join(', ')}` }),
  selling_price: price('selling_price'),
  cost_price: price('cost_price'),
  category_id: positiveId('category_id'),
  /** The preferred supplier (staff only); null clears it. */
  supplier_id: positiveId('supplier_id').nullish(),
};

/** `POST /products/`: every field but description and image_url, plus the opening stock. */
export const productCreateSchema = z.object({
  ...productFields,
  quantity_in_stock: z
    .number({ error: 'quantity_in_stock must be a whole number of 0 or more' })
    .int({ error: 'quantity_in_stock must be a whole number of 0 or more' })
    .min(0, { error: 'quantity_in_stock must be a whole number of 0 or more' })
    .max(1_000_000, { error: 'quantity_in_stock must be at most 1000000' })
    .default(0),
});

/**
 * `PUT /products/{id}`: a partial body. Stock is not edited here but through the
 * inventory calls, so every change of it lands in the stock ledger.
 */
export const productUpdateSchema = z.object(productFields).partial();

/** `POST` and `PUT /categories/`: names are kept lower-case (the home tiles link by name). */
export const categoryWriteSchema = z.object({
  name: required('Name', CATEGORY_NAME_MAX).transform((name) => name.toLowerCase()),
});

export type ProductCreateBody = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;
export type ProductUpdateBody = z.input<typeof productUpdateSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;
export type CategoryWriteBody = z.input<typeof categoryWriteSchema>;
export type CategoryWrite = z.output<typeof categoryWriteSchema>;
