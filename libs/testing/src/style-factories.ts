// Styles and their variants (libs/contracts/src/styles.ts) with overrides: the storefront's cards,
// the till's tiles, picker and lookups.
import {
  COLORS,
  SIZES,
  pictureUrls,
  type Color,
  type StaffStyle,
  type StaffVariant,
  type StyleCard,
  type StyleCardList,
  type StylePicture,
  type StyleSummary,
  type StyleSummaryList,
  type TillLookup,
} from '@shop/contracts';

// Styles count from 500 and variants from 5000, apart from products and purchases.
let nextStyleId = 500;
let nextVariantId = 5000;

/** A stored picture with a made-up key, optionally one colour's. */
export function makeStylePicture(key: string, color: Color | null = null): StylePicture {
  const paddedKey = key.padEnd(32, '0').slice(0, 32);
  return { key: paddedKey, width: 1200, height: 900, urls: pictureUrls(paddedKey), color };
}

/** One storefront card; a single black variant in stock in M unless overridden. */
export function makeStyleCard(overrides: Partial<StyleCard> = {}): StyleCard {
  const id = overrides.id ?? nextStyleId++;
  const variant = overrides.default_variant_id ?? nextVariantId++;
  return {
    id,
    name: `Trail Runner ${id}`,
    brand: 'Stride',
    category: { id: 4, name: 'footwear' },
    min_price: 89.99,
    max_price: 89.99,
    colors: ['Black'],
    sizes_in_stock: ['M'],
    pictures: [],
    image_url: null,
    default_variant_id: variant,
    color_variant_ids: { Black: variant },
    ...overrides,
  };
}

/** One page of `GET /styles/`; by default every card is on it. */
export function makeStyleCardList(
  styles: StyleCard[],
  page: Partial<Omit<StyleCardList, 'styles'>> = {},
): StyleCardList {
  return { styles, total: styles.length, pages: 1, current_page: 1, per_page: 20, ...page };
}

/** A variant as staff see it: black M, $25, 5 in stock. */
export function makeStaffVariant(overrides: Partial<StaffVariant> = {}): StaffVariant {
  const id = overrides.id ?? nextVariantId++;
  return {
    id,
    sku: `VAR-${id}`,
    size: 'M',
    color: 'Black',
    selling_price: 25,
    quantity_in_stock: 5,
    barcode: null,
    cost_price: 10,
    minimum_stock_level: 2,
    maximum_stock_level: 50,
    stock_status: 'in_stock',
    is_active: true,
    has_history: false,
    ...overrides,
  };
}

/** A style as the editor and the till's picker read it; one variant unless overridden. */
export function makeStaffStyle(overrides: Partial<StaffStyle> = {}): StaffStyle {
  const id = overrides.id ?? nextStyleId++;
  return {
    id,
    name: `Aero Tee ${id}`,
    brand: 'Stride',
    description: '',
    category: { id: 1, name: 'men' },
    supplier_id: null,
    tags: [],
    sku_pattern: '{STYLE}-{COLOR}-{SIZE}',
    style_code: `STYLE-${id}`,
    is_active: true,
    pictures: [],
    image_url: null,
    variants: [makeStaffVariant()],
    price_history: [],
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The back office's list row of a style, its figures taken from its active variants. */
export function makeStyleSummary(style: StaffStyle): StyleSummary {
  const active = style.variants.filter((variant) => variant.is_active);
  const prices = active.map((variant) => variant.selling_price);
  return {
    id: style.id,
    name: style.name,
    brand: style.brand,
    category: style.category,
    supplier_id: style.supplier_id,
    is_active: style.is_active,
    variant_count: style.variants.length,
    min_price: Math.min(...prices),
    max_price: Math.max(...prices),
    quantity_in_stock: active.reduce((sum, variant) => sum + variant.quantity_in_stock, 0),
    stock_status: active.some((variant) => variant.quantity_in_stock <= 0)
      ? 'out_of_stock'
      : 'in_stock',
    thumb_url: style.pictures[0]?.urls.thumb ?? null,
    updated_at: style.updated_at,
  };
}

/** One page of `GET /catalogue/styles` holding `styles`; by default the whole catalogue. */
export function makeStyleSummaryList(
  styles: StaffStyle[],
  page: Partial<Omit<StyleSummaryList, 'styles'>> = {},
): StyleSummaryList {
  return {
    styles: styles.map(makeStyleSummary),
    total: styles.length,
    pages: 1,
    current_page: 1,
    per_page: 100,
    ...page,
  };
}

/** `GET /pos/lookup`'s answer for one variant of `style`. */
export function makeTillLookup(style: StaffStyle, variant: StaffVariant): TillLookup {
  const { id, name, brand } = style;
  return { style: { id, name, brand, thumb_url: style.pictures[0]?.urls.thumb ?? null }, variant };
}

/** The storefront card of a style (`GET /styles/`), summarizing its active variants. */
export function makeStyleCardOf(style: StaffStyle): StyleCard {
  const active = style.variants.filter((variant) => variant.is_active);
  const prices = active.map((variant) => variant.selling_price);
  const inStock = active.filter((variant) => variant.quantity_in_stock > 0);
  const firstOf = (color: Color) =>
    (
      inStock.find((variant) => variant.color === color) ??
      active.find((variant) => variant.color === color)
    )?.id;
  const colors = COLORS.filter((color) => active.some((variant) => variant.color === color));
  return {
    id: style.id,
    name: style.name,
    brand: style.brand,
    category: style.category,
    min_price: Math.min(...prices),
    max_price: Math.max(...prices),
    colors,
    sizes_in_stock: SIZES.filter((size) => inStock.some((variant) => variant.size === size)),
    pictures: style.pictures,
    image_url: style.image_url,
    default_variant_id: (inStock[0] ?? active[0])?.id ?? 0,
    color_variant_ids: Object.fromEntries(colors.map((color) => [color, firstOf(color)])),
  };
}
