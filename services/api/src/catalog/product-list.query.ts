/**
 * The SQL behind every storefront read of products (list, search, detail), written
 * with knex and mapped from plain rows: no entity hydration, no populate round trips.
 * A list is exactly two statements. For `GET /api/products/` (page 1, no filters,
 * an anonymous visitor) they are, on MySQL:
 *
 *   select count(*) as `total` from `product` as `p` where p.is_active = 1
 *
 *   select `p`.`id`, `p`.`name`, `p`.`brand`, `p`.`sku`, `p`.`description`,
 *     `p`.`image_url`, `p`.`size`, `p`.`color`, `p`.`selling_price_cents`,
 *     `p`.`category_id`, `c`.`name` as `category_name`, `p`.`created_at`,
 *     coalesce(i.quantity_in_stock, 0) as quantity_in_stock
 *   from `product` as `p`
 *   left join `category` as `c` on `c`.`id` = `p`.`category_id`
 *   left join `inventory_record` as `i` on `i`.`product_id` = `p`.`id`
 *   where p.is_active = 1
 *   order by `p`.`created_at` desc, `p`.`id` desc limit ?      -- bound: 20
 *
 * Page n > 1 ends `limit ? offset ?` (20, (n-1)*20). Values are bound (`?`) in the real
 * statements; they are written out below for reading.
 *
 * Staff (a valid staff/admin token) also get `p`.`cost_price_cents` and `p`.`supplier_id`. Each filter adds
 * one bound condition to both statements, in this order (see `applyFilters`):
 *   category_id=2      and `p`.`category_id` = 2
 *   category=men       and p.category_id in (select id from category where name = 'men')
 *   size=M / color / brand   and `p`.`size` = 'M'  (likewise `color`, `brand`)
 *   min_price=20       and `p`.`selling_price_cents` >= 2000
 *   max_price=80       and `p`.`selling_price_cents` <= 8000
 *   in_stock_only=true and i.quantity_in_stock > 0
 *                      (the count then also joins `inventory_record` as `i` like the page)
 *   search=tee         and (instr(lower(p.name), 'tee') > 0 or instr(lower(p.brand), 'tee') > 0
 *                           or instr(lower(p.sku), 'tee') > 0)
 *                      and p.style_id in (select w.style_id from style_word as w
 *                           where w.word >= 'tee' and w.word < 'tee\u{10FFFF}')
 * `sort` (docs/product/api.md#catalogue) replaces the order, always ending in `id` so pages never
 * overlap: newest (default)   order by `p`.`created_at` desc, `p`.`id` desc
 *   price_asc          order by `p`.`selling_price_cents` asc, `p`.`id` asc
 *   price_desc         order by `p`.`selling_price_cents` desc, `p`.`id` desc
 *   name               order by `p`.`name` asc, `p`.`id` asc
 * Indexes for these (product.entity.ts): each order has one index without a category,
 * (is_active, <order columns>, id), and one with it, (category_id, is_active, <order columns>,
 * id), so a page reads its rows in order and stops (price_desc reads the price index
 * backwards); (category_id, is_active, size, selling_price_cents) serves the combined filters.
 */
import type { Knex } from '@mikro-orm/knex';
import { dollarsToCents, type ProductQuery, type ProductSort } from '@shop/contracts';
import type { ProductView } from './catalog.mapper';
import { searchWordRange } from './search/style-words';

/** The filters a read can use; `page`, `per_page` and `sort` are handled by the caller. */
export type ProductFilters = Omit<ProductQuery, 'page' | 'per_page' | 'sort'> & { id?: number };

/** Each list order, ending in `id` in the same direction, so one index serves it. */
const ORDERS: Record<ProductSort, { column: string; order: 'asc' | 'desc' }[]> = {
  newest: [
    { column: 'p.created_at', order: 'desc' },
    { column: 'p.id', order: 'desc' },
  ],
  price_asc: [
    { column: 'p.selling_price_cents', order: 'asc' },
    { column: 'p.id', order: 'asc' },
  ],
  price_desc: [
    { column: 'p.selling_price_cents', order: 'desc' },
    { column: 'p.id', order: 'desc' },
  ],
  name: [
    { column: 'p.name', order: 'asc' },
    { column: 'p.id', order: 'asc' },
  ],
};

const PUBLIC_COLUMNS = [
  'p.id',
  'p.name',
  'p.brand',
  'p.sku',
  'p.description',
  'p.image_url',
  'p.size',
  'p.color',
  'p.selling_price_cents',
  'p.category_id',
  'c.name as category_name',
  'p.created_at',
];

