import type { Knex } from '@mikro-orm/knex';
import type { ProductSort } from '@shop/contracts';
import { applyFilters, stylesWithWord, type ProductFilters } from '../product-list.query';
import { searchWordRange } from '../search/style-words';

/**
 * The storefront's style list (docs/product/catalogue.md#routes): a style matches when one of its
 * visible variants matches the product list's filters (the same `applyFilters`). Archived styles'
 * variants are not visible (`is_active` is 0), so they never match.
 *
 * Newest and name (the default and the name sort) walk the active styles in the order of an index
 * and test each one's variants, stopping after the page; the test is a scalar subquery, not
 * `exists`, which MariaDB would turn into a join over every visible variant:
 *
 *   select s.id as style_id from style s
 *   where s.is_active = 1 and (select 1 from product p left join inventory_record i
 *     on i.product_id = p.id where p.style_id = s.id and p.is_active = 1 and <filters> limit 1) is not null
 *   order by s.created_at desc, s.id desc limit ? offset ?
 *
 * A search (the till's typed fragment) keeps only the styles holding a word its longest word
 * begins (docs/decisions/0120-the-search-finds-words-by-their-start.md), tests the text on the
 * style's name and brand (a variant's copies) before any variant's SKU, and is counted over
 * those styles alone, never over every visible variant:
 *
 *   select s.id as style_id from style s
 *   where s.is_active = 1 and s.id in (select w.style_id from style_word w where w.word >= ? and w.word < ?)
 *     and ((instr(lower(s.name), ?) > 0 or instr(lower(s.brand), ?) > 0) and (<a variant, other filters>) is not null
 *       or (<a variant, other filters, instr(lower(p.sku), ?) > 0>) is not null)
 *   order by s.name asc, s.id asc limit ?
 *   select count(distinct w.style_id) as total from style_word w join style s on s.id = w.style_id
 *   where w.word >= ? and w.word < ? and s.is_active = 1 and <the same test>
 *
 * The price sorts order by the cheapest matching variant, so they group the matching variants
 * by style (the (style_id, is_active, selling_price_cents) index lets MariaDB read one entry
 * per style); the count groups them likewise:
 *
 *   select p.style_id from product p
 *   [left join inventory_record i on i.product_id = p.id]
 *   where p.is_active = 1 and <filters> group by p.style_id order by min(p.selling_price_cents), p.style_id
 *   select count(distinct p.style_id) as total from product p [left join ...] where p.is_active = 1 and <filters>
 */
const STYLE_ORDERS: Partial<Record<ProductSort, string>> = {
  newest: 's.created_at desc, s.id desc',
  name: 's.name asc, s.id asc',
};
const PRICE_ORDERS: Partial<Record<ProductSort, string>> = {
  price_asc: 'min(p.selling_price_cents) asc, p.style_id asc',
  price_desc: 'min(p.selling_price_cents) desc, p.style_id desc',
};

export function styleCardPageQuery(
  knex: Knex,
  filters: ProductFilters,
  sort: ProductSort,
  page: { limit: number; offset: number },
): Knex.QueryBuilder {
  const byStyle = STYLE_ORDERS[sort];
  const query = byStyle
    ? stylesMatching(knex, knex.select('s.id as style_id'), filters).orderByRaw(byStyle)
    : matchingVariants(knex, knex.select('p.style_id'), filters)
        .groupBy('p.style_id')
        .orderByRaw(PRICE_ORDERS[sort]!);
  query.limit(page.limit);
  if (page.offset > 0) query.offset(page.offset);
  return query;
}

export function styleCardCountQuery(knex: Knex, filters: ProductFilters): Knex.QueryBuilder {
  const words = filters.search ? searchWordRange(filters.search) : null;
  if (words) {
    const found = stylesWithWord(knex, words)
      .clearSelect()
      .select(knex.raw('count(distinct w.style_id) as total'))
      .join('style as s', 's.id', 'w.style_id')
      .whereRaw('s.is_active = 1');
    return whereMatchingVariant(knex, found, filters);
  }
  return matchingVariants(
    knex,
    knex.select(knex.raw('count(distinct p.style_id) as total')),
    filters,
  );
}

/**
 * The active styles with a matching variant; with a search, only those holding a word its
 * longest word begins, read from `style_word` before any variant.
 */
function stylesMatching(
  knex: Knex,
  select: Knex.QueryBuilder,
  filters: ProductFilters,
): Knex.QueryBuilder {
  const query = select.from('style as s').whereRaw('s.is_active = 1');
  const words = filters.search ? searchWordRange(filters.search) : null;
  if (words) query.whereIn('s.id', stylesWithWord(knex, words));
  return whereMatchingVariant(knex, query, filters);
}

/**
 * The outer query's style `s` has a visible variant that matches. A variant's name and brand are
 * its style's (docs/decisions/0084-a-variant-is-a-product.md), so a search is tested on the style's
 * name and brand, and then any variant matching the other filters will do (with none, one entry
 * of the (is_active, style_id) index); only otherwise a variant's SKU must hold the text.
 */
function whereMatchingVariant(
  knex: Knex,
  query: Knex.QueryBuilder,
  filters: ProductFilters,
): Knex.QueryBuilder {
  const { search, ...others } = filters;
  const variant = () =>
    matchingVariants(knex, knex.select(knex.raw('1')), others)
      .whereRaw('p.style_id = s.id')
      .limit(1);
  if (!search) return query.whereRaw('(?) is not null', [variant()]);
  const needle = search.toLowerCase();
  return query.whereRaw(
    '((instr(lower(s.name), ?) > 0 or instr(lower(s.brand), ?) > 0) and (?) is not null' +
      ' or (?) is not null)',
    [needle, needle, variant(), variant().whereRaw('instr(lower(p.sku), ?) > 0', [needle])],
  );
}

/** Stock is joined only when filtered on. */
function matchingVariants(
  knex: Knex,
  select: Knex.QueryBuilder,
  filters: ProductFilters,
): Knex.QueryBuilder {
  const query = select.from('product as p');
  if (filters.in_stock_only) query.leftJoin('inventory_record as i', 'i.product_id', 'p.id');
  applyFilters(knex, query, filters);
  return query;
}
