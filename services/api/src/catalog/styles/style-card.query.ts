import type { Knex } from '@mikro-orm/knex';
import type { ProductSort } from '@shop/contracts';
import { applyFilters, type ProductFilters } from '../product-list.query';

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
    ? knex
        .select('s.id as style_id')
        .from('style as s')
        .whereRaw('s.is_active = 1')
        .whereRaw('(?) is not null', [matchingVariant(knex, filters)])
        .orderByRaw(byStyle)
    : matchingVariants(knex, knex.select('p.style_id'), filters)
        .groupBy('p.style_id')
        .orderByRaw(PRICE_ORDERS[sort]!);
  query.limit(page.limit);
  if (page.offset > 0) query.offset(page.offset);
  return query;
}

export function styleCardCountQuery(knex: Knex, filters: ProductFilters): Knex.QueryBuilder {
  return matchingVariants(
    knex,
    knex.select(knex.raw('count(distinct p.style_id) as total')),
    filters,
  );
}

/** One visible variant of the outer query's style `s` that matches, if any. */
function matchingVariant(knex: Knex, filters: ProductFilters): Knex.QueryBuilder {
  return matchingVariants(knex, knex.select(knex.raw('1')), filters)
    .whereRaw('p.style_id = s.id')
    .limit(1);
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
