import { Entity, Index, ManyToOne, PrimaryKey, Property, ref, type Ref } from '@mikro-orm/core';
import { DEFAULT_SKU_PATTERN } from '@shop/contracts';
import { Supplier } from '../suppliers/supplier.entity';
import { Category } from './category.entity';

export interface NewStyle {
  name: string;
  brand: string;
  description?: string;
  category: Category;
  supplier?: Supplier | null;
  tags?: string[];
  styleCode: string;
  skuPattern?: string;
  createdAt?: Date;
}

/**
 * One garment as a shopper sees it (docs/product/catalogue.md); its variants are products. The
 * variants keep copies of its name, brand and description so the product calls answer as before
 * (docs/decisions/0084-a-variant-is-a-product.md).
 */
@Entity()
// The style lists' orders (styles/style-card.query.ts, styles/staff-style-list.query.ts).
@Index({ properties: ['isActive', 'name', 'id'] })
@Index({ properties: ['isActive', 'createdAt', 'id'] })
@Index({ properties: ['name', 'brand'] })
export class Style {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name: string;

  @Property({ type: 'string', length: 100 })
  brand: string;

  @Property({ type: 'text' })
  description: string;

  @ManyToOne({ entity: () => Category, ref: true })
  category: Ref<Category>;

  @ManyToOne({ entity: () => Supplier, ref: true, nullable: true })
  supplier: Ref<Supplier> | null;

  /** JSON in a text column: MariaDB's `json` is text with a CHECK no schema diff reads back. */
  @Property({ type: 'json', columnType: 'text' })
  tags: string[];

  /** The SKU's `{STYLE}` part, upper-case. */
  @Property({ type: 'string', length: 40, unique: true })
  styleCode: string;

  @Property({ type: 'string', length: 64 })
  skuPattern: string;

  /** An archived style's variants leave the storefront and the till, not history. */
  @Property({ type: 'boolean' })
  isActive = true;

  @Property({ type: 'datetime' })
  createdAt: Date;

  @Property({ type: 'datetime' })
  updatedAt: Date;

  constructor(data: NewStyle) {
    this.name = data.name;
    this.brand = data.brand;
    this.description = data.description ?? '';
    this.category = ref(data.category);
    this.supplier = data.supplier ? ref(data.supplier) : null;
    this.tags = data.tags ?? [];
    this.styleCode = data.styleCode.toUpperCase();
    this.skuPattern = data.skuPattern ?? DEFAULT_SKU_PATTERN;
    this.createdAt = data.createdAt ?? new Date();
    this.updatedAt = this.createdAt;
  }
}
