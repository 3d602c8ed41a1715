import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToOne,
  PrimaryKey,
  Property,
  ref,
  type Ref,
} from '@mikro-orm/core';
import { COLORS, SIZES, type Color, type Size, assertCents } from '@shop/contracts';
import type { InventoryRecord } from '../inventory/inventory-record.entity';
import { Supplier } from '../suppliers/supplier.entity';
import { Category } from './category.entity';
import { Style } from './style.entity';

export interface NewProduct {
  style: Style;
  name: string;
  brand: string;
  sku: string;
  description?: string;
  imageUrl?: string | null;
  size: Size;
  color: Color;
  sellingPriceCents: number;
  costPriceCents: number;
  category: Category;
  createdAt?: Date;
}

/** SKUs are kept upper-case, so their uniqueness is case-insensitive. */
export function normalizeSku(sku: string): string {
  return sku.trim().toUpperCase();
}

// Indexes follow the list filters (docs/product/api.md#catalogue) and its orders (`sort`: newest,
// price either way, name; each then id): for each order the visible list in order and one category
// in order, and the combined filters of the product list (category + size + price). See
// product-list.query.ts for the SQL. The back office's inventory list sorts by name too
// (inventory/inventory-list.query.ts): its page 1 reads 20 entries of (is_active, name, id)
// instead of sorting every product (docs/bench-inventory.md); the detail page's variants (same
// name and brand) are found through that index as well.
@Entity()
@Index({ properties: ['sellingPriceCents'] })
@Index({ properties: ['size'] })
@Index({ properties: ['color'] })
@Index({ properties: ['brand'] })
@Index({ properties: ['isActive', 'createdAt', 'id'] })
@Index({ properties: ['isActive', 'name', 'id'] })
@Index({ properties: ['isActive', 'sellingPriceCents', 'id'] })
@Index({ properties: ['category', 'isActive', 'createdAt', 'id'] })
@Index({ properties: ['category', 'isActive', 'name', 'id'] })
@Index({ properties: ['category', 'isActive', 'sellingPriceCents', 'id'] })
@Index({ properties: ['category', 'isActive', 'size', 'sellingPriceCents'] })
// A style's cheapest visible variant, and the styles with one (styles/style-card.query.ts).
@Index({ properties: ['style', 'isActive', 'sellingPriceCents'] })
@Index({ properties: ['isActive', 'style'] })
export class Product {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** A variant of this style (docs/decisions/0084-a-variant-is-a-product.md). */
  @ManyToOne({ entity: () => Style, ref: true })
  style: Ref<Style>;

  /** A copy of the style's, kept in sync by every style write, like `brand` and `description`. */
  @Property({ type: 'string', length: 200 })
  name: string;

  @Property({ type: 'string', length: 100 })
  brand: string;

  @Property({ type: 'string', length: 64, unique: true })
  sku: string;

  @Property({ type: 'text' })
  description: string;

  /** An EAN-13 or UPC-A code, check digit validated (`isValidGtin`), unique. */
  @Property({ type: 'string', length: 14, nullable: true, unique: true })
  barcode: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  imageUrl: string | null;

  @Enum({ items: () => SIZES })
  size: Size;

  @Enum({ items: () => COLORS })
  color: Color;

  @Property({ type: 'integer' })
  sellingPriceCents: number;

  /** Staff-only figure; public responses are mapped without it (catalog/catalog.mapper.ts). */
  @Property({ type: 'integer' })
  costPriceCents: number;

  @ManyToOne({ entity: () => Category, ref: true })
  category: Ref<Category>;

  /** The preferred supplier, shown to staff only; a supplier in use is never deleted. */
  @ManyToOne({ entity: () => Supplier, ref: true, nullable: true })
  supplier: Ref<Supplier> | null = null;

  /**
   * On sale: the variant itself is not archived and its style is active. Hidden products stay for
   * purchase history but leave the storefront and the till. Every read filters on this one column;
   * the catalogue's writes keep it equal to `!isArchived && style.isActive`.
   */
  @Property({ type: 'boolean' })
  isActive = true;

  /** The variant's own switch (a variant with sales is archived, never deleted). */
  @Property({ type: 'boolean', default: false })
  isArchived = false;

  @Property({ type: 'datetime' })
  createdAt: Date;

  @OneToOne({ entity: 'InventoryRecord', mappedBy: 'product', nullable: true })
  inventory?: InventoryRecord;

  constructor(data: NewProduct) {
    this.style = ref(data.style);
    this.name = data.name;
    this.brand = data.brand;
    this.sku = normalizeSku(data.sku);
    this.description = data.description ?? '';
    this.imageUrl = data.imageUrl ?? null;
    this.size = data.size;
    this.color = data.color;
    this.sellingPriceCents = assertCents('selling price', data.sellingPriceCents);
    this.costPriceCents = assertCents('cost price', data.costPriceCents);
    this.category = ref(data.category);
    this.createdAt = data.createdAt ?? new Date();
  }
}
