import { z } from 'zod';
import { SALE_CHANNELS } from './point-of-sale';
import { pageQuerySchema } from './product-query';
import { PAYMENT_STATUSES, PURCHASE_STATUSES } from './purchase-statuses';
import type { PurchaseCashier } from './purchases';
import { parseReportDate } from './report-range';

/** 400 for a customer who sends the desk's filters: they are staff's (docs/product/api.md#purchases). */
export const PURCHASE_FILTERS_STAFF_ONLY = 'Only staff can search and filter purchases';
export const PURCHASE_RANGE_ERROR = 'from must be on or before to';
export const badPurchaseDate = (field: 'from' | 'to') =>
  `${field} must be a real date written YYYY-MM-DD`;
export const PURCHASE_SEARCH_MAX = 100;

// Query strings arrive as text; an empty value means "no filter"
// (docs/product/roles-and-rules.md#validation-rules).
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());
const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  optional(z.enum(values, { error: `${field} must be one of ${values.join(', ')}` }));
const day = (field: 'from' | 'to') =>
  optional(
    z
      .string({ error: badPurchaseDate(field) })
      .refine((text) => parseReportDate(text) !== null && text <= '9999-12-30', {
        error: badPurchaseDate(field),
      }),
  );
const cashierError = 'cashier_id must be a positive integer';

/**
 * Query of `GET /purchases/` and `GET /purchases/export.csv` (docs/product/purchases.md#the-orders-desk).
 * `search` finds a sale number (`123`, `#123`, `S00000123`), a customer's name or e-mail (the
 * account's on a web order, the one the till took on a till sale), or a SKU or barcode one of
 * its lines sold. `from` and `to` are the shop's calendar days, both inclusive. Every filter but
 * the page is staff's: a customer who sends one is refused (`PURCHASE_FILTERS_STAFF_ONLY`).
 */
export const purchaseQuerySchema = pageQuerySchema
  .extend({
    search: optional(
      z
        .string({ error: 'search must be text' })
        .trim()
        .max(PURCHASE_SEARCH_MAX, { error: 'search is too long' })
        .transform((text) => text || undefined),
    ),
    status: oneOf('status', PURCHASE_STATUSES),
    payment_status: oneOf('payment_status', PAYMENT_STATUSES),
    channel: oneOf('channel', SALE_CHANNELS),
    cashier_id: optional(
      z.coerce
        .number({ error: cashierError })
        .int({ error: cashierError })
        .min(1, { error: cashierError }),
    ),
    from: day('from'),
    to: day('to'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: PURCHASE_RANGE_ERROR,
    path: ['from'],
  });
export type PurchaseQuery = z.output<typeof purchaseQuerySchema>;

/** What a client may send as the purchase query (every field optional). */
export type PurchaseQueryParams = Partial<Record<keyof PurchaseQuery, string | number>>;

/** The desk's filters: everything in the query but the page. */
export type PurchaseFilters = Omit<PurchaseQuery, 'page' | 'per_page'>;

/** Whether `query` asks for any of the staff's filters. */
export function hasPurchaseFilters(query: PurchaseQuery): boolean {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return Object.values(filters).some((value) => value !== undefined);
}

/** `GET /purchases/cashiers` (staff): everyone who has rung up a sale, for the desk's filter. */
export interface PurchaseCashierList {
  cashiers: PurchaseCashier[];
}
