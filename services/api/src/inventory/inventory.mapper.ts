import {
  stockStatus,
  suggestedReorderQuantity,
  type Color,
  type InventoryRecord as InventoryRecordBody,
  type Size,
  centsToDollars,
} from '@shop/contracts';
import { readSqlDate } from '../common/sql-date';
import type { SignedInUser } from '../users/signed-in-user';

/** One row of inventory-list.query.ts, as the driver returns it (MySQL may give numbers as text). */
export interface InventoryRow {
  id: number | string;
  product_id: number | string;
  quantity_in_stock: number | string;
  minimum_stock_level: number | string;
  maximum_stock_level: number | string;
  last_restocked: Date | number | string | null;
  name: string;
  brand: string;
  sku: string;
  size: Size;
  color: Color;
  image_url: string | null;
  selling_price_cents: number | string;
  cost_price_cents: number | string;
  category_id: number | string;
  supplier_id: number | string | null;
}

/**
 * The one way an inventory record leaves the API (staff only, so with the cost).
 * The state and the reorder suggestion come from the contract's one definition.
 */
export function toInventoryBody(row: InventoryRow): InventoryRecordBody {
  const quantity = Number(row.quantity_in_stock);
  const minimum = Number(row.minimum_stock_level);
  const maximum = Number(row.maximum_stock_level);
  const status = stockStatus(quantity, minimum);
  return {
    id: Number(row.id),
    product_id: Number(row.product_id),
    product: {
      id: Number(row.product_id),
      name: row.name,
      brand: row.brand,
      sku: row.sku,
      size: row.size,
      color: row.color,
      image_url: row.image_url,
      selling_price: centsToDollars(Number(row.selling_price_cents)),
      cost_price: centsToDollars(Number(row.cost_price_cents)),
      category_id: Number(row.category_id),
      supplier_id: row.supplier_id === null ? null : Number(row.supplier_id),
    },
    quantity_in_stock: quantity,
    minimum_stock_level: minimum,
    maximum_stock_level: maximum,
    last_restocked:
      row.last_restocked === null ? null : readSqlDate(row.last_restocked).toISOString(),
    stock_status: status,
    is_low_stock: status === 'low_stock',
    is_out_of_stock: status === 'out_of_stock',
    suggested_reorder_quantity: suggestedReorderQuantity(quantity, minimum, maximum),
  };
}

/**
 * The record as `viewer` may see it: staff without `see_costs` get it without the product's cost
 * (docs/product/roles-and-rules.md#permissions).
 */
export function recordFor(viewer: SignedInUser, record: InventoryRecordBody): InventoryRecordBody {
  if (viewer.holds('see_costs')) return record;
  const { cost_price: _cost, ...product } = record.product;
  return { ...record, product };
}
