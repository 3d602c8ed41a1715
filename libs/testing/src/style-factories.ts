// Styles and their variants (libs/contracts/src/styles.ts) with overrides: the storefront's cards,
// the till's tiles, picker and lookups.
import {
  COLORS,
  stockStatus,
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

/**
 * A staff variant, black M at $25 with 5 in stock, whose stock state follows from its quantity and
 * minimum as the API's does.
 */
export function makeStaffVariant(overrides: Partial<StaffVariant> = {}): StaffVariant {
  const quantity = overrides.quantity_in_stock ?? 5;
  const minimum = overrides.minimum_stock_level ?? 2;
  const id = overrides.id ?? nextVariantId++;
  return {
    id,
    sku: `VAR-${id}`,
    size: 'M',
    color: 'Black',
    selling_price: 25,
    barcode: null,
    cost_price: 10,
    maximum_stock_level: 50,
    is_active: true,
    has_history: false,
    ...overrides,
    quantity_in_stock: quantity,
    minimum_stock_level: minimum,
    stock_status: stockStatus(quantity, minimum),
  };
}

/** A row of `GET /catalogue/styles`: one active, in-stock style in six variants at $49.99. */
export function makeStyleSummary(overrides: Partial<StyleSummary> = {}): StyleSummary {
  const id = overrides.id ?? nextStyleId++;
  return {
    id,
    name: `Zen Leggings ${id}`,
    brand: 'Lotus',
    category: { id: 3, name: 'bottoms' },
    supplier_id: null,
    is_active: true,
    variant_count: 6,
    min_price: 49.99,
    max_price: 49.99,
    quantity_in_stock: 60,
    stock_status: 'in_stock',
    thumb_url: null,
    updated_at: '2025-03-04T12:30:00.000Z',
    ...overrides,
  };
}

/** One page of `GET /catalogue/styles`; the page info defaults to "everything on page 1". */
export function makeStyleSummaryList(
  styles: StyleSummary[],
  page: Partial<Omit<StyleSummaryList, 'styles'>> = {},
): StyleSummaryList {
  return { styles, total: styles.length, pages: 1, current_page: 1, per_page: 20, ...page };
}
