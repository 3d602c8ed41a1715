import { z } from 'zod';
import { STOCK_STATUSES } from './inventory';
import { pageQuerySchema } from './product-query';
import { PRODUCT_SKU_MAX } from './product-write';

// Queries of the staff style list and the till's lookup (docs/product/catalogue.md#routes).

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
