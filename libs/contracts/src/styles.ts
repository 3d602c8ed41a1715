import { z } from 'zod';
import { COLORS, SIZES, type Category, type Color, type Page, type Size } from './catalog';
import { STOCK_STATUSES, type StockStatus } from './inventory';
import { hasAtMostTwoDecimals } from './money';
import { pageQuerySchema } from './product-query';
import { PRICE_MAX, PRODUCT_BRAND_MAX, PRODUCT_NAME_MAX, PRODUCT_SKU_MAX } from './product-write';

/**
 * Styles and their variants (docs/product/catalogue.md). A style is what a shopper thinks of as
 * one garment (name, brand, category, pictures); a variant is one size and colour of it, and is
 * what the API has always called a product: `GET /products/` and `/products/{id}` answer as
 * before, and every purchase line and stock movement still names a variant's product id.
 * Money travels as two-decimal dollars, like the rest of the API.
 */

export const STYLE_TAG_MAX = 40;
export const STYLE_TAGS_MAX = 20;
export const STYLE_DESCRIPTION_MAX = 5_000;
/** The tokens a SKU pattern may use; the default makes `ZEN-LEGGINGS-BLK-M`. */
export const SKU_PATTERN_TOKENS = ['{STYLE}', '{COLOR}', '{SIZE}'] as const;
export const DEFAULT_SKU_PATTERN = '{STYLE}-{COLOR}-{SIZE}';

/**
 * The `{COLOR}` part of a SKU: three letters per colour, the abbreviations the shop's labels and
 * SKUs already use.
 */
export const COLOR_CODES: Readonly<Record<Color, string>> = {
  Black: 'BLK',
  White: 'WHT',
  Red: 'RED',
  Blue: 'BLU',
  Green: 'GRN',
  Gray: 'GRY',
  Navy: 'NVY',
  Pink: 'PNK',
};

/**
 * The SKU a variant gets from its style's `sku_pattern` (docs/product/catalogue.md#variants-and-skus):
 * `{STYLE}` is the style code, `{COLOR}` the colour's {@link COLOR_CODES} entry, `{SIZE}` the size,
 * each wherever it appears; the result is upper case. The API and the editor's preview both use
 * this one rule, so the preview is what gets created.
 */
export function variantSku(pattern: string, styleCode: string, color: Color, size: Size): string {
  return pattern
    .trim()
    .replaceAll('{STYLE}', styleCode.trim())
    .replaceAll('{COLOR}', COLOR_CODES[color])
    .replaceAll('{SIZE}', size)
    .toUpperCase();
}

// ---------------------------------------------------------------- pictures

/**
 * The sizes the server makes of every uploaded picture (longest side, pixels), all WebP:
 * `thumb` for the till's tiles, lists and swatches, `card` for the storefront's cards, `large`
 * for the detail page.
 */
