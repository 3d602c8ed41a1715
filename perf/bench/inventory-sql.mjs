// @ts-check
// The inventory list as the API runs it: the count and the page query that
// services/api/src/inventory/inventory-list.query.ts builds with knex, written out by hand
// with the filters in the same order and as bound values. The bare server and the query
// analysis use it; the benchmark checks, before measuring, that it is the API's SQL
// character for character (inventory-analysis.mjs, `apiStatements`).

/** @typedef {import('./catalogue-sql.mjs').Statement} Statement */

const LOW = '(i.quantity_in_stock > 0 and i.quantity_in_stock <= i.minimum_stock_level)';
const OUT = 'i.quantity_in_stock = 0';
/** The state's rank of services/api/src/inventory/stock-state.sql.ts: out, low, in. */
const STATUS_RANK = `(case when ${OUT} then 0 when ${LOW} then 1 else 2 end)`;
/** @type {Record<string, string>} */
const SORT_COLUMN = {
  stock: 'i.quantity_in_stock',
  status: STATUS_RANK,
  last_restocked: 'i.last_restocked',
};

const COLUMNS = [
  ...['id', 'product_id', 'quantity_in_stock', 'minimum_stock_level', 'maximum_stock_level'],
  ...['last_restocked'],
].map((column) => `\`i\`.\`${column}\``);
const PRODUCT_COLUMNS = [
  ...['name', 'brand', 'sku', 'size', 'color', 'image_url', 'selling_price_cents'],
  ...['cost_price_cents', 'category_id', 'supplier_id'],
].map((column) => `\`p\`.\`${column}\``);
const FROM =
  'from `inventory_record` as `i` inner join `product` as `p` on `p`.`id` = `i`.`product_id`';

/**
 * The conditions of the list's filters (docs/product/api.md#inventory), in the API's order.
 * @param {URLSearchParams} params
 */
function filters(params) {
  const where = ['p.is_active = 1'];
  /** @type {Array<string | number>} */
  const values = [];
  const states = [
    ...(params.get('low_stock_only') === 'true' ? [LOW] : []),
    ...(params.get('out_of_stock_only') === 'true' ? [OUT] : []),
  ];
  if (states.length > 0) where.push(`(${states.join(' or ')})`);
  for (const name of ['category_id', 'supplier_id']) {
    if (!params.get(name)) continue;
    where.push(`\`p\`.\`${name}\` = ?`);
    values.push(Number(params.get(name)));
  }
  const search = params.get('search')?.trim().toLowerCase();
  if (search) {
    where.push(
      '(instr(lower(p.name), ?) > 0 or instr(lower(p.brand), ?) > 0 or instr(lower(p.sku), ?) > 0)',
    );
    values.push(search, search, search);
  }
  return { where: where.join(' and '), values };
}

/** @param {string} sort e.g. `name`, `-stock` */
function orderBy(sort) {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const direction = descending ? 'desc' : 'asc';
  if (key === 'name') return `order by \`p\`.\`name\` ${direction}, \`p\`.\`id\` ${direction}`;
  return `order by ${SORT_COLUMN[key]} ${direction}, \`p\`.\`name\` asc, \`p\`.\`id\` asc`;
}

/**
 * The count and the page query of one inventory-list request.
 * @param {URLSearchParams} params the query string of the request
 * @returns {{ pageNumber: number, perPage: number, count: Statement, pageQuery: Statement }}
 */
export function inventoryListSql(params) {
  const pageNumber = Number(params.get('page') || 1);
  const perPage = Number(params.get('per_page') || 20);
  const offset = (pageNumber - 1) * perPage;
  const { where, values } = filters(params);
  return {
    pageNumber,
    perPage,
    count: { sql: `select count(*) as \`total\` ${FROM} where ${where}`, values },
    pageQuery: {
      sql:
        `select ${[...COLUMNS, ...PRODUCT_COLUMNS].join(', ')} ${FROM} where ${where}` +
        ` ${orderBy(params.get('sort') || 'name')} limit ?${offset > 0 ? ' offset ?' : ''}`,
      values: [...values, perPage, ...(offset > 0 ? [offset] : [])],
    },
  };
}
