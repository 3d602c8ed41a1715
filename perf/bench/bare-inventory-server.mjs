// @ts-check
// The yardstick for the inventory benchmark: node:http + a mysql2 pool answering
// `GET /api/inventory/` with the same two SQL statements as the API (inventory-sql.mjs)
// and the same JSON. No framework, no sign-in check, no validation library, no ORM: what
// is left is the database and JSON, the floor the API is held to. Env: PORT, DATABASE_URL.
import { pool, serveList } from './bare-list-server.mjs';
import { inventoryListSql } from './inventory-sql.mjs';

/** @typedef {import('mysql2/promise').RowDataPacket} Row */

/**
 * The stock states of docs/product/inventory.md#stock-state.
 * @param {number} quantity
 * @param {number} minimum
 */
const stockStatus = (quantity, minimum) =>
  quantity <= 0 ? 'out_of_stock' : quantity <= minimum ? 'low_stock' : 'in_stock';

/**
 * As the API answers the demo staff user, who does not hold `see_costs`: without the cost.
 * @param {Row} row
 */
function record(row) {
  const quantity = row.quantity_in_stock;
  const status = stockStatus(quantity, row.minimum_stock_level);
  return {
    id: row.id,
    product_id: row.product_id,
    product: {
      id: row.product_id,
      name: row.name,
      brand: row.brand,
      sku: row.sku,
      size: row.size,
      color: row.color,
      image_url: row.image_url,
      selling_price: row.selling_price_cents / 100,
      category_id: row.category_id,
      supplier_id: row.supplier_id,
    },
    quantity_in_stock: quantity,
    minimum_stock_level: row.minimum_stock_level,
    maximum_stock_level: row.maximum_stock_level,
    last_restocked: row.last_restocked === null ? null : row.last_restocked.toISOString(),
    stock_status: status,
    is_low_stock: status === 'low_stock',
    is_out_of_stock: status === 'out_of_stock',
    suggested_reorder_quantity:
      status === 'in_stock' ? 0 : Math.max(0, row.maximum_stock_level - quantity),
  };
}

/** @param {URLSearchParams} params */
async function listInventory(params) {
  const { count, pageQuery, pageNumber, perPage } = inventoryListSql(params);
  const [[counted], [rows]] = /** @type {[[Row[], unknown], [Row[], unknown]]} */ (
    await Promise.all([
      pool.query(count.sql, count.values),
      pool.query(pageQuery.sql, pageQuery.values),
    ])
  );
  const total = Number(counted[0]?.total);
  return {
    inventory: rows.map(record),
    total,
    pages: Math.ceil(total / perPage),
    current_page: pageNumber,
    per_page: perPage,
  };
}

serveList('/api/inventory', listInventory);
