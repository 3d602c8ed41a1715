import { COLORS, percentOfCents, SIZES, type Color } from '@shop/contracts';
import type { Category } from '../../catalog/category.entity';
import { Product } from '../../catalog/product.entity';
import { Style } from '../../catalog/style.entity';
import { PRODUCT_LINES, type DemoCategory, type ProductLine } from './demo-catalogue';
import type { SeededRandom } from './random';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface StockLevels {
  target: number;
  minimum: number;
  maximum: number;
}

export interface DemoProduct {
  product: Product;
  stock: StockLevels;
}

const SKU_PREFIX: Record<DemoCategory, string> = {
  men: 'MEN',
  women: 'WMN',
  accessories: 'ACC',
  footwear: 'FTW',
};
const LEVELS: Record<DemoCategory, { minimum: number; maximum: number }> = {
  men: { minimum: 10, maximum: 80 },
  women: { minimum: 10, maximum: 80 },
  accessories: { minimum: 15, maximum: 120 },
  footwear: { minimum: 6, maximum: 40 },
};

/** Products that stay in the database for history but are hidden from the storefront. */
const HIDDEN_PRODUCT_INDEXES = new Set([7, 42]);

/**
 * Two or three variants of every product line (70 products), rotating sizes and
 * colours so that every size and every colour of
 * docs/product/roles-and-rules.md#business-constants-and-limits appears.
 */
export function buildDemoProducts(
  random: SeededRandom,
  categories: Map<DemoCategory, Category>,
  now: Date,
): DemoProduct[] {
  const products: DemoProduct[] = [];
  PRODUCT_LINES.forEach((line, lineIndex) => {
    const variants = lineIndex % 3 === 0 ? 3 : 2;
    const category = categories.get(line.category);
    if (!category) throw new Error(`demo category ${line.category} was not created`);
    const style = new Style({
      name: line.name,
      brand: line.brand,
      description: line.description,
      category,
      styleCode: `${SKU_PREFIX[line.category]}-${line.code}`,
    });
    for (let variant = 0; variant < variants; variant++) {
      const product = buildVariant(random, line, lineIndex, variant, style, now);
      product.isArchived = HIDDEN_PRODUCT_INDEXES.has(products.length);
      product.isActive = !product.isArchived;
      products.push({ product, stock: stockLevels(random, line.category) });
    }
    style.createdAt = products[products.length - variants]!.product.createdAt;
    style.updatedAt = style.createdAt;
    style.isActive = products.slice(-variants).some(({ product }) => product.isActive);
  });
  return products;
}

function buildVariant(
  random: SeededRandom,
  line: ProductLine,
  lineIndex: number,
  variant: number,
  style: Style,
  now: Date,
): Product {
  const size = SIZES[(lineIndex + variant * 2) % SIZES.length]!;
  const color = COLORS[(lineIndex * 3 + variant * 5) % COLORS.length]!;
  const product = new Product({
    style,
    name: line.name,
    brand: line.brand,
    sku: `${SKU_PREFIX[line.category]}-${line.code}-${colorCode(color)}-${size}`,
    description: line.description,
    imageUrl: illustrationUrl(line, color),
    size,
    color,
    sellingPriceCents: line.priceCents,
    // A 38-58 % cost ratio gives the profit report believable margins.
    costPriceCents: percentOfCents(line.priceCents, random.int(38, 58)),
    category: style.category.getEntity(),
    // Listed before the 60 days of seeded sales, so every sale follows its product.
    createdAt: new Date(now.getTime() - 61 * DAY_MS - random.int(0, 60 * 24) * HOUR_MS),
  });
  return product;
}

/** Mostly healthy stock, with some low and some sold-out items for the alerts and reports. */
function stockLevels(random: SeededRandom, category: DemoCategory): StockLevels {
  const { minimum, maximum } = LEVELS[category];
  const roll = random.next();
  if (roll < 0.08) return { target: 0, minimum, maximum };
  if (roll < 0.2) return { target: random.int(1, minimum), minimum, maximum };
  return { target: random.int(minimum + 1, maximum), minimum, maximum };
}

function colorCode(color: Color): string {
  return color.slice(0, 3).toUpperCase();
}

/**
 * The line's drawing in this colour, a file of the shell's build
 * (docs/decisions/0073-our-own-product-drawings.md); null for a line without one.
 */
export function illustrationUrl(line: ProductLine, color: Color): string | null {
  return line.illustration
    ? `/images/products/${line.illustration}-${color.toLowerCase()}.svg`
    : null;
}