export const PICTURE_SIZES = { thumb: 160, card: 480, large: 1200 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** An upload above this many bytes is refused (413). */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** An image above this many pixels is refused before it is decoded (a 20,000 × 20,000 bomb). */
export const PICTURE_MAX_PIXELS = 40_000_000;
/** A stored picture's key: the SHA-256 of its original bytes, first 32 hex digits. */
export const PICTURE_KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * Where a stored picture is served, on the shop's origin and on the API's own origin alike
 * (both serve `/media/`), with long caching: a key names its bytes forever.
 */
export function pictureUrl(key: string, size: PictureSize): string {
  return `/media/pictures/${key}/${size}.webp`;
}

export type PictureUrls = Readonly<Record<PictureSize, string>>;

export function pictureUrls(key: string): PictureUrls {
  return {
    thumb: pictureUrl(key, 'thumb'),
    card: pictureUrl(key, 'card'),
    large: pictureUrl(key, 'large'),
  };
}

/** `POST /catalogue/pictures` (multipart, field `file`): the stored picture, not yet on a style. */
export interface UploadedPicture {
  key: string;
  width: number;
  height: number;
  urls: PictureUrls;
}

/** A picture of a style: in the style's order, optionally the picture of one colour. */
export interface StylePicture extends UploadedPicture {
  color: Color | null;
}

// ---------------------------------------------------------------- answers

/** A variant as the public style detail shows it. */
export interface PublicVariant {
  id: number;
  sku: string;
  size: Size;
  color: Color;
  selling_price: number;
  quantity_in_stock: number;
}

/** A variant as staff see it (catalogue editor, till picker, labels). */
export interface StaffVariant extends PublicVariant {
  barcode: string | null;
  cost_price: number;
  minimum_stock_level: number;
  maximum_stock_level: number;
  stock_status: StockStatus;
  is_active: boolean;
  /** Sold at least once or has stock movements: it can be archived, never deleted. */
  has_history: boolean;
}

/**
 * One card of the storefront's style list (`GET /styles/`): the style's visible variants
 * summarized. `min_price` equals `max_price` when every variant costs the same ("$X"), otherwise
 * the card says "From $min_price". `sizes_in_stock` in size order, `colors` in colour order.
 */
export interface StyleCard {
  id: number;
  name: string;
  brand: string;
  category: Category;
  min_price: number;
  max_price: number;
  colors: Color[];
  sizes_in_stock: Size[];
  /** Pictures, first one the card's; the card falls back to `image_url` (the drawings). */
  pictures: StylePicture[];
  image_url: string | null;
  /** The variant the card opens when no swatch is picked: the first in stock, else the first. */
  default_variant_id: number;
}

export interface StyleCardList extends Page {
  styles: StyleCard[];
}

/** `GET /styles/{id}`: a visible style with its visible variants. */
export interface PublicStyle extends StyleCard {
  description: string;
  variants: PublicVariant[];
}

/** One row of the back office's style list (`GET /catalogue/styles`). */
export interface StyleSummary {
  id: number;
  name: string;
  brand: string;
  category: Category;
  supplier_id: number | null;
  is_active: boolean;
  variant_count: number;
  min_price: number;
  max_price: number;
  /** Sum over the active variants. */
  quantity_in_stock: number;
  /** The worst state among the active variants. */
  stock_status: StockStatus;
  thumb_url: string | null;
  updated_at: string;
}

export interface StyleSummaryList extends Page {
  styles: StyleSummary[];
}

/** One recorded change of a variant's selling or cost price. */
export interface PriceChange {
  id: number;
  variant_id: number;
  sku: string;
  field: 'selling_price' | 'cost_price';
  from: number;
  to: number;
  changed_by: string;
  changed_at: string;
}

/** `GET /catalogue/styles/{id}`: everything the editor shows, archived variants included. */
export interface StaffStyle {
  id: number;
  name: string;
  brand: string;
  description: string;
  category: Category;
  supplier_id: number | null;
  tags: string[];
  sku_pattern: string;
  /** The SKU's `{STYLE}` part, e.g. `ZEN-LEGGINGS`. */
  style_code: string;
  is_active: boolean;
  pictures: StylePicture[];
  image_url: string | null;
  variants: StaffVariant[];
  /** Newest first, the last 100. */
  price_history: PriceChange[];
  created_at: string;
  updated_at: string;
}

/** `GET /pos/lookup?code=`: the one active variant whose barcode or SKU is exactly `code`. */
export interface TillLookup {
  style: { id: number; name: string; brand: string; thumb_url: string | null };
  variant: StaffVariant;
}

// ---------------------------------------------------------------- barcodes

/**
 * Whether `code` is a valid GTIN the shop accepts: EAN-13 or UPC-A (12 digits), with its check
 * digit (GS1: weights 3 and 1 from the right, excluding the check digit).
 */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{12}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits
    .reverse()
    .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

export const BARCODE_INVALID = 'barcode must be an EAN-13 or UPC-A code with a valid check digit';

// ---------------------------------------------------------------- requests

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
 * variant with the SKU of `sku_pattern`, the style's prices and levels, and no stock (stock
 * arrives through the inventory calls so it lands in the ledger).
 */
