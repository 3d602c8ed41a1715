import { ref, type EntityManager, type Ref } from '@mikro-orm/core';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { Supplier } from '../../suppliers/supplier.entity';
import { Category } from '../category.entity';
import { normalizeSku, Product } from '../product.entity';
import { Style } from '../style.entity';
import { STYLE_NOT_FOUND } from './public-styles.service';

export async function findCategory(em: EntityManager, id: number): Promise<Category> {
  const category = await em.findOne(Category, id);
  if (!category) throw new BadRequestException('Category not found');
  return category;
}

/** The preferred supplier a body names; none (null) clears it. */
export async function findSupplier(
  em: EntityManager,
  id: number | null | undefined,
): Promise<Ref<Supplier> | null> {
  if (id === undefined || id === null) return null;
  const supplier = await em.findOne(Supplier, id);
  if (!supplier) throw new BadRequestException('Supplier not found');
  return ref(supplier);
}

export async function findStyle(em: EntityManager, id: number): Promise<Style> {
  const style = await em.findOne(Style, id, { populate: ['category'] });
  if (!style) throw new NotFoundException(STYLE_NOT_FOUND);
  return style;
}

/** 409 naming the first SKU some variant already has. */
export async function assertSkusFree(em: EntityManager, skus: string[]): Promise<void> {
  const normalized = skus.map(normalizeSku);
  const taken = await em.find(Product, { sku: { $in: normalized } }, { fields: ['sku'] });
  const first = normalized.find((sku) => taken.some((p) => p.sku === sku));
  if (first) throw new ConflictException(`SKU ${first} already exists`);
}

export async function assertStyleCodeFree(em: EntityManager, code: string, self?: number) {
  const other = await em.findOne(Style, { styleCode: code.toUpperCase() });
  if (other && other.id !== self)
    throw new ConflictException(`style_code ${code.toUpperCase()} already exists`);
}

export async function assertBarcodeFree(em: EntityManager, barcode: string, self: number) {
  const other = await em.findOne(Product, { barcode }, { fields: ['sku'] });
  if (other && other.id !== self)
    throw new ConflictException(`barcode ${barcode} is already on ${other.sku}`);
}
