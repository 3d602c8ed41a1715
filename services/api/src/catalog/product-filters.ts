import { raw, type FilterQuery } from '@mikro-orm/core';
import type { ProductQuery } from '@shop/contracts';
import { amountToCents } from '../common/money';
import type { Product } from './product.entity';

const SEARCHED_COLUMNS = ['name', 'brand', 'sku'] as const;

/**
 * The storefront's filters as a MikroORM condition. Values always travel as bound
 * parameters; only fixed column names are written into SQL.
 */
export function productFilters(query: ProductQuery): FilterQuery<Product> {
  const where: FilterQuery<Product> & Record<string, unknown> = { isActive: true };
  const category = categoryCondition(query);
  if (category) where.category = category;
  if (query.size) where.size = query.size;
  if (query.color) where.color = query.color;
  if (query.brand) where.brand = query.brand;
  const price = priceRange(query);
  if (price) where.sellingPriceCents = price;
  if (query.in_stock_only) where.inventory = { quantityInStock: { $gt: 0 } };
  if (query.search) where.$or = searchConditions(query.search);
  return where;
}

/** By id, by name (home page tiles), or both; category names are stored lower-case. */
function categoryCondition({
  category_id,
  category,
}: ProductQuery): Record<string, unknown> | null {
  if (category_id === undefined && category === undefined) return null;
  return {
    ...(category_id !== undefined && { id: category_id }),
    ...(category !== undefined && { name: category.toLowerCase() }),
  };
}

function priceRange({ min_price, max_price }: ProductQuery): Record<string, number> | null {
  if (min_price === undefined && max_price === undefined) return null;
  return {
    ...(min_price !== undefined && { $gte: amountToCents(min_price) }),
    ...(max_price !== undefined && { $lte: amountToCents(max_price) }),
  };
}

/**
 * Case-insensitive substring match on both SQLite and MySQL, whatever the column
 * collation. instr() rather than LIKE, so `%` and `_` in the search are plain text.
 */
function searchConditions(search: string): FilterQuery<Product>[] {
  const needle = search.toLowerCase();
  return SEARCHED_COLUMNS.map((column) => ({
    [raw((alias) => `instr(lower(${alias}.${column}), ?) > 0`, [needle])]: [],
  }));
}