/** The page of rows in the chosen order (newest first by default); `id` breaks ties. */
export function productPageQuery(
  knex: Knex,
  filters: ProductFilters,
  view: ProductView,
  page: { limit: number; offset: number },
  sort: ProductSort = 'newest',
): Knex.QueryBuilder {
  const columns =
    view === 'staff' ? [...PUBLIC_COLUMNS, 'p.cost_price_cents', 'p.supplier_id'] : PUBLIC_COLUMNS;
  const query = knex
    .select(columns)
    .select(knex.raw('coalesce(i.quantity_in_stock, 0) as quantity_in_stock'))
    .from('product as p')
    // A left join although every product has a category: with an inner join MySQL and
    // MariaDB start from the 4-row category table and sort 50,000 rows; with a left join
    // they must read `product` first, in index order, and stop after one page.
    .leftJoin('category as c', 'c.id', 'p.category_id')
    .leftJoin('inventory_record as i', 'i.product_id', 'p.id');
  applyFilters(knex, query, filters);
  query.orderBy(ORDERS[sort]);
  query.limit(page.limit);
  if (page.offset > 0) query.offset(page.offset);
  return query;
}

/** How many visible products match; joins stock only when it is filtered on. */
export function productCountQuery(knex: Knex, filters: ProductFilters): Knex.QueryBuilder {
  const query = knex.count({ total: '*' }).from('product as p');
  if (filters.in_stock_only) query.leftJoin('inventory_record as i', 'i.product_id', 'p.id');
  applyFilters(knex, query, filters);
  return query;
}

/**
 * Values always travel as bound parameters; only fixed column names are written into
 * SQL. Hidden products (deleted after being sold) never match.
 */
export function applyFilters(knex: Knex, query: Knex.QueryBuilder, filters: ProductFilters): void {
  query.whereRaw('p.is_active = 1');
  if (filters.id !== undefined) query.where('p.id', filters.id);
  if (filters.category_id !== undefined) query.where('p.category_id', filters.category_id);
  if (filters.category !== undefined) {
    // Names are stored lower-case; the home tiles link /products?category=men.
    query.whereRaw('p.category_id in (select id from category where name = ?)', [
      filters.category.toLowerCase(),
    ]);
  }
  if (filters.size) query.where('p.size', filters.size);
  if (filters.color) query.where('p.color', filters.color);
  if (filters.brand) query.where('p.brand', filters.brand);
  if (filters.min_price !== undefined)
    query.where('p.selling_price_cents', '>=', dollarsToCents(filters.min_price));
  if (filters.max_price !== undefined)
    query.where('p.selling_price_cents', '<=', dollarsToCents(filters.max_price));
  if (filters.in_stock_only) query.whereRaw('i.quantity_in_stock > 0');
  if (filters.search) whereSearch(knex, query, filters.search);
}

/**
 * Case-insensitive substring match on name, brand and SKU, the same on SQLite and
 * MySQL whatever the collation. instr() rather than LIKE, so `%`, `_` and quotes in
 * the search are plain text. Only among the styles with a word the search's longest word
 * begins (`style_word`, read by its primary key), so no search reads every product
 * (docs/decisions/0120-the-search-finds-words-by-their-start.md).
 */
function whereSearch(knex: Knex, query: Knex.QueryBuilder, search: string): void {
  const needle = search.toLowerCase();
  query.where(
    knex.raw(
      '(instr(lower(p.name), ?) > 0 or instr(lower(p.brand), ?) > 0 or instr(lower(p.sku), ?) > 0)',
      [needle, needle, needle],
    ),
  );
  const words = searchWordRange(search);
  if (words) query.whereIn('p.style_id', stylesWithWord(knex, words));
}

/** The styles holding a word in `words` (style-words.ts `searchWordRange`). */
export function stylesWithWord(knex: Knex, words: { from: string; to: string }): Knex.QueryBuilder {
  return knex
    .select('w.style_id')
    .from('style_word as w')
    .where('w.word', '>=', words.from)
    .where('w.word', '<', words.to);
}

/**
 * The variants of a visible product's style (docs/product/storefront.md#product-detail): the
 * visible products with its name and brand, itself included, with whether each has stock. One
 * statement; the variants are found through the (is_active, name, id) index, brand checked on those
 * few rows. MySQL compares text ignoring case, SQLite does not: the caller keeps exact matches only
 * (`sameStyle`), so both databases give the same variants.
 *
 *   select v.id, v.name, v.brand, v.size, v.color, coalesce(i.quantity_in_stock, 0) as quantity_in_stock
 *   from product as p
 *   join product as v on v.is_active = 1 and v.name = p.name and v.brand = p.brand
 *   left join inventory_record as i on i.product_id = v.id
 *   where p.id = ? and p.is_active = 1
 *   order by v.id
 */
export function productVariantsQuery(knex: Knex, id: number): Knex.QueryBuilder {
  return knex
    .select(['v.id', 'v.name', 'v.brand', 'v.size', 'v.color'])
    .select(knex.raw('coalesce(i.quantity_in_stock, 0) as quantity_in_stock'))
    .from('product as p')
    .join('product as v', (on) => {
      on.on('v.name', '=', 'p.name').andOn('v.brand', '=', 'p.brand');
    })
    .leftJoin('inventory_record as i', 'i.product_id', 'v.id')
    .where('p.id', id)
    .whereRaw('p.is_active = 1')
    .whereRaw('v.is_active = 1')
    .orderBy('v.id');
}
