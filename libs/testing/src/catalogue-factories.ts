// Catalogue test data (docs/product/catalogue.md): styles as the back office sees them, with overrides.
import {
  pictureUrls,
  stockStatus,
  type StaffStyle,
  type StaffVariant,
  type StylePicture,
  type StyleSummary,
  type StyleSummaryList,
} from '@shop/contracts';

let nextStyleId = 1;
let nextVariantId = 100;
let nextPicture = 1;

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

/** A staff variant whose stock state follows from its quantity and minimum, as the API's does. */
export function makeStaffVariant(overrides: Partial<StaffVariant> = {}): StaffVariant {
  const quantity = overrides.quantity_in_stock ?? 10;
  const minimum = overrides.minimum_stock_level ?? 5;
  return {
    id: overrides.id ?? nextVariantId++,
    sku: 'ZEN-BLK-M',
    size: 'M',
    color: 'Black',
    selling_price: 49.99,
    barcode: null,
    cost_price: 20,
    maximum_stock_level: 100,
    is_active: true,
    has_history: false,
    ...overrides,
    quantity_in_stock: quantity,
    minimum_stock_level: minimum,
    stock_status: stockStatus(quantity, minimum),
  };
}

/** A stored picture with its three URLs. */
export function makeStylePicture(overrides: Partial<StylePicture> = {}): StylePicture {
  const key = overrides.key ?? String(nextPicture++).padStart(32, '0');
  return { key, width: 1200, height: 1600, urls: pictureUrls(key), color: null, ...overrides };
}

/** `GET /catalogue/styles/{id}`: an active style with no variants unless given. */
export function makeStaffStyle(overrides: Partial<StaffStyle> = {}): StaffStyle {
  const id = overrides.id ?? nextStyleId++;
  return {
    id,
    name: 'Zen Leggings',
    brand: 'Lotus',
    description: 'High-waisted leggings.',
    category: { id: 3, name: 'bottoms' },
    supplier_id: null,
    tags: [],
    sku_pattern: '{STYLE}-{COLOR}-{SIZE}',
    style_code: 'ZEN',
    is_active: true,
    pictures: [],
    image_url: null,
    variants: [],
    price_history: [],
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-03-04T12:30:00.000Z',
    ...overrides,
  };
}
