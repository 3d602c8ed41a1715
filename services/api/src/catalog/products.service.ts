import { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { Injectable, NotFoundException } from '@nestjs/common';
import type {
  Product as ProductBody,
  ProductDetail,
  ProductList,
  ProductQuery,
} from '@shop/contracts';
import { pageInfo, pageOffset } from '../common/pagination';
import {
  toProductBody,
  toVariantBodies,
  type ProductRow,
  type ProductVariantRow,
  type ProductView,
} from './catalog.mapper';
import { ProductListCache } from './product-list.cache';
import {
  productCountQuery,
  productPageQuery,
  productVariantsQuery,
  type ProductFilters,
} from './product-list.query';

/** `GET /products/search` answers at most this many products (the header's quick search). */
export const SEARCH_LIMIT = 20;

/** Storefront reads of products: hidden products are as absent as deleted ones. */
@Injectable()
export class ProductsService {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: ProductListCache,
  ) {}

  /** One page of visible products in the chosen order, reused until the catalogue changes. */
  list(query: ProductQuery, view: ProductView): Promise<ProductList> {
    // The query comes parsed by its schema, so equal queries give equal keys; the key holds
    // every field, `sort` included (its default is filled in, so no sort is `newest`).
    return this.lists.read(`${view} ${JSON.stringify(query)}`, () => this.load(query, view));
  }

  /** Two statements, a count and the page. */
  private async load(query: ProductQuery, view: ProductView): Promise<ProductList> {
    const { page, per_page, sort, ...filters } = query;
    const knex = this.knex();
    const [countRows, rows] = await Promise.all([
      this.rows<{ total: number | string }>(productCountQuery(knex, filters)),
      this.rows<ProductRow>(
        productPageQuery(
          knex,
          filters,
          view,
          { limit: per_page, offset: pageOffset({ page, per_page }) },
          sort,
        ),
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

  /**
   * A visible product with the variants of its style; staff get 404 for a hidden one too (it
   * left the catalogue). Both statements go out at once: the variants query finds the name
   * and brand itself.
   */
  async get(id: number, view: ProductView): Promise<ProductDetail> {
    const [[row], variantRows] = await Promise.all([
      this.find({ id }, view, 1),
      this.rows<ProductVariantRow>(productVariantsQuery(this.knex(), id)),
    ]);
    if (!row) throw new NotFoundException('Product not found');
    return { ...toProductBody(row, view), variants: toVariantBodies(variantRows, row) };
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
