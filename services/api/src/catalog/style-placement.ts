import type { EntityManager } from '@mikro-orm/core';
import { codeFromText } from '../database/style-grouping';
import type { Category } from './category.entity';
import { Style } from './style.entity';
import type { Supplier } from '../suppliers/supplier.entity';

export interface StyleSeed {
  name: string;
  brand: string;
  description: string;
  category: Category;
  supplier: Supplier | null;
  sku: string;
}

/**
 * The style a product written through `POST`/`PUT /products/` belongs to: the one of exactly its
 * name and brand (MySQL compares ignoring case, so the match is checked here too), else a new
 * style made from the product.
 */
export async function styleForProduct(em: EntityManager, seed: StyleSeed): Promise<Style> {
  const candidates = await em.find(
    Style,
    { name: seed.name, brand: seed.brand },
    { orderBy: { id: 'asc' } },
  );
  const same = candidates.find((style) => style.name === seed.name && style.brand === seed.brand);
  if (same) return same;
  const segments = seed.sku.toUpperCase().split('-');
  const base =
    codeFromText(segments.length >= 3 ? segments.slice(0, -2).join('-') : seed.name) || 'STYLE';
  const style = new Style({
    name: seed.name,
    brand: seed.brand,
    description: seed.description,
    category: seed.category,
    supplier: seed.supplier,
    styleCode: await freeStyleCode(em, base),
  });
  em.persist(style);
  return style;
}

/** `base`, or `base-2`, `base-3`… the first no style has. */
export async function freeStyleCode(em: EntityManager, base: string): Promise<string> {
  let code = base;
  for (let n = 2; (await em.count(Style, { styleCode: code })) > 0; n++)
    code = `${base.slice(0, 40 - String(n).length - 1)}-${n}`;
  return code;
}
