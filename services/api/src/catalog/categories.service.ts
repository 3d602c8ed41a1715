import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { CategoryList } from '@shop/contracts';
import { toCategoryBody } from './catalog.mapper';
import { Category } from './category.entity';

@Injectable()
export class CategoriesService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<CategoryList> {
    const categories = await this.em.find(Category, {}, { orderBy: { name: 'asc' } });
    return { categories: categories.map(toCategoryBody) };
  }
}
