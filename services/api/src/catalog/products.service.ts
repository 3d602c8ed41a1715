import { EntityManager } from '@mikro-orm/core';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { Product as ProductBody, ProductList, ProductQuery } from '@shop/contracts';
import { pageInfo, pageOffset } from '../common/pagination';
import { toPublicProduct } from './catalog.mapper';
import { productFilters } from './product-filters';
import { Product } from './product.entity';

@Injectable()
export class ProductsService {
  constructor(private readonly em: EntityManager) {}

  /** One page of visible products, newest first; id breaks ties so pages never overlap. */
  async listPublic(query: ProductQuery): Promise<ProductList> {
    const [products, total] = await this.em.findAndCount(Product, productFilters(query), {
      populate: ['category', 'inventory'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: query.per_page,
      offset: pageOffset(query),
    });
    return { products: products.map(toPublicProduct), ...pageInfo(total, query) };
  }

  /** A visible product; hidden ones are as absent to shoppers as deleted ones. */
  async getPublic(id: number): Promise<ProductBody> {
    const product = await this.em.findOne(
      Product,
      { id, isActive: true },
      { populate: ['category', 'inventory'] },
    );
    if (!product) throw new NotFoundException('Product not found');
    return toPublicProduct(product);
  }
}
