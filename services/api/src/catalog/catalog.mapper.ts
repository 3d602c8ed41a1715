import {
  centsToDollars,
  type Category as CategoryBody,
  type Color,
  type Product as ProductBody,
  type ProductVariant,
  type Size,
} from '@shop/contracts';
import type { Category } from './category.entity';
import { readSqlDate } from '../common/sql-date';

/** Who is looking: staff (and admins) also see what a product costs the shop. */
export type ProductView = 'public' | 'staff';

/** One row of the storefront product query (product-list.query.ts), as the driver returns it. */
export interface ProductRow {
  id: number;
  name: string;
  brand: string;
  sku: string;
  description: string;
  image_url: string | null;
  size: Size;
  color: Color;
  selling_price_cents: number;
  /** Selected for the staff view only. */
  cost_price_cents?: number;
  /** Selected for the staff view only. */
  supplier_id?: number | string | null;
  category_id: number;
  category_name: string;
  quantity_in_stock: number | string;
  /** A Date from MySQL; SQLite gives epoch milliseconds or text, depending on how it was written. */
  created_at: Date | number | string;
}

export function toCategoryBody(category: Category): CategoryBody {
  return { id: category.id, name: category.name };
}

/**
 * A product as a client sees it. Fields are listed one by one so that a new column
 * (a supplier, a margin) never reaches the storefront by accident; `cost_price` and
 * `supplier_id` are added for the staff view only.
 */
export function toProductBody(row: ProductRow, view: ProductView): ProductBody {
  const body: ProductBody = {
    id: Number(row.id),
    name: row.name,
    brand: row.brand,
    sku: row.sku,
    description: row.description,
    image_url: row.image_url,
    size: row.size,
    color: row.color,
    selling_price: centsToDollars(Number(row.selling_price_cents)),
    category_id: Number(row.category_id),
    category: { id: Number(row.category_id), name: row.category_name },
    quantity_in_stock: Number(row.quantity_in_stock),
    created_at: readSqlDate(row.created_at).toISOString(),
  };
  if (view === 'staff' && row.cost_price_cents !== undefined) {
    body.cost_price = centsToDollars(Number(row.cost_price_cents));
  }
  if (view === 'staff' && row.supplier_id !== undefined) {
    body.supplier_id = row.supplier_id === null ? null : Number(row.supplier_id);
  }
  return body;
}

/** One row of the variants query (product-list.query.ts `productVariantsQuery`). */
export interface ProductVariantRow {
  id: number;
  name: string;
  brand: string;
  size: Size;
  color: Color;
  quantity_in_stock: number | string;
}

/**
 * The variants of a product's style: rows with exactly its name and brand (MySQL's
 * comparison ignores case; the shop's does not, on either database).
 */
export function toVariantBodies(
  rows: ProductVariantRow[],
  product: { name: string; brand: string },
): ProductVariant[] {
  return rows
    .filter((row) => row.name === product.name && row.brand === product.brand)
    .map((row) => ({
      id: Number(row.id),
      size: row.size,
      color: row.color,
      in_stock: Number(row.quantity_in_stock) > 0,
    }));
}
