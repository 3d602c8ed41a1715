import type { Category, Color, Page, Size } from './catalog';
import type { StockStatus } from './inventory';
import type { StylePicture } from './pictures';

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
  /**
   * The variant the card opens when a colour's swatch is picked, one per colour of `colors`:
   * that colour's first in stock, else its first (in size order).
   */
  color_variant_ids: Partial<Record<Color, number>>;
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
