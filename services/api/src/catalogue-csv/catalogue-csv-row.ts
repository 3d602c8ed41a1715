import {
  centsToDollars,
  parseMoney,
  productCreateSchema,
  styleUpdateSchema,
  variantUpdateSchema,
  type CATALOGUE_CSV_COLUMNS,
  type Color,
  type Size,
} from '@shop/contracts';
import { z } from 'zod';

export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/**
 * One variant as the catalogue CSV carries it, every column known: what the export writes.
 * Money is in cents; `category` and `supplier` are names (docs/product/catalogue.md#import-and-export).
 */
export interface CatalogueCsvRecord {
  style_code: string;
  name: string;
  brand: string;
  category: string;
  description: string;
  tags: string[];
  supplier: string | null;
  sku: string;
  barcode: string | null;
  size: Size;
  color: Color;
  selling_price_cents: number;
  cost_price_cents: number;
  minimum_stock_level: number;
  maximum_stock_level: number;
  quantity_in_stock: number;
  is_active: boolean;
}

type OptionalField =
  | 'description'
  | 'tags'
  | 'supplier'
  | 'barcode'
  | 'minimum_stock_level'
  | 'maximum_stock_level'
  | 'quantity_in_stock'
  | 'is_active';

/**
 * A row read from an imported file, with its line. An optional field is `undefined` when the
 * file leaves it out (its column is missing, or a level, stock or status cell is blank): the
 * import keeps what the variant has, or uses the default for a new one.
 */
export type CatalogueCsvRow = Omit<CatalogueCsvRecord, OptionalField> &
  Partial<Pick<CatalogueCsvRecord, OptionalField>> & { line: number };

export type CatalogueCsvCells = Partial<Record<CatalogueCsvColumn, string>>;

const styleCells = styleUpdateSchema
  .pick({ style_code: true, name: true, brand: true, description: true, tags: true })
  .required({ style_code: true, name: true, brand: true });
const variantCells = variantUpdateSchema
  .pick({
    sku: true,
    barcode: true,
    selling_price: true,
    cost_price: true,
    minimum_stock_level: true,
    maximum_stock_level: true,
  })
  .required({ sku: true, selling_price: true, cost_price: true });
const { size, color, quantity_in_stock } = productCreateSchema.shape;
const STATUS = { active: true, archived: false } as const;
const status = z.enum(['active', 'archived'], { error: 'status must be active or archived' });

const blankToUndefined = (cell: string | undefined) => (cell?.trim() ? cell.trim() : undefined);
/** A whole number's cell; anything else goes to the schema as text, which names the rule. */
const count = (cell: string | undefined) => {
  const text = blankToUndefined(cell);
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : text;
};

type Checked<T> = { value: T } | { reasons: string[] };

/** A money cell as dollars for the contract's schema, or the reason it is not an amount. */
function dollars(field: string, cell: string | undefined): Checked<number | undefined> {
  const text = blankToUndefined(cell);
  if (text === undefined) return { reasons: [`${field} is required`] };
  const parsed = parseMoney(text);
  return parsed.ok
    ? { value: centsToDollars(parsed.cents) }
    : { reasons: [`${field}: ${parsed.error}`] };
}

/** The cells of one row as a typed row, or every reason it is refused (several may apply). */
export function readCatalogueCsvRow(
  cells: CatalogueCsvCells,
  line: number,
): { row: CatalogueCsvRow } | { reasons: string[] } {
  const selling = dollars('selling_price', cells.selling_price);
  const cost = dollars('cost_price', cells.cost_price);
  const style = styleCells.safeParse({
    style_code: cells.style_code ?? '',
    name: cells.name ?? '',
    brand: cells.brand ?? '',
    description: cells.description,
    tags: cells.tags
      ?.split('|')
      .map((tag) => tag.trim())
      .filter(Boolean),
  });
  const variant = variantCells.safeParse({
    sku: cells.sku ?? '',
    barcode: cells.barcode === undefined ? undefined : (blankToUndefined(cells.barcode) ?? null),
    selling_price: 'value' in selling ? selling.value : 1,
    cost_price: 'value' in cost ? cost.value : 1,
    minimum_stock_level: count(cells.minimum_stock_level),
    maximum_stock_level: count(cells.maximum_stock_level),
  });
  const others = z
    .object({
      size,
      color,
      quantity_in_stock: quantity_in_stock.optional(),
      status: status.optional(),
    })
    .safeParse({
      size: cells.size?.trim(),
      color: cells.color?.trim(),
      quantity_in_stock: count(cells.quantity_in_stock),
      status: blankToUndefined(cells.status)?.toLowerCase(),
    });
  // Category names are kept lower-case (the contract's category schema).
  const category = blankToUndefined(cells.category)?.toLowerCase();
  const reasons = [
    ...('reasons' in selling ? selling.reasons : []),
    ...('reasons' in cost ? cost.reasons : []),
    ...[style, variant, others].flatMap(
      (result) => result.error?.issues.map((i) => i.message) ?? [],
    ),
    ...(category ? [] : ['category is required']),
  ];
  if (!style.success || !variant.success || !others.success || !category || reasons.length) {
    return { reasons };
  }
  const { minimum_stock_level, maximum_stock_level } = variant.data;
  if (
    minimum_stock_level !== undefined &&
    maximum_stock_level !== undefined &&
    minimum_stock_level > maximum_stock_level
  ) {
    return { reasons: ['minimum_stock_level must not be above maximum_stock_level'] };
  }
  return {
    row: {
      line,
      ...style.data,
      tags: cells.tags === undefined ? undefined : style.data.tags,
      description: cells.description === undefined ? undefined : style.data.description,
      category,
      supplier:
        cells.supplier === undefined ? undefined : (blankToUndefined(cells.supplier) ?? null),
      sku: variant.data.sku,
      barcode: variant.data.barcode,
      size: others.data.size,
      color: others.data.color,
      selling_price_cents: parseCents(cells.selling_price),
      cost_price_cents: parseCents(cells.cost_price),
      minimum_stock_level,
      maximum_stock_level,
      quantity_in_stock: others.data.quantity_in_stock,
      is_active: others.data.status === undefined ? undefined : STATUS[others.data.status],
    },
  };
}

function parseCents(cell: string | undefined): number {
  const parsed = parseMoney(cell ?? '');
  if (!parsed.ok) throw new Error('a checked amount is an amount');
  return parsed.cents;
}
