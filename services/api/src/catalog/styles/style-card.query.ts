import type { Knex } from '@mikro-orm/knex';
import type { ProductSort } from '@shop/contracts';
import { applyFilters, type ProductFilters } from '../product-list.query';

/**
 * The storefront's style list (docs/product/catalogue.md#routes): a style matches when one of its
 * visible variants matches the product list's filters (the same `applyFilters`), so the page and
 * the count group the matching variants by style. Archived styles' variants are not visible
 * (`is_active` is 0), so they never match.
 *
 *   select p.style_id, min(p.selling_price_cents) as min_price, s.name, s.created_at
 *   from product p join style s on s.id = p.style_id
 *   left join inventory_record i on i.product_id = p.id
 *   where p.is_active = 1 and <filters>
 *   group by p.style_id, s.name, s.created_at order by <sort>, p.style_id limit ? offset ?
 */
const ORDERS: Record<ProductSort, string> = {
  newest: 's.created_at desc, p.style_id desc',
  price_asc: 'min(p.selling_price_cents) asc, p.style_id asc',
  price_desc: 'min(p.selling_price_cents) desc, p.style_id desc',
  name: 's.name asc, p.style_id asc',
};

export function styleCardPageQuery(
  knex: Knex,
  filters: ProductFilters,
  sort: ProductSort,
  page: { limit: number; offset: number },
): Knex.QueryBuilder {
  const query = knex
    .select('p.style_id')
    .from('product as p')
    .join('style as s', 's.id', 'p.style_id')
    .leftJoin('inventory_record as i', 'i.product_id', 'p.id')
    .groupBy('p.style_id', 's.name', 's.created_at')
    .orderByRaw(ORDERS[sort])
    .limit(page.limit);
  applyFilters(knex, query, filters);
  if (page.offset > 0) query.offset(page.offset);
  return query;
}

export function styleCardCountQuery(knex: Knex, filters: ProductFilters): Knex.QueryBuilder {
  const query = knex
    .select(knex.raw('count(distinct p.style_id) as total'))
    .from('product as p')
    .leftJoin('inventory_record as i', 'i.product_id', 'p.id');
  applyFilters(knex, query, filters);
  return query;
}
