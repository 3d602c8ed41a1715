import { stockStatus, type InventoryAlert } from '@shop/contracts';

export interface StockLine {
  productId: number;
  name: string;
  sku: string;
  quantityInStock: number;
  minimumStockLevel: number;
}

/**
 * The alert lines of docs/product/inventory.md#stock-state's stock states: every line that is out
 * of stock or at/below its minimum, out-of-stock first, then by how little is left, then name.
 */
export function inventoryAlerts(lines: readonly StockLine[]): InventoryAlert[] {
  const alerts: InventoryAlert[] = [];
  for (const line of lines) {
    const status = stockStatus(line.quantityInStock, line.minimumStockLevel);
    if (status === 'in_stock') continue;
    alerts.push({
      product_id: line.productId,
      name: line.name,
      sku: line.sku,
      quantity_in_stock: line.quantityInStock,
      minimum_stock_level: line.minimumStockLevel,
      status,
    });
  }
  return alerts.sort(
    (a, b) => a.quantity_in_stock - b.quantity_in_stock || a.name.localeCompare(b.name),
  );
}
