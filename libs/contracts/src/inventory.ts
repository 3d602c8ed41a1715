import { z } from 'zod';
import { COLORS, SIZES } from './catalog';

/** Inventory stock state of docs/product/inventory.md#stock-state. */
export const STOCK_STATUSES = ['out_of_stock', 'low_stock', 'in_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
/** How the inventory screen's tags and the CSV export name each state. */
export const STOCK_STATUS_LABELS: Readonly<Record<StockStatus, string>> = {
  out_of_stock: 'Out of Stock',
  low_stock: 'Low Stock',
  in_stock: 'In Stock',
};

/**
 * The one definition of the stock states (docs/product/inventory.md#stock-state): out_of_stock at
 * 0, low_stock above 0 and at or below the minimum level, otherwise in_stock. The
 * inventory list, its filters, the alerts, the dashboard and the reports all count
 * with it (the API's SQL twin: services/api/src/inventory/stock-state.sql.ts).
 */
export function stockStatus(quantityInStock: number, minimumStockLevel: number): StockStatus {
  if (quantityInStock <= 0) return 'out_of_stock';
  if (quantityInStock <= minimumStockLevel) return 'low_stock';
  return 'in_stock';
}

/** What to order for a low or out-of-stock line: enough to reach the maximum level; else 0. */
export function suggestedReorderQuantity(
  quantityInStock: number,
  minimumStockLevel: number,
  maximumStockLevel: number,
): number {
  if (stockStatus(quantityInStock, minimumStockLevel) === 'in_stock') return 0;
  return Math.max(0, maximumStockLevel - quantityInStock);
}

/** The page block of every paged list (the zod twin of `Page`, for the OpenAPI document). */
export const pageFieldsSchema = z.object({
  total: z.number().int(),
  pages: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
});

/**
 * The product as an inventory record shows it to staff: with its preferred supplier, and its cost
 * for those who hold `see_costs` (docs/product/roles-and-rules.md#permissions).
 */
export const inventoryProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  sku: z.string(),
  size: z.enum(SIZES),
  color: z.enum(COLORS),
  image_url: z.string().nullable(),
  selling_price: z.number(),
  cost_price: z.number().optional(),
  category_id: z.number().int(),
  supplier_id: z.number().int().nullable(),
});
export type InventoryProduct = z.output<typeof inventoryProductSchema>;

/**
 * One line of `GET /inventory/` and the answer of every item route. `is_low_stock`
 * and `is_out_of_stock` mirror `stock_status`, so they never both hold.
 */
export const inventoryRecordSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product: inventoryProductSchema,
  quantity_in_stock: z.number().int(),
  minimum_stock_level: z.number().int(),
  maximum_stock_level: z.number().int(),
  /** ISO 8601; null when never restocked. */
  last_restocked: z.string().nullable(),
  stock_status: z.enum(STOCK_STATUSES),
  is_low_stock: z.boolean(),
  is_out_of_stock: z.boolean(),
  suggested_reorder_quantity: z.number().int(),
});
export type InventoryRecord = z.output<typeof inventoryRecordSchema>;

export const inventoryListSchema = pageFieldsSchema.extend({
  inventory: z.array(inventoryRecordSchema),
});
export type InventoryList = z.output<typeof inventoryListSchema>;

/** `GET`, `PUT /inventory/{product_id}`, `POST /inventory/`, restock and adjust. */
export const inventoryRecordResponseSchema = z.object({ inventory: inventoryRecordSchema });
export type InventoryRecordResponse = z.output<typeof inventoryRecordResponseSchema>;

/** One line of `GET /inventory/alerts`: a product at or below its minimum level. */
export const inventoryAlertSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  quantity_in_stock: z.number().int(),
  minimum_stock_level: z.number().int(),
  status: z.enum(['out_of_stock', 'low_stock']),
});
export type InventoryAlert = z.output<typeof inventoryAlertSchema>;

/** `GET /inventory/alerts` (staff): out-of-stock lines first, then the lowest stock. */
export const inventoryAlertListSchema = z.object({ alerts: z.array(inventoryAlertSchema) });
export type InventoryAlertList = z.output<typeof inventoryAlertListSchema>;
