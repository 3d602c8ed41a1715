import {
  EntityManager,
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Category as CategoryBody, CategoryList, CategoryWrite } from '@shop/contracts';
import { toCategoryBody } from './catalog.mapper';
import { Category } from './category.entity';
import { Product } from './product.entity';

const NAME_TAKEN = 'Category already exists';
const IN_USE = 'Category still has products';

@Injectable()
export class CategoriesService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<CategoryList> {
    const categories = await this.em.find(Category, {}, { orderBy: { name: 'asc' } });
    return { categories: categories.map(toCategoryBody) };
  }

  async get(id: number): Promise<CategoryBody> {
    return toCategoryBody(await this.find(this.em, id));
  }

  /** Names arrive lower-cased by the contract, so uniqueness is case-insensitive. */
  async create(body: CategoryWrite): Promise<CategoryBody> {
    return this.nameConflictsAsHttp(() =>
      this.em.transactional(async (em) => {
        await this.assertNameFree(em, body.name);
        const category = new Category(body.name);
        await em.persist(category).flush();
        return toCategoryBody(category);
      }),
    );
  }

  async update(id: number, body: CategoryWrite): Promise<CategoryBody> {
    return this.nameConflictsAsHttp(() =>
      this.em.transactional(async (em) => {
        const category = await this.find(em, id);
        if (category.name !== body.name) await this.assertNameFree(em, body.name);
        category.name = body.name;
        return toCategoryBody(category);
      }),
    );
  }

  /** Hidden products count too: purchase history still reaches their category. */
  async remove(id: number): Promise<{ message: string }> {
    try {
      return await this.em.transactional(async (em) => {
        await this.find(em, id);
        if ((await em.count(Product, { category: id })) > 0) throw new ConflictException(IN_USE);
        await em.nativeDelete(Category, { id });
        return { message: 'Category deleted' };
      });
    } catch (error) {
      // A product added to it meanwhile: the foreign key refuses, same answer.
      if (error instanceof ForeignKeyConstraintViolationException)
        throw new ConflictException(IN_USE);
      throw error;
    }
  }

  private async find(em: EntityManager, id: number): Promise<Category> {
    const category = await em.findOne(Category, id);
    if (!category) throw new NotFoundException('Category not found');
    return category;
  }

  private async assertNameFree(em: EntityManager, name: string): Promise<void> {
    if ((await em.count(Category, { name })) > 0) throw new ConflictException(NAME_TAKEN);
  }

  private async nameConflictsAsHttp<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictException(NAME_TAKEN);
      throw error;
    }
  }
}
