import { z } from 'zod';
import { pageQuerySchema } from './product-query';

/**
 * Columns `GET /inventory/` sorts on. `sort=name` is ascending, `sort=-name`
 * descending. Status ascending means the most urgent first (out of stock, low, in
 * stock); last restocked ascending puts "never" first. Ties go by name, then id.
 */
export const INVENTORY_SORT_KEYS = ['name', 'stock', 'status', 'last_restocked'] as const;
export type InventorySortKey = (typeof INVENTORY_SORT_KEYS)[number];
export const INVENTORY_SORTS = [
  ...INVENTORY_SORT_KEYS,
  ...INVENTORY_SORT_KEYS.map((key) => `-${key}` as const),
] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];
export const DEFAULT_INVENTORY_SORT: InventorySort = 'name';

/** Reads a sort value as its column and direction. */
export function parseInventorySort(sort: InventorySort): {
  key: InventorySortKey;
  descending: boolean;
} {
  const descending = sort.startsWith('-');
  return { key: (descending ? sort.slice(1) : sort) as InventorySortKey, descending };
}

// Query strings arrive as text; an empty value means "no filter"
// (docs/product/roles-and-rules.md#validation-rules).
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

const id = (field: string) => {
  const error = `${field} must be a positive integer`;
  return optional(z.coerce.number({ error }).int({ error }).min(1, { error }));
};

const flag = (field: string) => optional(z.stringbool({ error: `${field} must be true or false` }));

/**
 * Query of `GET /inventory/` and `GET /inventory/export.csv`. `low_stock_only` and
 * `out_of_stock_only` together mean both states; `false` is the same as leaving a
 * flag out. The export ignores `page` and `per_page` and writes every matching row.
 */
export const inventoryQuerySchema = pageQuerySchema.extend({
  search: optional(
    z
      .string({ error: 'search must be text' })
      .trim()
      .max(100, { error: 'search is too long' })
      .transform((text) => text || undefined),
  ),
  low_stock_only: flag('low_stock_only'),
  out_of_stock_only: flag('out_of_stock_only'),
  category_id: id('category_id'),
  supplier_id: id('supplier_id'),
  sort: z.preprocess(
    blankToUndefined,
    z
      .enum(INVENTORY_SORTS, { error: `sort must be one of ${INVENTORY_SORTS.join(', ')}` })
      .default(DEFAULT_INVENTORY_SORT),
  ),
});
export type InventoryQuery = z.output<typeof inventoryQuerySchema>;

/** What a client may send as the inventory query (every field optional). */
export type InventoryQueryParams = Partial<{
  [K in keyof InventoryQuery]: InventoryQuery[K] | string;
}>;

/** Query of `GET /inventory/{product_id}/movements`: pages of 20, newest first. */
export const stockMovementQuerySchema = pageQuerySchema;
export type StockMovementQuery = z.output<typeof stockMovementQuerySchema>;
