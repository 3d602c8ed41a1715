import { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { Product as ProductBody, ProductList, ProductQuery } from '@shop/contracts';
import { pageInfo, pageOffset } from '../common/pagination';
import { toProductBody, type ProductRow, type ProductView } from './catalog.mapper';
import { ProductListCache } from './product-list.cache';
import { productCountQuery, productPageQuery, type ProductFilters } from './product-list.query';

/** `GET /products/search` answers at most this many products (the header's quick search). */
export const SEARCH_LIMIT = 20;

/** Storefront reads of products: hidden products are as absent as deleted ones. */
@Injectable()
export class ProductsService {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: ProductListCache,
  ) {}

  /** One page of visible products, newest first, reused until the catalogue changes. */
  list(query: ProductQuery, view: ProductView): Promise<ProductList> {
    // The query comes parsed by its schema, so equal queries give equal keys.
    return this.lists.read(`${view} ${JSON.stringify(query)}`, () => this.load(query, view));
  }

  /** Two statements, a count and the page. */
  private async load(query: ProductQuery, view: ProductView): Promise<ProductList> {
    const { page, per_page, ...filters } = query;
    const knex = this.knex();
    const [countRows, rows] = await Promise.all([
      this.rows<{ total: number | string }>(productCountQuery(knex, filters)),
      this.rows<ProductRow>(
        productPageQuery(knex, filters, view, {
          limit: per_page,
          offset: pageOffset({ page, per_page }),
        }),
      ),
    ]);
    const total = Number(countRows[0]?.total ?? 0);
    return {
      products: rows.map((row) => toProductBody(row, view)),
      ...pageInfo(total, { page, per_page }),
    };
  }

  /** Up to SEARCH_LIMIT visible matches on name, brand or SKU, in list order; no count. */
  async search(text: string, view: ProductView): Promise<{ products: ProductBody[] }> {
    const rows = await this.find({ search: text }, view, SEARCH_LIMIT);
    return { products: rows.map((row) => toProductBody(row, view)) };
  }

  /** A visible product; staff get 404 for a hidden one too (it left the catalogue). */
  async get(id: number, view: ProductView): Promise<ProductBody> {
    const [row] = await this.find({ id }, view, 1);
    if (!row) throw new NotFoundException('Product not found');
    return toProductBody(row, view);
  }

  private find(filters: ProductFilters, view: ProductView, limit: number): Promise<ProductRow[]> {
    return this.rows<ProductRow>(
      productPageQuery(this.knex(), filters, view, { limit, offset: 0 }),
    );
  }

  private knex() {
    return (this.em as SqlEntityManager).getKnex();
  }

  /** Runs on the request's own connection (and transaction, if any), logged like ORM queries. */
  private rows<T>(query: ReturnType<typeof productPageQuery>): Promise<T[]> {
    return (this.em as SqlEntityManager).execute<T[]>(query);
  }
}
