import { z } from 'zod';
import { pageFieldsSchema } from './inventory';
import { ADJUSTMENT_REASONS } from './inventory-write';

/**
 * Why a product's stock changed: one row of its stock history each time. `return`: units a
 * customer brought back or cancelled lines of an order (reference `return:<id>`); `write_off`:
 * returned units too damaged to sell, taken out again (docs/product/returns.md#stock).
 */
export const STOCK_MOVEMENT_REASONS = [
  'initial',
  'restock',
  'sale',
  'cancellation',
  'adjustment',
  'return',
  'write_off',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** Who changed the stock: the staff user, or the buyer for a web sale. */
export const stockActorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type StockActor = z.output<typeof stockActorSchema>;

/**
 * One line of a product's stock history. `stock_after` is the quantity in stock
 * right after this change; `purchase_id` is set for sales and cancellations;
 * `adjustment_reason` for adjustments. `actor` is null on rows written before the
 * shop recorded it, and on opening stock written by the demo seed.
 */
export const stockMovementSchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  created_at: z.string(),
  quantity_change: z.number().int(),
  stock_after: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  adjustment_reason: z.enum(ADJUSTMENT_REASONS).nullable(),
  note: z.string().nullable(),
  reference: z.string().nullable(),
  purchase_id: z.number().int().nullable(),
  supplier_id: z.number().int().nullable(),
  actor: stockActorSchema.nullable(),
});
export type StockMovement = z.output<typeof stockMovementSchema>;

/** `GET /inventory/{product_id}/movements`: newest first, in pages. */
export const stockMovementListSchema = pageFieldsSchema.extend({
  product_id: z.number().int(),
  movements: z.array(stockMovementSchema),
});
export type StockMovementList = z.output<typeof stockMovementListSchema>;
