import type { Knex } from '@mikro-orm/knex';
import { STOCK_STATUSES, type StyleAdminQuery } from '@shop/contracts';

type StyleListFilters = Omit<StyleAdminQuery, 'page' | 'per_page'>;

/**
 * The back office's style list (docs/product/catalogue.md#routes) as two statements over `style`
 * alone, a count and a page of style ids, so only the page's styles are ever loaded:
 *
 *   select count(*) as total from style as s where s.is_active = 1 [and <filters>]
 *   select s.id from style as s where s.is_active = 1 [and <filters>] order by s.name, s.id
 *     limit ? offset ?
 *
 * The stock state filter and the price and stock orders read the style's list summary, kept
 * over its active variants by every write that changes them (inventory/stock-ledger-styles.ts,
 * docs/decisions/0119-the-style-list-summary-on-the-style.md): `stock_state` (the worst state
 * first, none active: out of stock), `stock_quantity`, and `min_price_cents` / `max_price_cents`
 * (every variant's when none is active), as the list row shows them (staff-styles.service.ts
 * `summary`). Each order walks an index (is_active, <column>, name, id) and stops after the page;
 * a state filter with the name order walks (is_active, stock_state, name, id), and its count
 * reads only its own entries. Highest price first ties by name ascending, which no index walks:
 * it sorts the active styles' entries of (is_active, max_price_cents, name, id).
 */
const BY_NAME = 's.name asc, s.id asc';
const ORDERS: Record<StyleAdminQuery['sort'], string> = {
  name: BY_NAME,
  newest: 's.id desc',
  price_asc: `s.min_price_cents asc, ${BY_NAME}`,
  price_desc: `s.max_price_cents desc, ${BY_NAME}`,
  stock: `s.stock_quantity asc, ${BY_NAME}`,
};

export function staffStylePageQuery(
  knex: Knex,
  filters: StyleListFilters,
  page: { limit: number; offset: number },
): Knex.QueryBuilder {
  const query = whereStyles(knex, knex.select('s.id').from('style as s'), filters);
  query.orderByRaw(ORDERS[filters.sort]).limit(page.limit);
  if (page.offset > 0) query.offset(page.offset);
  return query;
}

/** How many styles match; the order never changes it. */
export function staffStyleCountQuery(knex: Knex, filters: StyleListFilters): Knex.QueryBuilder {
  return whereStyles(knex, knex.count({ total: '*' }).from('style as s'), filters);
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
  if (filters.stock_status !== undefined)
    query.where('s.stock_state', STOCK_STATUSES.indexOf(filters.stock_status));
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
