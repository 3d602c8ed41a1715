import { z } from 'zod';
import { COLORS, SIZES } from './catalog';
import { BARCODE_INVALID, isValidGtin } from './barcodes';
import { hasAtMostTwoDecimals } from './money';
import { PICTURE_KEY_PATTERN } from './pictures';
import { PRICE_MAX, PRODUCT_BRAND_MAX, PRODUCT_NAME_MAX, PRODUCT_SKU_MAX } from './product-write';
import {
  DEFAULT_SKU_PATTERN,
  STYLE_DESCRIPTION_MAX,
  STYLE_TAG_MAX,
  STYLE_TAGS_MAX,
} from './styles';

// Bodies of the staff catalogue's style and variant calls (docs/product/catalogue.md#routes),
// shared by the API and the back-office forms.

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required`, abort: true })
    .max(max, { error: `${field} must be at most ${max} characters` });

const money = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .positive({ error: `${field} must be greater than 0` })
    .max(PRICE_MAX, { error: `${field} must be at most ${PRICE_MAX}` })
    .refine(hasAtMostTwoDecimals, { error: `${field} must have at most two decimals` });

const level = (field: string) =>
  z
    .number({ error: `${field} must be a whole number of 0 or more` })
    .int({ error: `${field} must be a whole number of 0 or more` })
    .min(0, { error: `${field} must be a whole number of 0 or more` })
    .max(1_000_000, { error: `${field} must be at most 1000000` });

const positiveId = (field: string) =>
  z
    .number({ error: `${field} must be a positive integer` })
    .int({ error: `${field} must be a positive integer` })
    .positive({ error: `${field} must be a positive integer` });

export const barcodeSchema = z
  .string({ error: BARCODE_INVALID })
  .trim()
  .refine(isValidGtin, { error: BARCODE_INVALID });

const styleCode = z
  .string({ error: 'style_code is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{0,39}$/, {
    error: 'style_code must be 1 to 40 letters, digits or dashes',
  });

const skuPattern = z
  .string({ error: 'sku_pattern must be text' })
  .trim()
  .max(PRODUCT_SKU_MAX, { error: `sku_pattern must be at most ${PRODUCT_SKU_MAX} characters` })
  .refine((pattern) => pattern.includes('{SIZE}') && pattern.includes('{COLOR}'), {
    error: 'sku_pattern must contain {SIZE} and {COLOR}',
  });

const pictureRef = z.object({
  key: z.string().regex(PICTURE_KEY_PATTERN, { error: 'picture key is not a stored picture' }),
  color: z.enum(COLORS, { error: `color must be one of ${COLORS.join(', ')}` }).nullish(),
});

const styleFields = {
  name: requiredText('Name', PRODUCT_NAME_MAX),
  brand: requiredText('Brand', PRODUCT_BRAND_MAX),
  description: z
    .string({ error: 'description must be text' })
    .max(STYLE_DESCRIPTION_MAX, {
      error: `description must be at most ${STYLE_DESCRIPTION_MAX} characters`,
    })
    .nullish()
    .transform((text) => text?.trim() ?? ''),
  category_id: positiveId('category_id'),
  supplier_id: positiveId('supplier_id').nullish(),
  tags: z
    .array(requiredText('tag', STYLE_TAG_MAX), { error: 'tags must be a list of text' })
    .max(STYLE_TAGS_MAX, { error: `at most ${STYLE_TAGS_MAX} tags` })
    .default([]),
  style_code: styleCode,
  sku_pattern: skuPattern.default(DEFAULT_SKU_PATTERN),
  /** In display order; the whole list replaces the style's pictures. */
  pictures: z.array(pictureRef).max(30, { error: 'at most 30 pictures' }).default([]),
};

/**
 * `POST /catalogue/styles`: the style and its variant matrix. Every size × colour pair becomes a
 * variant with the SKU of `sku_pattern`, the style's prices and levels (the shop's defaults when
 * left out), and no stock (stock
 * arrives through the inventory calls so it lands in the ledger).
 */
export const styleCreateSchema = z.object({
  ...styleFields,
  sizes: z.array(z.enum(SIZES)).min(1, { error: 'pick at least one size' }),
  colors: z.array(z.enum(COLORS)).min(1, { error: 'pick at least one colour' }),
  selling_price: money('selling_price'),
  cost_price: money('cost_price'),
  /** Left out: the store settings' defaults (docs/product/settings.md#stock-defaults). */
  minimum_stock_level: level('minimum_stock_level').optional(),
  maximum_stock_level: level('maximum_stock_level').optional(),
});
export type StyleCreate = z.output<typeof styleCreateSchema>;

/** `PATCH /catalogue/styles/{id}`: any subset of the style's fields (variants change apart). */
export const styleUpdateSchema = z.object(styleFields).partial();
export type StyleUpdate = z.output<typeof styleUpdateSchema>;

/**
 * `POST /catalogue/styles/{id}/variants`: add sizes or colours later. Every missing pair of the
 * style's sizes and colours after the addition is created, priced like the style's first
 * variant unless prices are given.
 */
export const variantAddSchema = z.object({
  sizes: z.array(z.enum(SIZES)).default([]),
  colors: z.array(z.enum(COLORS)).default([]),
  selling_price: money('selling_price').optional(),
  cost_price: money('cost_price').optional(),
});

/** `PATCH /catalogue/variants/{id}`: one variant's own fields. */
export const variantUpdateSchema = z
  .object({
    sku: requiredText('SKU', PRODUCT_SKU_MAX),
    barcode: barcodeSchema.nullable(),
    selling_price: money('selling_price'),
    cost_price: money('cost_price'),
    minimum_stock_level: level('minimum_stock_level'),
    maximum_stock_level: level('maximum_stock_level'),
    is_active: z.boolean({ error: 'is_active must be true or false' }),
  })
  .partial();

/** `PATCH /catalogue/variants`: the same values across selected variants at once. */
export const variantBulkUpdateSchema = z.object({
  ids: z.array(positiveId('id')).min(1, { error: 'select at least one variant' }).max(500),
  selling_price: money('selling_price').optional(),
  cost_price: money('cost_price').optional(),
  minimum_stock_level: level('minimum_stock_level').optional(),
  maximum_stock_level: level('maximum_stock_level').optional(),
});
