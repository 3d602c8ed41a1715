import { z } from 'zod';
import { COLORS, MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE, PRODUCT_SORTS, SIZES } from './catalog';

/**
 * Query strings arrive as text, and the client leaves empty filters out
 * (docs/product/roles-and-rules.md#validation-rules); an empty value that slips through still means
 * "no filter", not "invalid".
 */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

const positiveInteger = (field: string) => {
  const error = `${field} must be a positive integer`;
  return z.coerce.number({ error }).int({ error }).min(1, { error });
};

const price = (field: string) => {
  const error = `${field} must be a number of 0 or more`;
  return optional(z.coerce.number({ error }).min(0, { error }).max(1_000_000, { error }));
};

const text = (field: string, max = 100) =>
  optional(
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, { error: `${field} is too long` }),
  );

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  optional(z.enum(values, { error: `${field} must be one of ${values.join(', ')}` }));

/**
 * `page` and `per_page` as every list endpoint takes them
 * (docs/product/roles-and-rules.md#business-constants-and-limits: pages of 20). A `per_page` above
 * 100 is capped, not refused: the point of sale asks for 100 and an over-eager client still gets a
 * page rather than an error.
 */
export const pageQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, positiveInteger('page').default(1)),
  per_page: z.preprocess(
    blankToUndefined,
    positiveInteger('per_page')
      .transform((size) => Math.min(size, MAX_PAGE_SIZE))
      .default(PRODUCT_PAGE_SIZE),
  ),
});

/**
 * Query of `GET /products/` (docs/product/api.md#catalogue). Prices are dollars. `category` (a
 * category name) is accepted beside `category_id` because the home page tiles link
 * `/products?category=men`.
 */
export const productQuerySchema = pageQuerySchema.extend({
  search: text('search'),
  category_id: optional(positiveInteger('category_id')),
  category: text('category'),
  min_price: price('min_price'),
  max_price: price('max_price'),
  size: oneOf('size', SIZES),
  color: oneOf('color', COLORS),
  brand: text('brand'),
  in_stock_only: optional(z.stringbool({ error: 'in_stock_only must be true or false' })),
  // A default, so `sort=newest` and no sort are one query (and one cached answer).
  sort: z.preprocess(
    blankToUndefined,
    z
      .enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
      .default('newest'),
  ),
});

/** The product query after validation: defaults applied, numbers and booleans parsed. */
export type ProductQuery = z.output<typeof productQuerySchema>;

/** What a client may send as the product query (every field optional). */
export type ProductQueryParams = Partial<{
  [K in keyof ProductQuery]: ProductQuery[K] | string;
}>;

/** Query of `GET /products/search`: `q` is required, and searched like `search` above. */
export const productSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q (the search text) is required' })
    .trim()
    .min(1, { error: 'q (the search text) is required' })
    .max(100, { error: 'q is too long' }),
});

export type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;
