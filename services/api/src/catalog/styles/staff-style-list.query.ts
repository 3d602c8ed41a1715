import type { Knex } from '@mikro-orm/knex';
import { STOCK_STATUSES, type StyleAdminQuery } from '@shop/contracts';

type StyleListFilters = Omit<StyleAdminQuery, 'page' | 'per_page'>;

/**
 * The back office's style list (docs/product/catalogue.md#routes) as two statements, a count and
 * a page of style ids, so only the page's styles are ever loaded. Sorting by name or newest reads
 * `style` alone, in the order of an index (`is_active, name, id` or `is_active, id`):
 *
 *   select count(*) as total from style as s where s.is_active = 1 [and <filters>]
 *   select s.id from style as s where s.is_active = 1 [and <filters>] order by s.name, s.id
 *     limit ? offset ?
 *
 * Sorting by price or stock, or filtering by stock state, needs each style's variants summed up,
 * as the list row shows them (staff-styles.service.ts `summary`): over the active (not archived)
 * variants, prices over every variant when none is active, the worst stock state first:
 *
 *   select s.id from style as s
 *   left join product as p on p.style_id = s.id
 *   left join inventory_record as i on i.product_id = p.id
 *   where <filters> group by s.id, s.name [having <worst state> = ?]
 *   order by <aggregate>, s.name, s.id limit ? offset ?
 *
 * That reads every variant of every matching style (docs/bench-styles.md measures it).
 */
const ACTIVE = 'p.is_archived = 0';
const STOCK = 'coalesce(i.quantity_in_stock, 0)';
/** The index of the worst state in STOCK_STATUSES (worst first); no active variant: out of stock. */
const WORST_STATE =
  `coalesce(min(case when ${ACTIVE} then (case when ${STOCK} <= 0 then 0 ` +
  `when ${STOCK} <= coalesce(i.minimum_stock_level, 0) then 1 else 2 end) end), 0)`;
const MIN_PRICE = `coalesce(min(case when ${ACTIVE} then p.selling_price_cents end), min(p.selling_price_cents), 0)`;
const MAX_PRICE = `coalesce(max(case when ${ACTIVE} then p.selling_price_cents end), max(p.selling_price_cents), 0)`;
const QUANTITY = `sum(case when ${ACTIVE} then ${STOCK} else 0 end)`;

const BY_NAME = 's.name asc, s.id asc';
const ORDERS: Record<StyleAdminQuery['sort'], string> = {
  name: BY_NAME,
  newest: 's.id desc',
  price_asc: `${MIN_PRICE} asc, ${BY_NAME}`,
  price_desc: `${MAX_PRICE} desc, ${BY_NAME}`,
  stock: `${QUANTITY} asc, ${BY_NAME}`,
};

const needsVariants = (filters: StyleListFilters) =>
  filters.stock_status !== undefined || !['name', 'newest'].includes(filters.sort);

export function staffStylePageQuery(
  knex: Knex,
  filters: StyleListFilters,
  page: { limit: number; offset: number },
): Knex.QueryBuilder {
  const query = needsVariants(filters)
    ? summedStyles(knex, filters)
    : whereStyles(knex, knex.select('s.id').from('style as s'), filters);
  query.orderByRaw(ORDERS[filters.sort]).limit(page.limit);
  if (page.offset > 0) query.offset(page.offset);
  return query;
}

/** How many styles match; the order never changes it, so only a stock state filter sums. */
export function staffStyleCountQuery(knex: Knex, filters: StyleListFilters): Knex.QueryBuilder {
  if (filters.stock_status === undefined)
    return whereStyles(knex, knex.count({ total: '*' }).from('style as s'), filters);
  return knex.count({ total: '*' }).from(summedStyles(knex, filters).as('t'));
}

function summedStyles(knex: Knex, filters: StyleListFilters): Knex.QueryBuilder {
  const query = knex
    .select('s.id')
    .from('style as s')
    .leftJoin('product as p', 'p.style_id', 's.id')
    .leftJoin('inventory_record as i', 'i.product_id', 'p.id')
    .groupBy('s.id', 's.name');
  whereStyles(knex, query, filters);
  if (filters.stock_status !== undefined)
    query.havingRaw(`${WORST_STATE} = ?`, [STOCK_STATUSES.indexOf(filters.stock_status)]);
  return query;
}

/** Values always travel bound; the search is the product list's substring match (instr). */
function whereStyles(
  knex: Knex,
  query: Knex.QueryBuilder,
  filters: StyleListFilters,
): Knex.QueryBuilder {
  if (filters.status !== 'all') query.where('s.is_active', filters.status === 'active' ? 1 : 0);
  if (filters.category_id !== undefined) query.where('s.category_id', filters.category_id);
  if (filters.supplier_id !== undefined) query.where('s.supplier_id', filters.supplier_id);
  if (filters.search) {
    const needle = filters.search.toLowerCase();
    query.where(
      knex.raw(
        '(instr(lower(s.name), ?) > 0 or instr(lower(s.brand), ?) > 0 or s.id in ' +
          '(select v.style_id from product v where instr(lower(v.sku), ?) > 0 or v.barcode = ?))',
        [needle, needle, needle, filters.search],
      ),
    );
  }
  return query;
}
