// @ts-check
// The product list as the API runs it: the two statements documented at the top of
// services/api/src/catalog/product-list.query.ts (a count and a page query), with the
// filters added in the same order and as bound values. The bare server and the query
// analysis of the catalogue benchmark both use it; keep it in step with that file.

/** @typedef {{ sql: string, values: Array<string | number | null> }} Statement */

/**
 * The filter conditions of docs/product/api.md#catalogue, in the API's order.
 * @param {URLSearchParams} params
 */
function filters(params) {
  const where = ['p.is_active = 1'];
  /** @type {Array<string | number | null>} */
  const values = [];
  /** @param {string} sql @param {Array<string | number | null>} bound */
  const add = (sql, ...bound) => {
    where.push(sql);
    values.push(...bound);
  };
  /** @param {string} name */
  const cents = (name) => Math.round(Number(params.get(name)) * 100);
  if (params.get('category_id')) add('`p`.`category_id` = ?', Number(params.get('category_id')));
  if (params.get('category'))
    add(
      'p.category_id in (select id from category where name = ?)',
      String(params.get('category')).toLowerCase(),
    );
  if (params.get('size')) add('`p`.`size` = ?', params.get('size'));
  if (params.get('color')) add('`p`.`color` = ?', params.get('color'));
  if (params.get('brand')) add('`p`.`brand` = ?', params.get('brand'));
  if (params.get('min_price')) add('`p`.`selling_price_cents` >= ?', cents('min_price'));
  if (params.get('max_price')) add('`p`.`selling_price_cents` <= ?', cents('max_price'));
  if (params.get('in_stock_only') === 'true') add('i.quantity_in_stock > 0');
  const search = params.get('search')?.toLowerCase();
  if (search)
    add(
      '(instr(lower(p.name), ?) > 0 or instr(lower(p.brand), ?) > 0 or instr(lower(p.sku), ?) > 0)',
      search,
      search,
      search,
    );
  return {
    where: where.join(' and '),
    values,
    inStockOnly: params.get('in_stock_only') === 'true',
  };
}

const COLUMNS =
  '`p`.`id`, `p`.`name`, `p`.`brand`, `p`.`sku`, `p`.`description`, `p`.`image_url`,' +
  ' `p`.`size`, `p`.`color`, `p`.`selling_price_cents`, `p`.`category_id`,' +
  ' `c`.`name` as `category_name`, `p`.`created_at`,' +
  ' coalesce(i.quantity_in_stock, 0) as quantity_in_stock';
const STOCK_JOIN = ' left join `inventory_record` as `i` on `i`.`product_id` = `p`.`id`';

/** `sort` (docs/product/api.md#catalogue): each order ends in the id, in the same direction. */
const ORDERS = {
  newest: '`p`.`created_at` desc, `p`.`id` desc',
  price_asc: '`p`.`selling_price_cents` asc, `p`.`id` asc',
  price_desc: '`p`.`selling_price_cents` desc, `p`.`id` desc',
  name: '`p`.`name` asc, `p`.`id` asc',
};

/** @param {string | null} sort */
function orderBy(sort) {
  return sort && Object.hasOwn(ORDERS, sort)
    ? ORDERS[/** @type {keyof typeof ORDERS} */ (sort)]
    : ORDERS.newest;
}

/**
 * The count and the page query of one product-list request.
 * @param {URLSearchParams} params the query string of the request
 * @returns {{ pageNumber: number, perPage: number, count: Statement, pageQuery: Statement }}
 */
export function productListSql(params) {
  const pageNumber = Number(params.get('page') || 1);
  const perPage = Number(params.get('per_page') || 20);
  const offset = (pageNumber - 1) * perPage;
  const { where, values, inStockOnly } = filters(params);
  return {
    pageNumber,
    perPage,
    count: {
      sql: `select count(*) as \`total\` from \`product\` as \`p\`${inStockOnly ? STOCK_JOIN : ''} where ${where}`,
      values,
    },
    pageQuery: {
      sql:
        `select ${COLUMNS} from \`product\` as \`p\`` +
        ' left join `category` as `c` on `c`.`id` = `p`.`category_id`' +
        `${STOCK_JOIN} where ${where}` +
        ` order by ${orderBy(params.get('sort'))} limit ?` +
        (offset > 0 ? ' offset ?' : ''),
      values: [...values, perPage, ...(offset > 0 ? [offset] : [])],
    },
  };
}
