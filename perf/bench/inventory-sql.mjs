// @ts-check
// The inventory list as the API runs it: the count and the page query that
// services/api/src/inventory/inventory-list.query.ts builds with knex, written out by hand
// with the filters in the same order and as bound values. The bare server and the query
// analysis use it; the benchmark checks, before measuring, that it is the API's SQL
// character for character (inventory-analysis.mjs, `apiStatements`).

/** @typedef {import('./catalogue-sql.mjs').Statement} Statement */

/** The generated `stock_state` of services/api/src/inventory/stock-state.sql.ts: 0 out, 1 low, 2 in. */
const STATE = { low: 1, out: 0 };
/** Its expression over the record's columns, which the name order's page uses. */
const EXPRESSION = {
  low: '(i.quantity_in_stock > 0 and i.quantity_in_stock <= i.minimum_stock_level)',
  out: 'i.quantity_in_stock = 0',
};
/** @type {Record<string, string>} */
const SORT_COLUMN = {
  stock: '`i`.`quantity_in_stock`',
  status: '`i`.`stock_state`',
  last_restocked: '`i`.`last_restocked`',
};

const COLUMNS = [
  ...['id', 'product_id', 'quantity_in_stock', 'minimum_stock_level', 'maximum_stock_level'],
  ...['last_restocked'],
].map((column) => `\`i\`.\`${column}\``);
const PRODUCT_COLUMNS = [
  ...['name', 'brand', 'sku', 'size', 'color', 'image_url', 'selling_price_cents'],
  ...['cost_price_cents', 'category_id', 'supplier_id'],
].map((column) => `\`p\`.\`${column}\``);
const RECORD = '`inventory_record` as `i`';
const JOIN = 'inner join `product` as `p` on `p`.`id` = `i`.`product_id`';

/**
 * The product's conditions of the list's filters (docs/product/api.md#inventory), in the API's order.
 * @param {URLSearchParams} params
 */
function productFilters(params) {
  const where = ['p.is_active = 1'];
  /** @type {Array<string | number>} */
  const values = [];
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

/** @param {URLSearchParams} params @returns {Array<'low' | 'out'>} */
const statesOf = (params) => [
  ...(params.get('low_stock_only') === 'true' ? /** @type {const} */ (['low']) : []),
  ...(params.get('out_of_stock_only') === 'true' ? /** @type {const} */ (['out']) : []),
];

/** @param {string} sort e.g. `name`, `-stock` */
function orderBy(sort) {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const direction = descending ? 'desc' : 'asc';
  if (key === 'name') return `order by \`p\`.\`name\` ${direction}, \`p\`.\`id\` ${direction}`;
  return `order by ${SORT_COLUMN[key]} ${direction}, \`i\`.\`id\` ${direction}`;
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
  const sort = params.get('sort') || 'name';
  const product = productFilters(params);
  const states = statesOf(params);
  const stateIn = `\`i\`.\`stock_state\` in (${states.map(() => '?').join(', ')})`;
  const stateValues = states.map((state) => STATE[state]);
  const productTest = `((select 1 from \`product\` as \`p\` where p.id = i.product_id and ${product.where})) is not null`;
  const count =
    states.length > 0
      ? {
          sql: `select count(*) as \`total\` from ${RECORD} where ${stateIn} and ${productTest}`,
          values: [...stateValues, ...product.values],
        }
      : {
          sql: `select count(*) as \`total\` from ${RECORD} ${JOIN} where ${product.where}`,
          values: product.values,
        };
  const limit = `limit ?${offset > 0 ? ' offset ?' : ''}`;
  const window = [perPage, ...(offset > 0 ? [offset] : [])];
  const columns = [...COLUMNS, ...PRODUCT_COLUMNS].join(', ');
  if (sort.replace(/^-/, '') === 'name') {
    const expression = states.map((state) => EXPRESSION[state]).join(' or ');
    const where = states.length > 0 ? `${product.where} and (${expression})` : product.where;
    return {
      ...{ pageNumber, perPage, count },
      pageQuery: {
        sql: `select ${columns} from ${RECORD} ${JOIN} where ${where} ${orderBy(sort)} ${limit}`,
        values: [...product.values, ...window],
      },
    };
  }
  const idsWhere = states.length > 0 ? `${stateIn} and ${productTest}` : productTest;
  const ids = `select \`i\`.\`id\` from ${RECORD} where ${idsWhere} ${orderBy(sort)} ${limit}`;
  return {
    ...{ pageNumber, perPage, count },
    pageQuery: {
      sql:
        `select ${columns} from (${ids}) as \`t\` inner join ${RECORD} on \`i\`.\`id\` = \`t\`.\`id\`` +
        ` ${JOIN} ${orderBy(sort)}`,
      values: [...stateValues, ...product.values, ...window],
    },
  };
}