export const styleCreateSchema = z.object({
  ...styleFields,
  sizes: z.array(z.enum(SIZES)).min(1, { error: 'pick at least one size' }),
  colors: z.array(z.enum(COLORS)).min(1, { error: 'pick at least one colour' }),
  selling_price: money('selling_price'),
  cost_price: money('cost_price'),
  minimum_stock_level: level('minimum_stock_level').default(10),
  maximum_stock_level: level('maximum_stock_level').default(100),
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

// ---------------------------------------------------------------- queries

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

export const STYLE_STATUSES = ['active', 'archived', 'all'] as const;
export const STYLE_SORTS = ['name', 'newest', 'price_asc', 'price_desc', 'stock'] as const;
export type StyleSort = (typeof STYLE_SORTS)[number];

/** `GET /catalogue/styles`: search matches name, brand, a variant's SKU or barcode. */
export const styleAdminQuerySchema = pageQuerySchema.extend({
  search: optional(z.string().trim().max(100, { error: 'search is too long' })),
  category_id: optional(z.coerce.number().int().positive()),
  supplier_id: optional(z.coerce.number().int().positive()),
  status: z.preprocess(
    blankToUndefined,
    z
      .enum(STYLE_STATUSES, { error: `status must be one of ${STYLE_STATUSES.join(', ')}` })
      .default('active'),
  ),
  stock_status: optional(
    z.enum(STOCK_STATUSES, {
      error: `stock_status must be one of ${STOCK_STATUSES.join(', ')}`,
    }),
  ),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(STYLE_SORTS, { error: `sort must be one of ${STYLE_SORTS.join(', ')}` }).default('name'),
  ),
});
export type StyleAdminQuery = z.output<typeof styleAdminQuerySchema>;

/** `GET /pos/lookup`: a scanned or typed barcode or SKU. */
export const tillLookupQuerySchema = z.object({
  code: z
    .string({ error: 'code is required' })
    .trim()
    .min(1, { error: 'code is required' })
    .max(PRODUCT_SKU_MAX, { error: 'code is too long' }),
});

// ---------------------------------------------------------------- import and export

/**
 * The catalogue CSV (`GET /catalogue/export.csv`, `POST /catalogue/import`): one row per variant,
 * a style named by its `style_code`, header names exactly these (in any order; `description`,
 * `tags`, `supplier`, `barcode`, `minimum_stock_level`, `maximum_stock_level`,
 * `quantity_in_stock` and `status` may be left out). UTF-8, comma-separated; `tags` are
 * separated by `|`; `status` is `active` or `archived`; `category` and `supplier` are names.
 * `quantity_in_stock` is the opening stock of a variant the import creates (recorded in the stock
 * ledger); for an existing variant it is ignored, since stock changes only through the ledger.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'style_code',
  'name',
  'brand',
  'category',
  'description',
  'tags',
  'supplier',
  'sku',
  'barcode',
  'size',
  'color',
  'selling_price',
  'cost_price',
  'minimum_stock_level',
  'maximum_stock_level',
  'quantity_in_stock',
  'status',
] as const;
export const CATALOGUE_CSV_REQUIRED = [
  'style_code',
  'name',
  'brand',
  'category',
  'sku',
  'size',
  'color',
  'selling_price',
  'cost_price',
] as const;
/** A file above this many bytes is refused (413) before it is read. */
export const CATALOGUE_CSV_MAX_BYTES = 20 * 1024 * 1024;

/** A row the import refuses: its line in the file (the header is line 1) and why. */
export interface ImportRowError {
  line: number;
  reason: string;
}

/**
 * The answer of `POST /catalogue/import?dry_run=true` (what would happen) and of the applying call
 * (what happened). An applying call with any row error changes nothing and answers 422 with this
 * body (`applied: false`); applying the same file twice changes nothing the second time.
 */
export interface ImportReport {
  dry_run: boolean;
  applied: boolean;
  rows: number;
  styles_created: number;
  styles_updated: number;
  variants_created: number;
  variants_updated: number;
  variants_unchanged: number;
  errors: ImportRowError[];
}
