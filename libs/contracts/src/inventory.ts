/** Inventory stock state of spec §4. */
export const STOCK_STATUSES = ['out_of_stock', 'low_stock', 'in_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** out_of_stock at 0, low_stock at or below the minimum level, otherwise in_stock. */
export function stockStatus(quantityInStock: number, minimumStockLevel: number): StockStatus {
  if (quantityInStock <= 0) return 'out_of_stock';
  if (quantityInStock <= minimumStockLevel) return 'low_stock';
  return 'in_stock';
}

/** One line of `GET /inventory/alerts`: a product at or below its minimum level. */
export interface InventoryAlert {
  product_id: number;
  name: string;
  sku: string;
  quantity_in_stock: number;
  minimum_stock_level: number;
  status: Exclude<StockStatus, 'in_stock'>;
}

/** `GET /inventory/alerts` (staff): out-of-stock lines first, then the lowest stock. */
export interface InventoryAlertList {
  alerts: InventoryAlert[];
}
