// @ts-check
// The yardstick for the catalogue benchmark: node:http + a mysql2 pool answering
// `GET /api/products/` with the same two SQL statements as the API (a count and a page
// query, see services/api/src/catalog/) and the same JSON. No framework, no validation
// library, no ORM: what is left is the database and JSON, the floor the API is held to.
// Env: PORT, DATABASE_URL.
import { pool, serveList } from './bare-list-server.mjs';
import { productListSql } from './catalogue-sql.mjs';

/** @typedef {import('mysql2/promise').RowDataPacket} Row */

/** @param {URLSearchParams} params */
async function listProducts(params) {
  const { count, pageQuery, pageNumber, perPage } = productListSql(params);
  const [[counted], [rows]] = /** @type {[[Row[], unknown], [Row[], unknown]]} */ (
    await Promise.all([
      pool.query(count.sql, count.values),
      pool.query(pageQuery.sql, pageQuery.values),
    ])
  );
  const total = Number(counted[0]?.total);
  return {
    products: rows.map((row) => ({
      id: row.id,
      name: row.name,
      brand: row.brand,
      sku: row.sku,
      description: row.description,
      image_url: row.image_url,
      size: row.size,
      color: row.color,
      selling_price: row.selling_price_cents / 100,
      category_id: row.category_id,
      category: { id: row.category_id, name: row.category_name },
      quantity_in_stock: Number(row.quantity_in_stock),
      created_at: row.created_at.toISOString(),
    })),
    total,
    pages: Math.ceil(total / perPage),
    current_page: pageNumber,
    per_page: perPage,
  };
}

serveList('/api/products', listProducts);
