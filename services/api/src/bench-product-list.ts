/**
 * The product list's two read shapes for perf/devices/product-list.mjs, reached through
 * `@shop/api/bench-sql` (which re-exports this): the API's own, and the ORM's that it replaced
 * (docs/performance.md#product-lists-as-two-statements-over-plain-rows). The app never imports it.
 */
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { productQuerySchema, type ProductList, type ProductSort } from '@shop/contracts';
import { toProductBody, type ProductRow } from './catalog/catalog.mapper';
import { Product } from './catalog/product.entity';
import { productCountQuery, productPageQuery } from './catalog/product-list.query';
import { pageInfo, pageOffset } from './common/pagination';
import { loadConfig } from './config/load-config';
import { ormConfig } from './database/orm-config';

/**
 * `GET /api/products/?<search>` read two ways on the database at `databaseUrl`, each call on
 * a fresh entity manager as a request gets one, without the list cache: `twoStatements` as the
 * API reads it (product-list.query.ts: a count and a page in knex, rows mapped by
 * `toProductBody`), `entities` as the ORM would (`findAndCount` with the category and the
 * stock populated, each entity mapped by the same mapper). Only `category_id`, `page` and
 * `sort` are read by both. `close()` ends the pool.
 */
export async function productListReads(databaseUrl: string) {
  const orm = await MikroORM.init(
    ormConfig(loadConfig({ DATABASE_URL: databaseUrl }, false).database),
  );
  const parse = (search: URLSearchParams) => {
    const query = productQuerySchema.parse(Object.fromEntries(search));
    const { page, per_page, sort, category_id, ...rest } = query;
    if (Object.values(rest).some((value) => value !== undefined))
      throw new Error(
        `productListReads reads category_id, page and sort only, not ${search.toString()}`,
      );
    return { page, per_page, sort, category_id };
  };
  return {
    twoStatements: async (search: URLSearchParams): Promise<ProductList> => {
      const { page, per_page, sort, category_id } = parse(search);
      const em = orm.em.fork() as SqlEntityManager;
      const knex = em.getKnex();
      const [countRows, rows] = await Promise.all([
        em.execute<{ total: number | string }[]>(productCountQuery(knex, { category_id })),
        em.execute<ProductRow[]>(
          productPageQuery(
            knex,
            { category_id },
            'public',
            { limit: per_page, offset: pageOffset({ page, per_page }) },
            sort,
          ),
        ),
      ]);
      return {
        products: rows.map((row) => toProductBody(row, 'public')),
        ...pageInfo(Number(countRows[0]?.total ?? 0), { page, per_page }),
      };
    },
    entities: async (search: URLSearchParams): Promise<ProductList> => {
      const { page, per_page, sort, category_id } = parse(search);
      const [products, total] = await orm.em.fork().findAndCount(
        Product,
        { isActive: true, ...(category_id === undefined ? {} : { category: category_id }) },
        {
          populate: ['category', 'inventory'],
          orderBy: ENTITY_ORDERS[sort],
          limit: per_page,
          offset: pageOffset({ page, per_page }),
        },
      );
      return {
        products: products.map((product) => toProductBody(rowOf(product), 'public')),
        ...pageInfo(total, { page, per_page }),
      };
    },
    close: () => orm.close(),
  };
}

/** The list orders of product-list.query.ts, as the ORM names them. */
const ENTITY_ORDERS: Record<ProductSort, Record<string, 'asc' | 'desc'>[]> = {
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
  price_asc: [{ sellingPriceCents: 'asc' }, { id: 'asc' }],
  price_desc: [{ sellingPriceCents: 'desc' }, { id: 'desc' }],
  name: [{ name: 'asc' }, { id: 'asc' }],
};

/** A loaded product as the row the mapper reads. */
function rowOf(product: Product): ProductRow {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    sku: product.sku,
    description: product.description,
    image_url: product.imageUrl,
    size: product.size,
    color: product.color,
    selling_price_cents: product.sellingPriceCents,
    category_id: product.category.id,
    category_name: product.category.getEntity().name,
    quantity_in_stock: product.inventory?.quantityInStock ?? 0,
    created_at: product.createdAt,
  };
}
